/**
 * First-pass entity tags for the languages without a trained tagger: zh-TW, zh-CN, jv-ID,
 * ms-MY, tl-PH, vi-VN, cs-CZ, hr-HR. Rules only, nothing learned:
 *   - gazetteers: country names from the runtime's ICU data (Intl.DisplayNames in the language,
 *     in Indonesian/Malay and in English), language names (vi, ms, jv, tl, zh), and short
 *     hand-written city and state/province lists; Czech and Croatian country and city names
 *     also match inflected forms (same stem, short ending: Německu, Hrvatskoj, Prahy);
 *   - spaced languages: capitalised token sequences (not counting a capitalised first word of
 *     a sentence), classified by company forms (ORG_COMP), organisation words (ORG), facility
 *     words (FAC), place cue words (CITY / STATE_OR_PROVINCE), a title before them or a
 *     Vietnamese surname (PERSON), a place preposition before them (LOC family via
 *     ../ner/fine.ts), else two or three capitalised words are taken as a PERSON;
 *   - Chinese (jieba tokens): gazetteer tokens (with 市/省/县 suffixes), company and
 *     organisation suffixes (公司, 集团, 银行, 大学, 委员会, ...) with the name tokens before
 *     them, X人 nationalities, and surname-initial 2–3 character tokens next to a title or a
 *     speech verb as PERSON.
 */
import { refineEntity } from '../ner/fine';
import { toSimplifiedSameLength } from '../text/chinese';
import type { Token } from '../text/tokenize';

const list = (s: string) => s.split('|').filter(Boolean);
const lower = (s: string) => s.toLocaleLowerCase();

const ICU_LOCALES: Record<string, string[]> = {
  jv: ['jv', 'id', 'en'],
  ms: ['ms', 'id', 'en'],
  tl: ['fil', 'en'],
  vi: ['vi', 'en'],
  cs: ['cs', 'en'],
  hr: ['hr', 'en'],
  zh: ['zh-Hans', 'zh-Hant'],
};
const LANGUAGE_LOCALES = new Set(['jv', 'ms', 'tl', 'vi', 'zh']);

