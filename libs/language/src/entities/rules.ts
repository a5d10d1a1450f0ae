/**
 * Rule layers of entity tagging: TITLE, CRIMINAL_CHARGE and ZIP_CODE for every language, and
 * the whole first pass for the languages without a trained tagger (zh, jv, ms, tl, vi, cs, hr):
 * country names from the runtime's ICU data (Intl.DisplayNames in the language and in English),
 * short city lists, company forms (ORG_COMP), organisation words (ORG), facility words (FAC) and
 * capitalised sequences after a title (PERSON). Nothing here is learned.
 */
import { isStateOrProvinceName } from '../ner/fine';
import { toSimplifiedSameLength } from '../text/chinese';
import type { Token } from '../text/tokenize';
import type { CharSpan } from './numbers';

const list = (s: string) => s.split('|');
const lower = (s: string) => s.toLocaleLowerCase();

// ---------------------------------------------------------------- titles

const TITLES: Record<string, string> = {
  en: 'mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lord|lady|president|vice|prime|minister|premier|senator|sen|governor|gov|mayor|judge|justice|king|queen|prince|princess|emperor|general|gen|colonel|col|capt|captain|lt|lieutenant|sgt|sergeant|major|admiral|commander|chancellor|chairman|chairwoman|chair|ceo|cfo|coo|cto|chief|executive|director|secretary|ambassador|rev|reverend|father|pope|bishop|cardinal|archbishop|sheikh|rep|representative|congressman|congresswoman|coach|pastor|imam|rabbi|commissioner|chancellor|founder|officer|inspector|detective|det|attorney|spokesman|spokeswoman|deputy|state|foreign|defence|defense|finance|interior|health|sultan|datuk|dato|tun|tan|sri',
  id: 'bapak|pak|bpk|ibu|bu|saudara|sdr|presiden|wakil|menteri|gubernur|bupati|walikota|wali|kota|direktur|utama|dirut|ketua|umum|sekretaris|jenderal|jendral|kapten|kolonel|letnan|mayor|brigjen|irjen|kapolri|kapolda|panglima|dr|drs|prof|ir|haji|hj|h|kh|ustadz|raja|ratu|sultan|perdana|mas|mbak|kak|dokter|profesor|komisaris|hakim|jaksa|pendeta|romo',
  jv: 'bapak|pak|ibu|bu|mas|mbak|mbah|den|raden|kanjeng|gusti|sultan|presiden|menteri|gubernur|bupati|lurah|dr|prof|ir|haji|kyai|kiai',
  ms: 'encik|en|cik|puan|tuan|datuk|dato|datin|seri|tan|sri|tun|tunku|tengku|yang|berhormat|yb|perdana|menteri|timbalan|presiden|pengerusi|ketua|pengarah|sultan|raja|dr|prof|haji|hj|hajah',
  tl: 'g|gng|bb|ginoong|ginang|binibini|pangulo|presidente|bise|senador|sen|kalihim|alkalde|mayor|gobernador|kongresista|heneral|kapitan|dr|prof|atty|engr|padre|obispo|tito|tita|kuya|ate|gat',
  vi: 'ông|bà|anh|chị|cô|chú|bác|em|ngài|chủ|tịch|thủ|tướng|tổng|thống|bí|thư|bộ|trưởng|phó|giám|đốc|tiến|sĩ|giáo|sư|thạc|bác|đại|tá|trung|thiếu|thượng|dr|prof|ts|gs|pgs|ths',
  cs: 'pan|paní|pana|panu|panem|slečna|prezident|prezidentka|premiér|premiérka|ministr|ministryně|předseda|předsedkyně|ředitel|ředitelka|starosta|starostka|hejtman|senátor|poslanec|generál|doktor|dr|mudr|judr|phdr|rndr|ing|mgr|bc|prof|doc|kněz|biskup|kardinál',
  hr: 'gospodin|gospođa|gđa|gđica|g|predsjednik|predsjednica|premijer|premijerka|ministar|ministrica|ravnatelj|ravnateljica|direktor|direktorica|gradonačelnik|gradonačelnica|župan|zastupnik|general|doktor|dr|prof|mr|dipl|ing|biskup|kardinal|fra|don|svećenik',
  zh: '先生|女士|小姐|太太|夫人|总统|总理|主席|部长|市长|总裁|总经理|经理|董事长|教授|博士|医生|老师|将军|议员|院长|校长|局长|书记',
};
/** Words that extend a title (Foreign Minister, Menteri Keuangan) but are no title alone. */
const TITLE_MODIFIERS: Record<string, string> = {
  en: 'vice|prime|chief|executive|state|foreign|defence|defense|finance|interior|health|deputy|general|senior|former|acting|us|u.s.|uk|national|security|trade|justice|home|education|economic|affairs|of|the',
  id: 'wakil|utama|umum|keuangan|luar|negeri|dalam|pertahanan|kesehatan|pendidikan|agama|perdagangan|perindustrian|pertanian|sosial|hukum|ham|bumn|koordinator|bidang|perekonomian|politik|keamanan|pariwisata|perhubungan|energi|tenaga|kerja|besar|mantan|ri',
  ms: 'timbalan|kewangan|luar|negeri|dalam|pertahanan|kesihatan|pendidikan|perdagangan|mantan|bekas|seri',
  cs: 'financí|zahraničí|vnitra|zdravotnictví|obrany|spravedlnosti|školství|průmyslu|zemědělství|práce|dopravy|kultury|vlády|bývalý|bývalá|místopředseda|místopředsedkyně',
  hr: 'financija|vanjskih|unutarnjih|poslova|zdravstva|obrane|pravosuđa|gospodarstva|kulture|vlade|bivši|bivša|potpredsjednik|potpredsjednica',
  tl: 'dating|pangalawang|ng|kalihim',
  vi: 'phó|nguyên|bộ|tài|chính|ngoại|giao|quốc|phòng|công|an|y|tế',
};
const modifierSets = new Map<string, Set<string>>();
function modifierSet(lang: string): Set<string> {
  let s = modifierSets.get(lang);
  if (!s) {
    s = new Set(list(TITLE_MODIFIERS[lang] ?? ''));
    modifierSets.set(lang, s);
  }
  return s;
}

