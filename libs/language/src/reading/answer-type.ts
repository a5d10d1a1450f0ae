// Expected answer type from the question, and typed candidate spans in a sentence.
import { STOP_WORDS, Tok } from './text';

export type AnswerType = 'PERSON' | 'DATE' | 'NUMBER' | 'DURATION' | 'LOCATION' | 'ENTITY' | 'NP';

/** What a span of a sentence is: entity classes (as an entity tagger gives them), or our regex/chunk types. */
export type SpanKind = 'PER' | 'LOC' | 'ORG' | 'MISC' | 'CAP' | 'DATE' | 'NUM' | 'DURATION' | 'NP';

/**
 * The pluggable entity tagger: BIO tags (`B-PER`, `I-LOC`, `O`, …) over PER/LOC/ORG/MISC, one per
 * token. `@parley/language`'s trained tagger fits this shape; without one, capitalised spans are
 * classed by light heuristics.
 */
export interface EntityTagger {
  tag(tokens: string[]): string[];
}

const WH_RE = /\b(who|whom|whose|when|where|what|which|how|why)\b/i;

export function classifyQuestion(question: string): AnswerType {
  const q = question.toLowerCase().replace(/\s+/g, ' ');
  if (/\bhow (many|much)\b/.test(q)) return 'NUMBER';
  if (/\bhow (long|old)\b/.test(q)) return 'DURATION';
  if (/\b(what|which) (year|years|century|centuries|decade|date|day|month|time|period|era|season)\b/.test(q)) return 'DATE';
  if (/\b(what|which) (country|countries|city|cities|river|rivers|town|towns|region|place|places|island|islands|continent|state|province|kingdom|area|mountain|sea|location|county|village|port|capital)\b/.test(q)) return 'LOCATION';
  if (/\b(what|which) (culture|language|religion|people|peoples|family|dynasty|group|nation|nationality|tribe|team|organi[sz]ation|company|party|church|order|empire|army)\b/.test(q)) return 'ENTITY';
  const wh = WH_RE.exec(q)?.[1];
  // "What was the name of …", "What was … called": a proper name.
  if ((wh === 'what' || wh === 'which') && /\b(name|named|called)\b/.test(q)) return 'ENTITY';
  switch (wh) {
    case 'who':
    case 'whom':
    case 'whose':
      return 'PERSON';
    case 'when':
      return 'DATE';
    case 'where':
      return 'LOCATION';
    case 'how':
      return /\bhow (far|big|large|tall|high|fast|wide|deep|heavy)\b/.test(q) ? 'NUMBER' : 'NP';
    default:
      return 'NP';
  }
}

/** How well a span kind fits an expected answer type, in [0, 1]. */
export const TYPE_FIT: Record<AnswerType, Partial<Record<SpanKind, number>>> = {
  PERSON: { PER: 1, CAP: 0.85, ORG: 0.6, MISC: 0.45, LOC: 0.3, NP: 0.1 },
  DATE: { DATE: 1, NUM: 0.3, DURATION: 0.3 },
  NUMBER: { NUM: 1, DURATION: 0.8, DATE: 0.35 },
  DURATION: { DURATION: 1, NUM: 0.6, DATE: 0.2 },
  LOCATION: { LOC: 1, CAP: 0.75, ORG: 0.5, MISC: 0.35, PER: 0.3, NP: 0.15 },
  ENTITY: { MISC: 1, CAP: 0.85, ORG: 0.8, LOC: 0.6, PER: 0.5, NP: 0.3 },
  NP: { NP: 0.6, CAP: 0.6, MISC: 0.55, LOC: 0.5, ORG: 0.5, PER: 0.45, DATE: 0.2, NUM: 0.2, DURATION: 0.2 },
};

export interface Span {
  /** token range [start, end) within the sentence tokens */
  start: number;
  end: number;
  kind: SpanKind;
  /** a second opinion on the kind (the entity tagger's, beside the heuristic one); fit is then averaged */
  alt?: SpanKind;
  /** a coordinated list of names ("A, B and C"): an answer only to a question asking for several */
  list?: boolean;
}

/**
 * The question's focus noun, what the answer is an instance of: "what religion" → religion,
 * "what kind of arches" → arches, "what was the X's final form" → form. Lower-cased, or null.
 */