const CITIES: Record<string, string> = {
  jv: 'jakarta|surabaya|bandung|semarang|yogyakarta|jogja|ngayogyakarta|solo|surakarta|malang|kediri|madiun|magelang|purwokerto|tegal|pekalongan|cirebon|blitar|klaten|sleman|bantul|kudus|jepara|pati|banyuwangi|jember|probolinggo|pasuruan|mojokerto|tulungagung|ponorogo|denpasar|medan|makassar|palembang',
  ms: 'kuala lumpur|putrajaya|shah alam|petaling jaya|subang jaya|klang|johor bahru|georgetown|george town|ipoh|melaka|seremban|kuantan|kota bharu|kuala terengganu|alor setar|kangar|kuching|kota kinabalu|miri|sandakan|sibu|tawau|cyberjaya|singapura|jakarta|bangkok',
  tl: 'maynila|manila|quezon city|lungsod quezon|makati|pasig|taguig|caloocan|pasay|mandaluyong|marikina|parañaque|las piñas|muntinlupa|cebu|lungsod ng cebu|davao|lungsod ng davao|iloilo|bacolod|baguio|zamboanga|cagayan de oro|general santos|tacloban|angeles|antipolo|batangas|legazpi|naga|dumaguete|puerto princesa',
  vi: 'hà nội|hồ chí minh|thành phố hồ chí minh|tp. hcm|tp.hcm|tphcm|sài gòn|đà nẵng|hải phòng|cần thơ|huế|nha trang|đà lạt|vũng tàu|biên hòa|buôn ma thuột|quy nhơn|vinh|hạ long|hội an|phan thiết|long xuyên|rạch giá|thái nguyên|nam định|bắc ninh',
  cs: 'praha|brno|ostrava|plzeň|liberec|olomouc|české budějovice|hradec králové|ústí nad labem|pardubice|zlín|havířov|kladno|most|opava|jihlava|karlovy vary|teplice|děčín|chomutov|vídeň|berlín|paříž|londýn|bratislava|varšava|budapešť|mnichov|řím',
  hr: 'zagreb|split|rijeka|osijek|zadar|pula|slavonski brod|karlovac|varaždin|šibenik|sisak|dubrovnik|bjelovar|vinkovci|koprivnica|čakovec|vukovar|požega|beograd|sarajevo|ljubljana|beč|berlin|pariz|london|budimpešta|rim|mostar',
  zh: '北京|上海|广州|深圳|天津|重庆|南京|杭州|武汉|成都|西安|苏州|厦门|青岛|大连|沈阳|长沙|郑州|济南|哈尔滨|昆明|福州|合肥|宁波|东莞|佛山|无锡|香港|澳门|台北|新北|桃园|台中|台南|高雄|新竹|基隆|嘉义|彰化|屏东|宜兰|花莲|台东|东京|大阪|京都|首尔|纽约|洛杉矶|旧金山|芝加哥|华盛顿|伦敦|巴黎|柏林|莫斯科|悉尼|墨尔本|曼谷|雅加达|吉隆坡|马尼拉|河内|胡志明市|多伦多|温哥华|罗马|马德里|迪拜|孟买|新德里',
};
const STATES: Record<string, string> = {
  jv: 'jawa tengah|jawa timur|jawa barat|jawa wetan|jawa kulon|banten|bali|daerah istimewa yogyakarta|diy',
  ms: 'selangor|johor|kedah|kelantan|terengganu|pahang|perak|perlis|pulau pinang|penang|negeri sembilan|melaka|sabah|sarawak|wilayah persekutuan|labuan',
  tl: 'cavite|laguna|batangas|rizal|bulacan|pampanga|pangasinan|ilocos norte|ilocos sur|cebu|bohol|leyte|samar|palawan|negros occidental|negros oriental|iloilo|davao del sur|albay|camarines sur|benguet|quezon|mindoro|mindanao|luzon|visayas',
  vi: 'quảng ninh|quảng nam|quảng ngãi|quảng bình|quảng trị|thanh hóa|nghệ an|hà tĩnh|khánh hòa|lâm đồng|đồng nai|bình dương|bà rịa|long an|tiền giang|bến tre|an giang|kiên giang|cà mau|bạc liêu|sóc trăng|đắk lắk|gia lai|kon tum|lào cai|hà giang|cao bằng|lạng sơn|điện biên|sơn la|hòa bình|ninh bình|thái bình|hưng yên|hải dương|bắc giang|phú thọ|vĩnh phúc|tây ninh|bình phước|bình định|phú yên|ninh thuận|bình thuận|đồng tháp|vĩnh long|trà vinh|hậu giang',
  cs: 'čechy|morava|slezsko|středočeský kraj|jihomoravský kraj|moravskoslezský kraj|vysočina|bavorsko|sasko|texas|kalifornie',
  hr: 'dalmacija|slavonija|istra|zagorje|lika|međimurje|baranja|podravina|bavarska|kalifornija|teksas',
  zh: '广东|江苏|浙江|山东|河南|四川|湖北|湖南|河北|福建|安徽|辽宁|陕西|云南|贵州|山西|江西|广西|内蒙古|新疆|西藏|吉林|黑龙江|甘肃|海南|宁夏|青海|加州|德州|佛罗里达|纽约州|昆士兰|巴伐利亚',
};
const COMPANY_FORMS = new Set(
  list('pt|cv|tbk|sdn|bhd|berhad|inc|corp|corporation|ltd|limited|llc|plc|gmbh|ag|co|company|group|holdings|s.r.o.|a.s.|d.o.o.|d.d.|j.d.o.o.|spol|jsc|tnhh|cổ phần|corp.|inc.|ltd.|co.|tập đoàn|công ty|korporasyon|kompanya'),
);
const ORG_WORDS = new Set(
  list(
    'department|departamento|bank|universitas|universiti|university|unibersidad|pamantasan|univerzita|univerzity|sveučilište|sveučilišta|kementerian|kementrian|ministerstvo|ministerstva|ministarstvo|ministarstva|partai|parti|stranka|strana|kongres|komisi|komise|komisija|badan|dewan|majelis|mahkamah|polisi|polis|polri|tni|pbb|kerajaan|agensi|lembaga|fakultas|fakulta|fakultet|senado|kamara|vláda|vlády|vlada|vlade|parlament|sabor|sabora|policie|policija|institut|institute|instituto|akademie|akademija|nadace|zaklada|asosiasi|persatuan|kesatuan|fc|klub|club|united|council|ministry|agency|commission|association|federation|federasi|organisasi|organization|organisation|unija|unie|union|nato|asean|apec|who|unesco|unicef|fifa|uefa|ngân|hàng|đại|học|bộ|quốc|hội|ủy|ban|viện|trường|đảng|hiệp|sở|kagawaran|departamento|korte|senát|senátu|sněmovna|sněmovny|soud|soudu|sud|suda|ured|úřad|úřadu|mpr|dpr|kpk',
  ),
);
const FAC_WORDS = new Set(
  list(
    'jalan|jl|masjid|gereja|candi|gedung|stasiun|bandara|pelabuhan|jembatan|lapangan|stadium|stadion|lebuhraya|jambatan|menara|kalye|simbahan|paliparan|tulay|gusali|daungan|đường|phố|cầu|sân|bay|chùa|nhà|thờ|chợ|ga|cảng|tháp|ulice|ulici|náměstí|náměstí|letiště|nádraží|most|hrad|zámek|chrám|katedrála|ulica|ulici|trg|trgu|zračna|luka|kolodvor|katedrala|crkva|tvrđava|airport|bridge|tower|station|stadium|hospital|rumah|sakit|ospital|bệnh|viện|nemocnice|bolnica',
  ),
);
const EVENT_WORDS = new Set(
  list('hari|raya|aidilfitri|aidiladha|festival|pesta|piala|sukan|olimpik|olimpiade|kejohanan|tết|lễ|hội|seagames|sea|games|expo|pista|kapistahan|mistrovství|olympiáda|pohár|prvenstvo|olimpijske|igre|kup|natal|christmas|ramadan|lebaran|grebeg|sekaten|pemilu|pilkada|piliang|halalan'),
);
const CITY_CUES = new Set(list('kota|bandar|lungsod|thành|phố|tp|město|města|grad|grada|city'));
const STATE_CUES = new Set(list('provinsi|kabupaten|negeri|lalawigan|probinsya|tỉnh|kraj|kraje|županija|županije|state'));
const PLACE_PREPOSITIONS: Record<string, string> = {
  jv: 'ing|menyang|saka|neng|nang|ning|di|ke|dari',
  ms: 'di|ke|dari|dekat',
  tl: 'taga',
  vi: 'tại|ở|đến|tới|từ|về',
  cs: 'v|ve|do|z|ze|na|u',
  hr: 'u|iz|na|do|kod',
};
const PERSON_CONNECTORS = new Set(list('bin|binti|bt|bte|b.|a/l|a/p|de|del|dela|de la|delos|van|von|ng|y'));
/** Function words that start sentences (capitalised there) but never begin a name. */
const LEADING_FUNCTION_WORDS: Record<string, string> = {
  jv: 'aku|kula|kowe|dheweke|awake|iki|kuwi|ing|saka|lan|nanging|yen|sing|para|sang|si|kanthi|menyang',
  ms: 'saya|aku|kami|kita|dia|beliau|mereka|ini|itu|di|ke|dari|dan|tetapi|pada|yang|para|dengan|untuk|menurut|sang|si',
  tl: 'ang|si|sina|kay|ni|sa|ng|ako|siya|kami|tayo|sila|ito|iyon|noong|nang|at|pero|ayon|mga|ayon',
  vi: 'tôi|chúng|họ|hôm|ngày|theo|tại|ở|và|nhưng|các|những|một|khi|sau|trước|năm',
  cs: 'v|ve|na|do|z|ze|a|ale|když|podle|to|ten|ta|ty|je|jsem|pro|po|o|u|s|se|k|ke|tento|tato',
  hr: 'u|na|iz|i|ali|kad|kada|prema|to|taj|ta|je|sam|za|po|o|s|sa|k|ka|ovaj|ova|ovo',
};
/** Words that mark the next words as a person's name (Tagalog si/ni/kay). */
const PERSON_MARKERS: Record<string, string> = { tl: 'si|sina|ni|nina|kay|kina' };