const titleSets = new Map<string, Set<string>>();
function titleSet(lang: string): Set<string> {
  let s = titleSets.get(lang);
  if (!s) {
    s = new Set(list(TITLES[lang] ?? TITLES.en));
    titleSets.set(lang, s);
  }
  return s;
}

function isTitleToken(tok: string, titles: Set<string>): boolean {
  return titles.has(lower(tok).replace(/\.$/, ''));
}

/**
 * TITLE: O tokens right before a PERSON entity that are title words (Mr, Dr., President,
 * chief executive, Bapak, Tan Sri, ông, pan, ...), with the abbreviation dots between them.
 * Chinese titles follow the name (王先生): the title word right after a PERSON.
 */
export function titleTags(tokens: Token[], tags: string[], lang: string): void {
  const titles = titleSet(lang);
  const modifiers = modifierSet(lang);
  const core = (t: string) => isTitleToken(t, titles) && !modifiers.has(lower(t).replace(/\.$/, ''));
  for (let i = 0; i < tokens.length; i++) {
    if (tags[i] !== 'B-PERSON') continue;
    if (lang === 'zh') {
      let end = i + 1;
      while (end < tokens.length && tags[end] === 'I-PERSON') end++;
      if (end < tokens.length && tags[end] === 'O' && titles.has(toSimplifiedSameLength(tokens[end].text))) tags[end] = 'B-TITLE';
      if (i > 0 && tags[i - 1] === 'O' && titles.has(toSimplifiedSameLength(tokens[i - 1].text))) tags[i - 1] = 'B-TITLE';
      continue;
    }
    let j = i - 1;
    let first = -1;
    let hasCore = false;
    while (j >= 0 && i - j <= 6 && tags[j] === 'O') {
      const t = tokens[j].text;
      if (t === '.' && j > 0 && isTitleToken(tokens[j - 1].text, titles)) {
        j--;
        continue;
      }
      if (!isTitleToken(t, titles) && !modifiers.has(lower(t))) break;
      if (core(t)) hasCore = true;
      first = j;
      j--;
    }
    // Leading modifiers only count with a core title after them (not "of the" alone).
    while (first >= 0 && first < i && (modifiers.has(lower(tokens[first].text)) && /^(?:of|the)$/.test(lower(tokens[first].text)))) first++;
    if (first < 0 || !hasCore || first >= i) continue;
    for (let k = first; k < i; k++) tags[k] = `${k === first ? 'B' : 'I'}-TITLE`;
  }
}