export function questionFocus(question: string): string | null {
  const q = question.toLowerCase().replace(/[?!.]+\s*$/, '').trim();
  let m = /\bname of (?:the |a |an )?(\p{L}+)/u.exec(q);
  if (m) return m[1];
  m = /\b(?:what|which) (?:kind|type|sort|name|form|part) of (?:the |a |an )?(\p{L}+)/u.exec(q);
  if (m) return m[1];
  m = /\b(?:what|which) (\p{L}+)/u.exec(q);
  if (m && !/^(is|was|are|were|did|do|does|has|had|have|can|could|would|will|should|might|may|of|in|on|at|to|for|the|a|an)$/.test(m[1])) return m[1];
  m = /^(?:what|who) (?:is|was|are|were) (?:the |a |an )?(?:[\p{L}'’-]+ ){0,5}?(\p{L}+)$/u.exec(q);
  if (m && !/^(of|in|on|at|to|for|by|with)$/.test(m[1])) return m[1];
  return null;
}

/** "What kind/type/sort of …": the answer may be a modifier ("rounded"), not only a noun. */
export function asksForKind(question: string): boolean {
  return /\b(kind|type|sort|style)s? of\b/i.test(question);
}

const AUX = /^(was|is|were|are|did|does|do|has|had|have|will|would|can|could|should|might|may|must)$/;

/**
 * Where the answer stands to the question's verb: "Who killed X?" asks for the subject (before the
 * verb in an active sentence), "Who did X marry?" for the object (after it). Returns the verb and side.
 */
export function verbRole(question: string): { verb: string; side: 'before' | 'after' } | null {
  const q = question.toLowerCase().replace(/[?!.]+\s*$/, '').trim();
  let m = /^(?:who|what) (\p{L}+)/u.exec(q);
  if (m && !AUX.test(m[1]) && !STOP_WORDS.has(m[1])) return { verb: m[1], side: 'before' };
  m = /^(?:who|whom|what) (?:did|does|do|will|would|can|could) (?:[\p{L}'’-]+ ){1,4}?(\p{L}+)/u.exec(q);
  if (m && !STOP_WORDS.has(m[1])) return { verb: m[1], side: 'after' };
  return null;
}

/** Whether the question asks for several things ("which countries", "who were the two …"). */
export function asksForList(question: string): boolean {
  const q = question.toLowerCase();
  const m = /\b(?:which|what) (\p{L}+)/u.exec(q);
  if (m && /[^su]s$/.test(m[1]) && !/^(was|is|does|has|this|its|his)$/.test(m[1])) return true;
  return /\bwho (were|are)\b/.test(q) || /\b(two|three|four|both)\b/.test(q);
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTH_RE = new RegExp(`^(${MONTHS})$`, 'i');
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen several'.split(
    ' ',
  ),
);
const SCALE = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion', 'percent', '%']);
const TIME_UNITS = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|centuries|century|decades?|generations?)$/i;
const TITLES = new Set(
  'king queen duke duchess count countess pope saint st sir lord lady emperor empress earl bishop archbishop prince princess baron abbot general president mr mrs ms dr'.split(
    ' ',
  ),
);
const LOC_WORDS =
  /^(river|island|islands|kingdom|sea|bay|valley|mountains?|mount|lake|city|county|coast|peninsula|empire|province|duchy|gulf|ocean|strait|channel)$/i;
const LOC_PREPS = new Set(['in', 'at', 'to', 'from', 'near', 'into', 'across', 'toward', 'towards', 'through']);
const DIRECTIONS = /^(northern|southern|eastern|western|central|north|south|east|west|upper|lower)$/;
/** Capitalised only because they open a sentence. */
const SENTENCE_OPENERS = new Set(
  (
    'meanwhile however although because though therefore later after since despite during instead today moreover furthermore ' +
    'nevertheless unlike like many several most both even yet still soon once according following including'
  ).split(' '),
);
const ROMAN = /^(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI)$/;
const CONNECTORS = new Set(['of', 'de', 'du', 'la', 'le', 'von', 'van', 'der', 'di', 'da', 'the', 'al', 'bin', 'ibn']);

const isCapital = (w: string) => /^\p{Lu}/u.test(w);
const isYear = (w: string) => /^\d{3,4}$/.test(w) && +w >= 100 && +w <= 2100;
const isNumber = (w: string) => /^\d+(?:[.,]\d+)*$/.test(w) || NUMBER_WORDS.has(w.toLowerCase());

/**
 * Typed candidate spans of one sentence. `lowerWords` holds words seen lower-case in the context,
 * so a sentence-initial capital on a common word is not taken for a name.
 */
export function candidateSpans(toks: Tok[], lowerWords: Set<string>, tagger?: EntityTagger | null, allowModifiers = false): Span[] {
  const words = toks.map((t) => t.text);
  const spans: Span[] = [];
  const n = words.length;

  // Dates: decades/years/centuries, optionally with a month (and day) before.
  for (let i = 0; i < n; i++) {
    const w = words[i];
    if (/^\d{3,4}s$/.test(w) || isYear(w)) {
      let s = i;
      if (s > 0 && /^\d{1,2}$/.test(words[s - 1]) && s > 1 && MONTH_RE.test(words[s - 2])) s -= 2;
      else if (s > 0 && MONTH_RE.test(words[s - 1])) {
        s -= 1;
        if (s > 0 && /^\d{1,2}$/.test(words[s - 1])) s -= 1;
      } else if (s > 1 && words[s - 1] === ',' && /^\d{1,2}$/.test(words[s - 2]) && s > 2 && MONTH_RE.test(words[s - 3])) s -= 3;
      spans.push({ start: s, end: i + 1, kind: 'DATE' });
    } else if (/^\d+(st|nd|rd|th)$/i.test(w) || /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/i.test(w)) {
      const unit = words[i + 1]?.toLowerCase();
      if (unit === 'century' || unit === 'centuries' || unit === 'millennium') {
        spans.push({ start: i, end: i + 2, kind: 'DATE' });
        spans.push({ start: i, end: i + 1, kind: 'DATE' });
      } else if (/^\d/.test(w) && (unit === 'and' || unit === ',') && /^\d+(st|nd|rd|th)$/.test(words[i + 2] ?? '') && /^centur/i.test(words[i + 3] ?? '')) {
        spans.push({ start: i, end: i + 4, kind: 'DATE' });
      }
    } else if (MONTH_RE.test(w) && isCapital(w) && /^\d{1,2}(st|nd|rd|th)?$/.test(words[i + 1] ?? '') && !isYear(words[i + 3] ?? '')) {
      spans.push({ start: i, end: i + 2, kind: 'DATE' });
    }
  }

  // Numbers (with a scale word), and durations (number + time unit).
  for (let i = 0; i < n; i++) {
    if (!isNumber(words[i]) || (isYear(words[i]) && !TIME_UNITS.test(words[i + 1] ?? ''))) continue;
    if (i > 0 && isNumber(words[i - 1])) continue;
    let e = i + 1;
    while (e < n && (isNumber(words[e]) || SCALE.has(words[e].toLowerCase()))) e++;
    if (/^(several|one)$/i.test(words[i]) && e === i + 1 && !TIME_UNITS.test(words[e] ?? '')) continue;
    spans.push({ start: i, end: e, kind: 'NUM' });
    if (e < n && TIME_UNITS.test(words[e])) spans.push({ start: i, end: e + 1, kind: 'DURATION' });
  }

  // Named entities: capitalised runs classed by light heuristics; a tagger, when there is one,
  // re-classes the runs it agrees on and adds its own spans.
  const nameLike = (i: number) => {
    const w = words[i];
    if (!isCapital(w) || !/\p{L}/u.test(w)) return false;
    if (i > 0 && ROMAN.test(w) && isCapital(words[i - 1]) && !STOP_WORDS.has(words[i - 1].toLowerCase())) return true;
    if (STOP_WORDS.has(w.toLowerCase())) return false;
    if (MONTH_RE.test(w)) return false;
    if (i === 0 || /^["“(]$/.test(words[i - 1]) || /^[.!?]$/.test(words[i - 1]))
      return !lowerWords.has(w.toLowerCase()) && !SENTENCE_OPENERS.has(w.toLowerCase()) && !/ly$/.test(w);
    return true;
  };
  const capSpans: Span[] = [];
  /** the capitalised runs before any cut, so the tagger's pieces of them are not taken for other names */
  const capExtents: Span[] = [];
  for (let i = 0; i < n; i++) {
    if (!nameLike(i)) continue;
    let e = i + 1;
    for (;;) {
      if (e < n && nameLike(e)) e++;
      else if (e + 1 < n && CONNECTORS.has(words[e]) && nameLike(e + 1)) e += 2;
      else if (e + 2 < n && words[e] === 'of' && words[e + 1] === 'the' && nameLike(e + 2)) e += 3;
      else break;
    }
    const kind = classifyCapitalised(words, i, e);
    // A regnal name with its territory ("Richard II of Normandy"): the name alone.
    let end = e;
    for (let k = i + 2; k < e; k++) {
      if (words[k] === 'of' && ROMAN.test(words[k - 1])) {
        end = k;
        break;
      }
    }
    capSpans.push({ start: i, end, kind: end < e && kind === 'CAP' ? 'PER' : kind });
    capExtents.push({ start: i, end: e, kind });
    if (i > 0 && DIRECTIONS.test(words[i - 1])) capSpans.push({ start: i - 1, end: e, kind: kind === 'CAP' ? 'LOC' : kind });
    i = e - 1;
  }
  // Coordinated lists of capitalised runs: "Denmark, Iceland and Norway".
  const listSpans: Span[] = [];
  for (let a = 0; a < capSpans.length; a++) {
    let last = a;
    for (let b = a + 1; b < capSpans.length; b++) {
      const gap = words.slice(capSpans[b - 1].end, capSpans[b].start).join(' ');
      if (!/^(,|and|or|, and|, or)$/.test(gap)) break;
      last = b;
      if (gap !== ',') break;
    }
    if (last > a && !/^,$/.test(words.slice(capSpans[last - 1].end, capSpans[last].start).join(' ')))
      listSpans.push({ start: capSpans[a].start, end: capSpans[last].end, kind: capSpans[a].kind, list: true });
  }
  if (tagger) {
    const tags = tagger.tag(words);
    const tagged: Span[] = [];
    for (let i = 0; i < n; i++) {
      const m = /^[BI]-(PER|LOC|ORG|MISC)$/.exec(tags[i] ?? 'O');
      if (!m) continue;
      let e = i + 1;
      while (e < n && tags[e] === `I-${m[1]}`) e++;
      tagged.push({ start: i, end: e, kind: m[1] as SpanKind });
      i = e - 1;
    }
    // A capitalised run takes the class of the first tagged entity inside it ("Robert of Jumièges": PER).
    for (const s of [...capSpans, ...listSpans]) {
      const inner = tagged.find((t) => t.start >= s.start && t.end <= s.end);
      spans.push({ ...s, alt: inner ? inner.kind : 'CAP' });
    }
    for (const t of tagged) {
      if (capExtents.some((s) => t.start >= s.start && t.end <= s.end)) continue;
      const first = words[t.start];
      if (!isCapital(first) || STOP_WORDS.has(first.toLowerCase()) || lowerWords.has(first.toLowerCase())) continue;
      spans.push({ ...t, alt: 'CAP' });
    }
  } else {
    spans.push(...capSpans, ...listSpans);
  }

  // Noun-phrase-ish chunks: runs of content words between stop words and punctuation.
  const taken = new Set<number>();
  for (const s of spans) for (let k = s.start; k < s.end; k++) taken.add(k);
  for (let i = 0; i < n; i++) {
    if (!chunkWord(words[i])) continue;
    let e = i;
    while (e < n && chunkWord(words[e])) e++;
    for (let a = i; a < e; a++) {
      for (let b = a + 1; b <= Math.min(e, a + 3); b++) {
        if (!allowModifiers && adjectiveLike(words[b - 1])) continue; // a noun chunk ends on its head, not on a modifier
        let allTaken = true;
        for (let k = a; k < b; k++) if (!taken.has(k)) allTaken = false;
        if (!allTaken) spans.push({ start: a, end: b, kind: 'NP' });
      }
    }
    i = e;
  }
  return spans;
}

const COMMON_VERBS = new Set(
  (
    'became become becomes made make makes took take takes gave give gives came come comes went go goes began begin begins led lead leads ' +
    'used use uses got get gets held hold holds left set put saw see sees found find finds brought bring brings said say says told stood stand stands ' +
    'won win lost fought including include includes included remained remain continued continue following according seemed seem ' +
    'known called named fled sent built spent kept met paid sold bought wrote spoke grew knew rose fell drove ran'
  ).split(' '),
);
const LY_NOUNS = new Set(['early', 'family', 'july', 'ally', 'holy', 'assembly', 'supply', 'reply', 'anomaly', 'monopoly', 'italy', 'sicily', 'rally', 'belly', 'lily', 'jelly']);

const ADJECTIVES = new Set(
  (
    'new old great important major main first last many several various different other large small big little high low long short ' +
    'early late modern ancient distinct unique common general particular certain original own whole full real same such strong powerful ' +
    'famous known well best better good bad key significant notable instrumental'
  ).split(' '),
);

function adjectiveLike(w: string): boolean {
  if (w !== w.toLowerCase()) return false;
  return ADJECTIVES.has(w) || /(ous|ful|ive|able|ible|less|ical|ary)$/.test(w) || (w.length >= 4 && /[^e]ed$/.test(w));
}

function chunkWord(w: string): boolean {
  if (!/\p{L}|\d/u.test(w)) return false;
  const l = w.toLowerCase();
  if (STOP_WORDS.has(l) || COMMON_VERBS.has(l)) return false;
  if (l === w && l.length > 4 && l.endsWith('ly') && !LY_NOUNS.has(l)) return false;
  return true;
}

function classifyCapitalised(words: string[], s: number, e: number): SpanKind {
  const first = words[s].toLowerCase();
  if (TITLES.has(first)) return 'PER';
  for (let k = s; k < e; k++) if (LOC_WORDS.test(words[k])) return 'LOC';
  if (e - s === 1 && /(an|ian|ish|ese|ic|ians|ans|ism)$/i.test(words[s])) return 'MISC';
  const before = s > 0 && /^(the|a|an)$/i.test(words[s - 1]) ? s - 2 : s - 1;
  if (before >= 0 && LOC_PREPS.has(words[before].toLowerCase())) return 'LOC';
  if (e - s >= 2 && ROMAN.test(words[e - 1])) return 'PER';
  return 'CAP';
}