const VI_SURNAMES = new Set(
  list('nguyễn|trần|lê|phạm|hoàng|huỳnh|phan|vũ|võ|đặng|bùi|đỗ|hồ|ngô|dương|lý|đinh|trịnh|đào|mai|cao|lâm|tô|hà|trương|lưu|quách|thái|tạ|vương|chu|kiều|tôn|triệu|lương|phùng'),
);
const TITLE_WORDS: Record<string, string> = {
  jv: 'bapak|pak|ibu|bu|mas|mbak|mbah|den|raden|kanjeng|gusti|sultan|presiden|menteri|gubernur|bupati|lurah|dr|prof|ir|haji|kyai|kiai',
  ms: 'encik|en|cik|puan|tuan|datuk|dato|datin|seri|tan|sri|tun|tunku|tengku|yb|perdana|menteri|timbalan|presiden|pengerusi|ketua|pengarah|sultan|raja|dr|prof|haji|hj|hajah',
  tl: 'g|gng|bb|ginoong|ginang|binibini|pangulo|presidente|senador|sen|kalihim|alkalde|mayor|gobernador|kongresista|heneral|kapitan|dr|prof|atty|engr|padre|obispo',
  vi: 'ông|bà|anh|chị|cô|chú|bác|ngài|chủ|tịch|thủ|tướng|tổng|thống|bộ|trưởng|giám|đốc|tiến|sĩ|giáo|sư|ts|gs|pgs|ths',
  cs: 'pan|paní|pana|panu|panem|slečna|prezident|prezidentka|premiér|premiérka|ministr|ministryně|předseda|předsedkyně|ředitel|ředitelka|starosta|starostka|hejtman|senátor|poslanec|generál|doktor|dr|mudr|judr|phdr|rndr|ing|mgr|bc|prof|doc',
  hr: 'gospodin|gospođa|gđa|gđica|g|predsjednik|predsjednica|premijer|premijerka|ministar|ministrica|ravnatelj|ravnateljica|direktor|direktorica|gradonačelnik|gradonačelnica|župan|zastupnik|general|doktor|dr|prof|mr|dipl|ing|biskup|kardinal|fra|don',
};

