// Common English verbs that are rarely nouns, as base forms (verbs often used as nouns, such as
// design, study, test or support, are left out). Their inflected forms (-s, -ed,
// -ing) are generated; keyphrase candidates are cut at them (a cheap stand-in for a
// part-of-speech tagger: a keyphrase is a noun phrase).
const BASE = `accomplish acknowledge activate advocate alleviate anticipate ascertain assure augment automate characterize
characterise calibrate cite clarify coincide collaborate compress conceive concentrate confine conform confront
constrain consume contradict convince cooperate coordinate correlate decompose deem depict deteriorate dictate
diminish disclose discard discriminate disrupt dissipate elaborate elucidate embed emphasize emphasise emulate
encode enforce engage enlarge enrich entail enumerate equip evolve exclude execute exert expose fabricate fulfil
fulfill govern hinder hypothesize ignore impose incur infer inherit initiate insert inspect install instantiate
interact interpret isolate justify mitigate mimic necessitate neglect obey occupy omit originate overlook oversee
participate penetrate persist pertain postulate precede prescribe presume prevail proceed prohibit prolong propagate
quantify recover rectify redefine reformulate reinforce reject relax resemble restore retrieve revise stabilize
stabilise stimulate strengthen substitute suppress surpass tackle terminate transmit traverse unify violate visualize
visualise widen withstand
accept accompany achieve acquire adapt add adjust adopt affect aggregate allocate allow alter analyse analyze
appear apply argue arise arrange assess assign assist associate assume attach attain attempt attract avoid
become begin believe belong bring build calculate carry choose classify collect combine come compare
compensate compete compile complete comprise compute conclude conduct confirm connect consider consist
constitute construct contain continue contribute convert convey correspond create decide deduce define deliver
demonstrate denote depend deploy derive describe detect determine develop devise differ discover discuss
distinguish distribute divide eliminate emerge employ enable encounter encourage enhance ensure enter
establish evaluate examine exceed exhibit exist expand expect explain exploit explore express extend extract
facilitate fail find follow formulate generalize generate give go grow handle happen highlight hold identify
illustrate implement imply improve include incorporate indicate induce inform integrate intend introduce
investigate involve keep learn leave let lie locate lose maintain make manage manipulate maximize maximise
meet minimize minimise modify monitor motivate observe obtain occur operate optimize optimise outline
outperform overcome own perform permit possess predict prefer prepare preserve prevent produce promote propose
protect prove provide publish pursue put raise reach realize realise receive recognize recognise recommend
reduce refer reflect regard relate rely remain remove render replace represent reproduce require reside
resolve respond restrict retain reveal satisfy see seek select send serve show simplify simulate solve specify
stay submit succeed suffer suggest suit summarize suppose sustain take tend treat try undergo understand
undertake utilize utilise validate vary verify want write`;

const irregular = `been being brought built came chose chosen did does done drew drawn drove driven fell found gave given
went gone grew grown held kept led learnt left lay lain lost made meant met paid put ran said saw seen sought sent set
showed shown spent stood took taken thought told understood underwent undergone undertook undertaken wrote written
has had having is are was were`;

const THIRD_PERSON = `presents uses offers supports helps aims focuses deals`;

function forms(base: string): string[] {
  const out = [base];
  if (/[^aeiou]y$/.test(base)) {
    const stem = base.slice(0, -1);
    out.push(`${stem}ies`, `${stem}ied`, `${base}ing`);
  } else if (/e$/.test(base)) {
    out.push(`${base}s`, `${base}d`, `${base.slice(0, -1)}ing`);
  } else {
    const es = /(?:s|x|z|ch|sh)$/.test(base) ? 'es' : 's';
    out.push(`${base}${es}`, `${base}ed`, `${base}ing`);
    // doubled final consonant: plan -> planned, planning; set -> setting
    if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) out.push(`${base}${base.slice(-1)}ed`, `${base}${base.slice(-1)}ing`);
  }
  return out;
}

/** Verb forms: `base` for base and third-person forms, `participle` for -ed/-ing forms. */
export const VERB_FORMS: ReadonlyMap<string, 'base' | 'participle'> = (() => {
  const map = new Map<string, 'base' | 'participle'>();
  for (const base of BASE.split(/\s+/).filter(Boolean)) {
    const [b, s, ed, ing, ...more] = forms(base);
    map.set(b, 'base');
    map.set(s, 'base');
    for (const p of [ed, ing, ...more]) if (!map.has(p)) map.set(p, 'participle');
  }
  for (const w of irregular.split(/\s+/).filter(Boolean)) if (!map.has(w)) map.set(w, 'participle');
  // third-person forms of verbs left out above as nouns, where the form itself is nearly always a verb
  for (const w of THIRD_PERSON.split(/\s+/).filter(Boolean)) map.set(w, 'base');
  return map;
})();