// ---------------------------------------------------------------- criminal charges

const CHARGES: Record<string, string> = {
  en: 'murder|murders|manslaughter|homicide|fraud|theft|robbery|armed robbery|burglary|assault|sexual assault|battery|rape|kidnapping|abduction|embezzlement|bribery|corruption|money laundering|arson|extortion|perjury|smuggling|drug trafficking|human trafficking|tax evasion|insider trading|treason|terrorism|stalking|forgery|blackmail|larceny|grand theft|shoplifting|vandalism|racketeering|obstruction of justice|drunk driving|sedition|espionage|genocide|war crimes|counterfeiting|wire fraud|securities fraud|identity theft|attempted murder|first-degree murder|second-degree murder|child abuse|domestic violence|defamation|contempt of court|cybercrime|piracy|poaching|trespassing',
  id: 'pembunuhan|pembunuhan berencana|penipuan|pencurian|perampokan|korupsi|penyuapan|suap|pemerkosaan|perkosaan|penculikan|penggelapan|pencucian uang|penganiayaan|pembakaran|pemerasan|penyelundupan|perdagangan manusia|terorisme|makar|pemalsuan|pencabulan|narkotika|pencemaran nama baik|penistaan agama|penipuan|gratifikasi',
  jv: 'pembunuhan|penipuan|pencurian|perampokan|korupsi|suap|pemerkosaan|penculikan|maling|nyolong',
  ms: 'pembunuhan|bunuh|penipuan|pencurian|curi|rompakan|samun|rasuah|korupsi|rogol|penculikan|pecah amanah|pengubahan wang haram|penyeludupan|pengedaran dadah|keganasan|pemalsuan|cabul',
  tl: 'pagpatay|pagpaslang|homicide|murder|pandaraya|estafa|pagnanakaw|nakawan|panggagahasa|pagkidnap|kidnapping|katiwalian|korapsyon|panunuhol|plunder|pagpupuslit|smuggling|terorismo|rape|robbery|carnapping|illegal drugs',
  vi: 'giết người|lừa đảo|trộm cắp|cướp|cướp giật|tham nhũng|nhận hối lộ|đưa hối lộ|hối lộ|hiếp dâm|bắt cóc|rửa tiền|buôn lậu|khủng bố|tham ô|buôn bán ma túy|trốn thuế|lạm dụng tín nhiệm',
  cs: 'vražda|vraždu|vraždy|vraždě|zabití|podvod|podvodu|podvody|krádež|krádeže|loupež|loupeže|korupce|úplatkářství|úplatek|znásilnění|únos|únosu|praní špinavých peněz|pašování|terorismus|terorismu|zpronevěra|zpronevěru|vydírání|daňový únik|vlastizrada|žhářství',
  hr: 'ubojstvo|ubojstva|ubojstvu|prijevara|prijevaru|prijevare|krađa|krađu|krađe|pljačka|pljačku|pljačke|korupcija|korupciju|korupcije|korupciji|mito|primanje mita|davanje mita|silovanje|otmica|otmicu|pranje novca|krijumčarenje|terorizam|pronevjera|pronevjeru|iznuda|iznudu|utaja poreza|veleizdaja|podmetanje požara',
  zh: '谋杀|杀人|故意杀人|诈骗|盗窃|偷窃|抢劫|贪污|受贿|行贿|贿赂|强奸|绑架|洗钱|走私|恐怖主义|贩毒|欺诈|纵火|敲诈勒索|逃税|诽谤|腐败',
};
const chargeTables = new Map<string, Map<string, string[][]>>();
/** Phrases by first word (lower-case token sequences); Chinese phrases are single tokens or characters. */
function chargeTable(lang: string): Map<string, string[][]> {
  let t = chargeTables.get(lang);
  if (!t) {
    t = new Map();
    for (const phrase of list(CHARGES[lang] ?? CHARGES.en)) {
      const parts = lang === 'zh' ? [phrase] : phrase.split(' ');
      const entry = t.get(parts[0]) ?? [];
      entry.push(parts);
      t.set(parts[0], entry);
    }
    for (const e of t.values()) e.sort((a, b) => b.length - a.length);
    chargeTables.set(lang, t);
  }
  return t;
}