interface Gazetteer {
  /** lower-case phrase (tokens joined by one space; Chinese: simplified, no spaces) → label */
  phrases: Map<string, string>;
  /** longest phrase in tokens */
  maxTokens: number;
  /** cs/hr: stems of single-word names → label */
  stems: Map<string, string>;
}
const gazetteers = new Map<string, Gazetteer>();

function gazetteer(lang: string): Gazetteer {
  let g = gazetteers.get(lang);
  if (g) return g;
  const phrases = new Map<string, string>();
  const stems = new Map<string, string>();
  const add = (name: string, label: string) => {
    const key = lang === 'zh' ? toSimplifiedSameLength(name).replace(/\s+/g, '') : lower(name).replace(/\s+/g, ' ').trim();
    if (!key || phrases.has(key)) return;
    phrases.set(key, label);
    if ((lang === 'cs' || lang === 'hr') && !key.includes(' ') && key.length >= 5) stems.set(key.replace(/[aeiouyáéíóúůýěo]$/u, ''), label);
  };
  for (const c of list(CITIES[lang] ?? '')) add(c, 'CITY');
  for (const s of list(STATES[lang] ?? '')) add(s, 'STATE_OR_PROVINCE');
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const skip = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AQ']);
  for (const locale of ICU_LOCALES[lang] ?? []) {
    let region: Intl.DisplayNames;
    let language: Intl.DisplayNames;
    try {
      region = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      language = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      continue;
    }
    for (const a of letters) {
      for (const b of letters) {
        try {
          const r = skip.has(a + b) ? undefined : region.of(a + b);
          if (r && !/[()]/.test(r)) add(r.replace(/ & /g, ' and '), 'COUNTRY');
          if (LANGUAGE_LOCALES.has(lang)) {
            const l = language.of(lower(a + b));
            if (l && l.length >= 2 && !/[()]/.test(l) && (lang === 'zh' || l.includes(' '))) add(l, 'LANGUAGE');
          }
        } catch {
          // not a code
        }
      }
    }
  }
  for (const alias of list('amerika|as|usa|uk|inggris|tiongkok|cina|china|rrc|rrt|filipinas|pilipinas|mỹ|trung quốc|anh|nga|nhật|hàn quốc|amerika syarikat|美国|中国|台湾|大陆|英国|日本|韩国|南韩|北韩|朝鲜|俄罗斯|德国|法国|越南|印尼|马来西亚|新加坡|菲律宾|泰国|印度')) {
    if (lang === 'zh' ? /\p{Script=Han}/u.test(alias) : !/\p{Script=Han}/u.test(alias)) add(alias, 'COUNTRY');
  }
  if (lang === 'vi') phrases.delete('anh'); // "anh" is far more often the pronoun/title than the UK
  if (lang === 'ms' || lang === 'jv') phrases.delete('as');
  let maxTokens = 1;
  for (const k of phrases.keys()) maxTokens = Math.max(maxTokens, k.split(' ').length);
  g = { phrases, maxTokens: Math.min(maxTokens, 6), stems };
  gazetteers.set(lang, g);
  return g;
}

const isCap = (s: string) => /^\p{Lu}/u.test(s);
const isWordish = (s: string) => /^[\p{L}\p{M}]/u.test(s);
const SENTENCE_END = /^[.!?:;"“”'‘’«»()\-–—]+$/u;

function setSpan(tags: string[], start: number, end: number, label: string) {
  for (let k = start; k < end; k++) tags[k] = `${k === start ? 'B' : 'I'}-${label}`;
}

/** First-pass BIO tags for a language without a trained tagger (see the file comment). */
export function ruleBasedTags(text: string, tokens: Token[], lang: string): string[] {
  const tags = tokens.map(() => 'O');
  if (lang === 'zh') {
    chineseTags(tokens, tags);
    return tags;
  }
  const g = gazetteer(lang);
  const words = tokens.map((t) => lower(t.text));
  const titles = new Set(list(TITLE_WORDS[lang] ?? ''));
  const preps = new Set(list(PLACE_PREPOSITIONS[lang] ?? ''));
  const leading = new Set(list(LEADING_FUNCTION_WORDS[lang] ?? ''));
  const persons = new Set(list(PERSON_MARKERS[lang] ?? ''));
  const sentenceStart = (i: number) => i === 0 || SENTENCE_END.test(tokens[i - 1].text) || text.slice(tokens[i - 1].end, tokens[i].start).includes('\n');

  // 1. Gazetteer phrases starting with a capital letter (longest first).
  for (let i = 0; i < tokens.length; i++) {
    if (!isCap(tokens[i].text)) continue;
    let matched = 0;
    for (let n = Math.min(g.maxTokens, tokens.length - i); n >= 1 && !matched; n--) {
      const label = g.phrases.get(words.slice(i, i + n).join(' '));
      if (label) {
        setSpan(tags, i, i + n, label);
        matched = n;
      }
    }
    if (!matched && g.stems.size > 0 && words[i].length >= 5) {
      for (let cut = 0; cut <= 3 && !matched; cut++) {
        const label = g.stems.get(words[i].slice(0, words[i].length - cut));
        if (label && cut <= 3) {
          setSpan(tags, i, i + 1, label);
          matched = 1;
        }
      }
    }
    if (matched) i += matched - 1;
  }
  // Language names in lower case (tiếng Việt, bahasa Melayu, wikang Tagalog).
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tags[i] !== 'O' || !/^(tiếng|bahasa|basa|wikang)$/u.test(words[i])) continue;
    if (g.phrases.get(`${words[i]} ${words[i + 1]}`) === 'LANGUAGE' || isCap(tokens[i + 1].text)) setSpan(tags, i, i + 2, 'LANGUAGE');
  }

  // 2. Capitalised sequences not yet tagged.
  for (let i = 0; i < tokens.length; i++) {
    if (tags[i] !== 'O' || !isCap(tokens[i].text) || !isWordish(tokens[i].text)) continue;
    let end = i + 1;
    while (end < tokens.length && tags[end] === 'O') {
      const t = tokens[end].text;
      if (isCap(t) && isWordish(t)) end++;
      else if (COMPANY_FORMS.has(words[end]) && end > i) end++;
      else if (PERSON_CONNECTORS.has(words[end]) && end + 1 < tokens.length && isCap(tokens[end + 1].text) && tags[end + 1] === 'O') end += 2;
      else if (/^(?:of|for|and|dan|và|a|i|pro|za)$/.test(words[end]) && end + 1 < tokens.length && isCap(tokens[end + 1].text) && tags[end + 1] === 'O' && words.slice(i, end).some((w) => ORG_WORDS.has(w))) end += 2;
      else if (t === '.' && end > i && /^\p{Lu}$/u.test(tokens[end - 1].text)) end++; // initials: J. Smith
      else break;
    }
    // A sentence-initial function word, a person marker (si, ni, kay) and title words at the
    // front are not part of the name (TITLE is tagged later).
    let start = i;
    let marked = false;
    if (start < end - 1 && sentenceStart(i) && leading.has(words[start])) {
      marked = persons.has(words[start]);
      start++;
    }
    while (start < end && titles.has(words[start].replace(/\.$/, ''))) start++;
    if (start < end && tokens[start].text === '.' && start > i) start++;
    const i0 = i;
    const atSentenceStart = sentenceStart(i0) && start === i0 && !leading.has(words[i0]);
    const span = tokens.slice(start, end).map((t) => t.text);
    const lowerSpan = words.slice(start, end);
    i = end - 1;
    if (span.length === 0) continue;
    const titleBefore = (k: number) => k > 0 && (titles.has(words[k - 1].replace(/\.$/, '')) || (tokens[k - 1].text === '.' && k > 1 && titles.has(words[k - 2])));
    const label = classify(lowerSpan, span, {
      afterTitle: marked || start > i0 + 1 || (start === i0 + 1 && titles.has(words[i0].replace(/\.$/, ''))) || titleBefore(i0) || (i0 > 0 && persons.has(words[i0 - 1])),
      afterPreposition: (i0 > 0 && preps.has(words[i0 - 1])) || (start > i0 && preps.has(words[start - 1])),
      lang,
    });
    if (!label) continue;
    if (atSentenceStart && span.length === 1 && label !== 'ORG_COMP') continue;
    setSpan(tags, start, end, label);
  }
  return tags;
}