/** CRIMINAL_CHARGE: the (multi-word) charge names of a short per-language list, on O tokens. */
export function criminalChargeTags(tokens: Token[], tags: string[], lang: string): void {
  const table = chargeTable(lang);
  const norm = (t: string) => (lang === 'zh' ? toSimplifiedSameLength(t) : lower(t));
  for (let i = 0; i < tokens.length; i++) {
    if (tags[i] !== 'O') continue;
    const cands = table.get(norm(tokens[i].text));
    if (!cands) continue;
    for (const parts of cands) {
      let ok = i + parts.length <= tokens.length;
      for (let k = 0; ok && k < parts.length; k++) ok = tags[i + k] === 'O' && norm(tokens[i + k].text) === parts[k];
      if (!ok) continue;
      for (let k = 0; k < parts.length; k++) tags[i + k] = `${k === 0 ? 'B' : 'I'}-CRIMINAL_CHARGE`;
      i += parts.length - 1;
      break;
    }
  }
}

// ---------------------------------------------------------------- ZIP codes

const US_STATE_CODES = new Set(
  list(
    'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT',
  ),
);
const ADDRESS_WORDS = new Set(
  list('street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|suite|ste|apt|floor|fl|box|p.o.|po|zip|postal|code|address|highway|hwy|parkway|pkwy|square|sq|terrace|circle|route'),
);
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const CA_FSA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/;
const CA_LDU = /^\d[ABCEGHJ-NPRSTV-Z]\d$/;

/**
 * ZIP_CODE: US ZIP (12345, 12345-6789) and Canadian postal codes (K1A 0B6), only after a state
 * or province (code or STATE_OR_PROVINCE entity, a comma between allowed) or with an address
 * word (Street, Ave, Suite, P.O. Box, ZIP...) among the 8 tokens before.
 */
export function zipCodeSpans(text: string, tokens: Token[], tags: string[]): CharSpan[] {
  const out: CharSpan[] = [];
  const context = (i: number) => {
    let p = i - 1;
    if (p >= 0 && tokens[p].text === ',') p--;
    if (p >= 0 && (US_STATE_CODES.has(tokens[p].text) || /STATE_OR_PROVINCE$/.test(tags[p]))) return true;
    if (p >= 0 && (isStateOrProvinceName(tokens[p].text) || (p > 0 && isStateOrProvinceName(`${tokens[p - 1].text} ${tokens[p].text}`)))) return true;
    for (let k = i - 1; k >= 0 && k >= i - 8; k--) if (ADDRESS_WORDS.has(lower(tokens[k].text).replace(/\.$/, ''))) return true;
    return false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].text;
    if (US_ZIP.test(t) && context(i)) out.push({ start: tokens[i].start, end: tokens[i].end, label: 'ZIP_CODE' });
    else if (CA_FSA.test(t) && i + 1 < tokens.length && CA_LDU.test(tokens[i + 1].text) && context(i)) {
      out.push({ start: tokens[i].start, end: tokens[i + 1].end, label: 'ZIP_CODE' });
      i++;
    } else if (/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/.test(t) && context(i)) {
      out.push({ start: tokens[i].start, end: tokens[i].end, label: 'ZIP_CODE' });
    }
  }
  void text;
  return out;
}

export { ruleBasedTags } from './first-pass';