function classify(
  lowerSpan: string[],
  span: string[],
  ctx: { afterTitle: boolean; afterPreposition: boolean; lang: string },
): string | undefined {
  const last = lowerSpan[lowerSpan.length - 1];
  if (COMPANY_FORMS.has(lowerSpan[0]) && lowerSpan.length > 1) return 'ORG_COMP';
  if (lowerSpan.length > 1 && COMPANY_FORMS.has(last)) return 'ORG_COMP';
  if (lowerSpan.some((w) => ORG_WORDS.has(w))) return 'ORG';
  if (lowerSpan.length > 1 && lowerSpan.some((w) => EVENT_WORDS.has(w))) return 'EVENT';
  if (lowerSpan.length > 1 && lowerSpan.some((w) => FAC_WORDS.has(w.replace(/\.$/, '')))) return 'FAC';
  if (lowerSpan.length > 1 && CITY_CUES.has(lowerSpan[0])) return 'CITY';
  if (lowerSpan.length > 1 && STATE_CUES.has(lowerSpan[0])) return 'STATE_OR_PROVINCE';
  if (ctx.afterTitle) return 'PERSON';
  if (ctx.lang === 'vi' && lowerSpan.length >= 2 && VI_SURNAMES.has(lowerSpan[0])) return 'PERSON';
  if (ctx.afterPreposition) return refineEntity(span, 'LOC');
  if (lowerSpan.length >= 2 && lowerSpan.length <= 4) return 'PERSON';
  return undefined;
}

// ---------------------------------------------------------------- Chinese

const ZH_COMPANY = /(?:股份有限公司|有限公司|公司|集团|银行|企业|控股|科技|电子|航空)$/u;
const ZH_ORG = /(?:大学|学院|政府|委员会|协会|基金会|研究院|研究所|法院|议会|国会|立法院|行政院|部|局|署|党|联合国|组织|联盟)$/u;
const ZH_FAC = /(?:机场|车站|大桥|医院|体育馆|博物馆|大楼|广场|寺|庙|公园|港)$/u;
const ZH_SURNAMES = new Set(
  Array.from('王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤蔺柯赖洪庄'),
);
const ZH_TITLES = new Set(list('先生|女士|小姐|太太|夫人|总统|总理|主席|部长|市长|总裁|总经理|经理|董事长|教授|博士|医生|老师|将军|议员|院长|校长|局长|书记'));
const ZH_SPEECH = new Set(list('说|表示|指出|认为|强调|称|透露|宣布|介绍|告诉|回应|提到'));
const ZH_FUNCTION = /^(?:在|的|了|和|与|及|是|由|于|对|将|把|被|向|从|为|也|都|就|这|那|其|该|我|你|他|她|我们|他们|今天|昨天|明天|已经|正在|一|个|说|有)$/u;
const isHan = (s: string) => /^\p{Script=Han}+$/u.test(s);

function chineseTags(tokens: Token[], tags: string[]): void {
  const g = gazetteer('zh');
  const simp = tokens.map((t) => toSimplifiedSameLength(t.text));
  const nearTitle = (before: number, after: number) =>
    ZH_TITLES.has(simp[after] ?? '') || ZH_SPEECH.has(simp[after] ?? '') || ZH_TITLES.has(simp[before] ?? '');
  // Names the segmenter split into surname + given name (蔡 英文 总统): next to a title or a speech verb.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const given = simp[i + 1];
    if (simp[i].length === 1 && ZH_SURNAMES.has(simp[i]) && isHan(given) && given.length <= 2 && !ZH_TITLES.has(given) && nearTitle(i - 1, i + 2)) {
      setSpan(tags, i, i + 2, 'PERSON');
      i++;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const w = simp[i];
    if (!isHan(w) || tags[i] !== 'O') continue;
    // Gazetteer, also with a 市/省/县 suffix and X人 nationalities / X语 languages.
    const direct = g.phrases.get(w);
    if (direct) {
      tags[i] = `B-${direct}`;
      continue;
    }
    const base = w.replace(/[市省县州]$/u, '');
    if (base !== w && base.length >= 2 && g.phrases.has(base)) {
      tags[i] = `B-${/[省州]$/u.test(w) ? 'STATE_OR_PROVINCE' : 'CITY'}`;
      continue;
    }
    if (/人$/u.test(w) && g.phrases.get(w.slice(0, -1)) === 'COUNTRY') {
      tags[i] = 'B-NATIONALITY';
      continue;
    }
    if (/^(?:中文|英文|英语|汉语|华语|国语|普通话|日语|日文|法语|德语|西班牙语|韩语|俄语|粤语|台语|闽南语|客家话|越南语|印尼语|马来语|泰语)$/u.test(w)) {
      tags[i] = 'B-LANGUAGE';
      continue;
    }
    // Company / organisation / facility suffix, with up to two name tokens before it.
    const suffix = ZH_COMPANY.test(w) ? 'ORG_COMP' : ZH_ORG.test(w) ? 'ORG' : ZH_FAC.test(w) ? 'FAC' : undefined;
    if (suffix) {
      let start = i;
      while (start > 0 && i - start < 2 && isHan(simp[start - 1]) && !ZH_FUNCTION.test(simp[start - 1]) && (tags[start - 1] === 'O' || /COUNTRY|CITY|STATE/.test(tags[start - 1]))) start--;
      const bare = w.length <= 2 && start === i; // 公司 / 银行 alone: not a name
      if (!bare) setSpan(tags, start, i + 1, suffix);
      continue;
    }
    // Person: surname-initial 2–3 character token next to a title or a speech verb.
    if ((w.length === 2 || w.length === 3) && ZH_SURNAMES.has(w[0]) && tags[i] === 'O') {
      if (nearTitle(i - 1, i + 1)) tags[i] = 'B-PERSON';
    }
  }
}
