/**
 * Refines the taggers' coarse classes into the spec's reference labels, always within the
 * coarse class's family so that the scoring map (PERSON→PER; ORG, ORG_COMP→ORG; LOC, CITY,
 * STATE_OR_PROVINCE, COUNTRY, FAC→LOC; NORP, NATIONALITY, RELIGION, EVENT, LANGUAGE, MISC→MISC)
 * gives back exactly the coarse tag:
 *   PER/PERSON → PERSON;  ORG/ORGANISATION → ORG_COMP (company designator) or ORG;
 *   LOC/PLACE → COUNTRY, STATE_OR_PROVINCE, CITY, FAC or LOC;
 *   MISC → NATIONALITY, NORP, RELIGION, LANGUAGE, LAW, PRODUCT, WORK_OF_ART, EVENT or MISC.
 * Word lists come from the runtime's ICU data (Intl.DisplayNames region and language names,
 * time-zone cities) plus short hand-written lists below; nothing is learned.
 */
import { spans } from './conlleval';
import { normalizeToken } from './features';

export type FineLabel =
  | 'PERSON'
  | 'ORG'
  | 'ORG_COMP'
  | 'LOC'
  | 'CITY'
  | 'STATE_OR_PROVINCE'
  | 'COUNTRY'
  | 'FAC'
  | 'NATIONALITY'
  | 'NORP'
  | 'RELIGION'
  | 'LANGUAGE'
  | 'EVENT'
  | 'LAW'
  | 'PRODUCT'
  | 'WORK_OF_ART'
  | 'MISC';

const COARSE_FAMILY: Record<string, 'PERSON' | 'ORG' | 'LOC' | 'MISC'> = {
  PER: 'PERSON',
  PERSON: 'PERSON',
  ORG: 'ORG',
  ORGANISATION: 'ORG',
  LOC: 'LOC',
  PLACE: 'LOC',
  MISC: 'MISC',
};

const words = (s: string) => s.split('|');
const COMPANY = new Set(
  words(
    'inc|inc.|corp|corp.|corporation|co|co.|company|ltd|ltd.|limited|llc|plc|ag|gmbh|sa|s.a.|nv|n.v.|bv|spa|s.p.a.|ab|asa|oyj|kk|pt|tbk|tbk.|persero|bhd|berhad|sdn|pte|holdings|holding|group|airlines|airways|motors|bank|bancorp|securities|capital|partners|industries|technologies|systems|pharmaceuticals|energy|petroleum|telecom|communications',
  ),
);
/** Well-known companies whose names carry no company form. */
const KNOWN_COMPANIES = new Set(
  words(
    'microsoft|apple|google|alphabet|amazon|meta|facebook|netflix|tesla|intel|ibm|oracle|nvidia|samsung|sony|toyota|honda|nissan|hyundai|volkswagen|bmw|mercedes-benz|daimler|ford|boeing|airbus|siemens|nestle|nestlé|unilever|shell|bp|exxon|exxonmobil|chevron|walmart|pfizer|moderna|uber|twitter|tiktok|bytedance|alibaba|tencent|huawei|xiaomi|lenovo|foxconn|tsmc|baidu|grab|gojek|tokopedia|shopee|petronas|pertamina|telkomsel|indosat|garuda|maybank|cimb|dbs|ocbc|uob|jollibee|vingroup|vinamilk|viettel|škoda|čez|podravka|ina|hsbc|barclays|citigroup|citibank|goldman|jpmorgan|reuters|bloomberg|disney|nike|adidas|ikea|zara|spotify|paypal|visa|mastercard|starbucks|mcdonald|coca-cola|pepsico',
  ),
);
const FACILITY = new Set(
  words(
    'airport|stadium|bridge|hospital|station|tower|towers|palace|museum|church|cathedral|mosque|temple|street|st.|road|avenue|boulevard|square|hall|building|centre|center|port|harbour|harbor|dam|tunnel|highway|castle|prison|bandara|stasiun|jembatan|masjid|gereja|candi|jalan|jl.|jl|gedung|pelabuhan|istana|stadion|pura|monumen|tugu|terminal|menara',
  ),
);
const STATE_WORDS = new Set(words('provinsi|state|province|prefecture|negara bagian'));
const CITY_WORDS = new Set(words('kota|city'));
const US_STATES_AND_PROVINCES = new Set(
  words(
    'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york state|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington state|west virginia|wisconsin|wyoming|alberta|british columbia|manitoba|new brunswick|newfoundland|nova scotia|ontario|quebec|saskatchewan|bavaria|queensland|new south wales|victoria|tasmania|jawa barat|jawa tengah|jawa timur|banten|aceh|bali|papua|riau|jambi|bengkulu|lampung|gorontalo|maluku|sumatera utara|sumatera barat|sumatera selatan|kalimantan barat|kalimantan timur|kalimantan selatan|kalimantan tengah|sulawesi selatan|sulawesi utara|sulawesi tengah|sulawesi tenggara|nusa tenggara barat|nusa tenggara timur|daerah istimewa yogyakarta',
  ),
);
const COUNTRY_ALIASES = words(
  'us|u.s.|usa|u.s.a.|america|uk|u.k.|britain|great britain|england|scotland|wales|holland|russia|south korea|north korea|czech republic|ivory coast|taiwan|vatican|as|amerika|inggris|belanda|korea selatan|korea utara|tiongkok|cina|rrt',
);
const RELIGIONS = new Set(
  words('islam|christianity|catholicism|buddhism|hinduism|judaism|protestantism|confucianism|sikhism|shinto|kristen|katolik|buddha|hindu|konghucu|yahudi'),
);
const NORP = new Set(
  words(
    'muslim|muslims|christian|christians|catholic|catholics|protestant|protestants|buddhist|buddhists|jewish|jews|jew|hindus|sikh|sikhs|sunni|shi\'ite|shiite|shia|republican|republicans|democrat|democrats|democratic|conservative|conservatives|liberal|liberals|labour|socialist|socialists|communist|communists|nationalist|nationalists|islamist|islamists|zionist|maoist|marxist|kurd|kurds|kurdish|palestinians|arab|arabs',
  ),
);
const DEMONYMS = new Set(
  words(
    'american|americans|british|briton|britons|english|french|frenchman|german|germans|italian|italians|spanish|spaniard|portuguese|dutch|belgian|swiss|austrian|swedish|swede|norwegian|danish|dane|finnish|finn|irish|scottish|scot|welsh|polish|pole|czech|slovak|hungarian|romanian|bulgarian|greek|turkish|turk|turks|russian|russians|ukrainian|belarusian|serb|serbs|serbian|croat|croats|croatian|bosnian|slovenian|albanian|israeli|israelis|palestinian|iranian|iraqi|syrian|lebanese|jordanian|egyptian|saudi|yemeni|afghan|pakistani|indian|indians|bangladeshi|sri lankan|nepalese|chinese|japanese|korean|koreans|taiwanese|vietnamese|thai|malaysian|singaporean|indonesian|indonesians|filipino|filipinos|australian|australians|canadian|canadians|mexican|mexicans|brazilian|argentine|argentinian|chilean|colombian|peruvian|venezuelan|cuban|nigerian|kenyan|south african|ethiopian|moroccan|algerian|tunisian|libyan|sudanese|somali|european|europeans|asian|african|latin american|jawa|sunda|batak|minang|bugis|dayak|melayu|tionghoa',
  ),
);
const EVENT_WORDS = new Set(
  words(
    'cup|championship|championships|olympics|olympic games|games|open|war|festival|tour|grand prix|world series|super bowl|expo|summit|conference|election|elections|revolution|tournament|rally|marathon|piala|olimpiade|perang|festival|pemilu|kejuaraan|liga',
  ),
);

const STATE_CODES = new Set(
  words('AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|AB|BC|MB|NB|NL|NS|ON|PE|QC|SK|NSW|QLD|WA|SA|VIC|TAS|ACT|NT|DKI|DIY|NTB|NTT'),
);
const LAW_LAST = new Set(
  words('act|acts|law|laws|code|constitution|treaty|amendment|bill|convention|charter|protocol|accord|accords|directive|regulation|regulations|statute|ordinance|agreement|doctrine|resolution'),
);
const LAW_FIRST = new Set(words('undang-undang|uu|perpu|perppu|perda|perpres|permen|kuhp|kuhap|uud|peraturan|keppres|inpres|piagam|konvensi|perjanjian|traktat'));
const PRODUCTS = new Set(
  words(
    'iphone|ipad|ipod|macbook|imac|android|galaxy|pixel|playstation|xbox|nintendo|wii|kindle|boeing|airbus|concorde|tesla|corolla|camry|civic|prius|mustang|beetle|jeep|chatgpt|photoshop|linux|ios|macos|walkman|viagra|prozac|aspirin|coca-cola|pepsi|marlboro|lego|barbie|avanza|xenia|innova|kijang|pertalite|pertamax',
  ),
);
const WORK_CUES = new Set(
  words('film|movie|book|novel|song|album|single|painting|poem|series|show|opera|play|musical|symphony|documentary|sitcom|lagu|buku|novelnya|lukisan|sinetron|drama'),
);

let icu: { countries: Set<string>; languages: Set<string>; cities: Set<string> } | undefined;

/** Country, language and city names from the runtime's ICU data (English and Indonesian). */
function icuLists() {
  if (icu) return icu;
  const countries = new Set<string>(COUNTRY_ALIASES);
  const languages = new Set<string>();
  const cities = new Set<string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AQ']);
  for (const locale of ['en', 'id']) {
    let region: Intl.DisplayNames | undefined;
    let language: Intl.DisplayNames | undefined;
    try {
      region = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      language = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      continue; // small-ICU runtime: the hand-written lists alone
    }
    for (const a of letters) {
      for (const b of letters) {
        const code = a + b;
        try {
          const r = notCountries.has(code) ? undefined : region.of(code);
          if (r) countries.add(r.toLowerCase().replace(/ & /g, ' and '));
          const l = language.of(code.toLowerCase());
          if (l) languages.add(l.toLowerCase());
        } catch {
          // not a valid code
        }
      }
    }
  }
  for (const locale of ['id']) languages.add(`bahasa ${locale === 'id' ? 'indonesia' : ''}`.trim());
  try {
    for (const tz of Intl.supportedValuesOf('timeZone')) {
      const city = tz.split('/').pop();
      if (city && tz.includes('/')) cities.add(city.replace(/_/g, ' ').toLowerCase());
    }
  } catch {
    // no time-zone data
  }
  for (const c of words('new york|los angeles|chicago|houston|london|paris|berlin|tokyo|beijing|shanghai|hong kong|singapore|sydney|moscow|mumbai|delhi|new delhi|bangkok|manila|kuala lumpur|surabaya|bandung|medan|semarang|yogyakarta|makassar|denpasar|washington|boston|san francisco|brussels|geneva|zurich|frankfurt|munich|milan|rome|madrid|barcelona|amsterdam|vienna|prague|warsaw|stockholm|oslo|copenhagen|helsinki|dublin|istanbul|cairo|jerusalem|tel aviv|dubai|riyadh|tehran|baghdad|karachi|dhaka|seoul|taipei|hanoi|ho chi minh city|toronto|montreal|vancouver|mexico city|sao paulo|rio de janeiro|buenos aires|lima|bogota|johannesburg|nairobi|lagos|ottawa|calgary|edmonton|winnipeg|quebec city|philadelphia|seattle|atlanta|miami|dallas|denver|detroit|phoenix|san diego|las vegas|austin|portland|minneapolis|pittsburgh|baltimore|cleveland|springfield|melbourne|brisbane|perth|adelaide|auckland|wellington|osaka|kyoto|manchester|birmingham|liverpool|edinburgh|glasgow|hamburg|cologne|lyon|marseille|naples|venice|florence|lisbon|athens|budapest|bucharest|kiev|kyiv|st. petersburg|beirut|doha|abu dhabi|kabul|islamabad|lahore|kolkata|chennai|bangalore|hyderabad|colombo|kathmandu|yangon|phnom penh|ho chi minh|hanoi|taipei|kaohsiung|guangzhou|shenzhen|wuhan|chengdu|macau|batam|palembang|pekanbaru|balikpapan|manado|jayapura|bogor|depok|bekasi|tangerang|malang|solo|padang')) {
    cities.add(c);
  }
  // Names that are countries (or languages) are not cities: "Singapore" stays a COUNTRY.
  icu = { countries, languages, cities };
  return icu;
}

/**
 * Cross-family corrections for the API response only (not used by refineTags, whose output must
 * stay in the coarse family): a plural group noun tagged as a person ("Muslims", "Americans",
 * "Democrats") → NORP / RELIGION / NATIONALITY; an organisation or person whose last word is a
 * street or facility word ("Fifth Avenue", "Heathrow Airport") → FAC. Otherwise undefined.
 */
export function crossFamilyLabel(tokens: string[], label: string): FineLabel | undefined {
  const lower = tokens.map((t) => t.toLowerCase());
  const phrase = lower.join(' ');
  if (label === 'PERSON' && tokens.length === 1 && /s$/.test(phrase)) {
    if (NORP.has(phrase)) return 'NORP';
    if (DEMONYMS.has(phrase)) return 'NATIONALITY';
  }
  if ((label === 'ORG' || label === 'PERSON') && tokens.length > 1 && FACILITY.has(lower[lower.length - 1]) && !COMPANY.has(lower[lower.length - 1])) {
    return 'FAC';
  }
  return undefined;
}

/** True for a US state, Canadian province or other listed state/province name ("Ontario", "Jawa Timur"). */
export function isStateOrProvinceName(phrase: string): boolean {
  return US_STATES_AND_PROVINCES.has(phrase.toLowerCase().replace(/\s+/g, ' ').trim());
}

/** The reference label for one entity of coarse class `coarse` made of `tokens`. */
export function refineEntity(tokens: string[], coarse: string, context: { prev?: string; next?: string } = {}): FineLabel {
  const family = COARSE_FAMILY[coarse] ?? 'MISC';
  const lower = tokens.map((t) => normalizeToken(t).toLowerCase());
  const phrase = lower.join(' ').replace(/\s+([.,])/g, '$1');
  const first = lower[0];
  const last = lower[lower.length - 1];
  const lists = icuLists();
  switch (family) {
    case 'PERSON':
      return 'PERSON';
    case 'ORG':
      return lower.some((t, i) => i > 0 && COMPANY.has(t)) || first === 'pt' || COMPANY.has(last) || KNOWN_COMPANIES.has(first) ? 'ORG_COMP' : 'ORG';
    case 'LOC': {
      if (lists.countries.has(phrase)) return 'COUNTRY';
      if (tokens.length === 1 && STATE_CODES.has(tokens[0])) return 'STATE_OR_PROVINCE';
      if (US_STATES_AND_PROVINCES.has(phrase) || STATE_WORDS.has(first) || (lower.length > 1 && STATE_WORDS.has(last))) {
        return 'STATE_OR_PROVINCE';
      }
      if (lower.some((t) => FACILITY.has(t))) return 'FAC';
      if (lists.cities.has(phrase) || CITY_WORDS.has(first) || (lower.length > 1 && last === 'city')) return 'CITY';
      return 'LOC';
    }
    default: {
      if (RELIGIONS.has(phrase)) return 'RELIGION';
      if (NORP.has(phrase)) return 'NORP';
      const prev = context.prev?.toLowerCase();
      const next = context.next;
      const isLanguage = lists.languages.has(phrase) || (first === 'bahasa' && lower.length > 1);
      const isDemonym = DEMONYMS.has(phrase) || (lower.length === 1 && /(?:ian|ean|ese|ish|ans)$/.test(phrase) && !isLanguage);
      if (isLanguage && (!isDemonym || prev === 'in' || prev === 'speak' || prev === 'speaks' || prev === 'bahasa' || !next || !/^\p{L}/u.test(next))) {
        return 'LANGUAGE';
      }
      if (isDemonym) return 'NATIONALITY';
      if ((lower.length > 1 && LAW_LAST.has(last)) || (LAW_FIRST.has(first) && lower.length > 1)) return 'LAW';
      if (lower.some((t) => PRODUCTS.has(t)) || (lower.length > 1 && first === 'windows') || lower.some((t) => /^(?=.*\p{L})(?=.*\p{N})[\p{L}\p{N}-]{2,}$/u.test(t))) return 'PRODUCT';
      if (prev && (WORK_CUES.has(prev) || /^["“'‘«]$/u.test(prev)) && lower.length > 1) return 'WORK_OF_ART';
      if (lower.some((t, i) => EVENT_WORDS.has(t) || (i > 0 && EVENT_WORDS.has(`${lower[i - 1]} ${t}`)))) return 'EVENT';
      return 'MISC';
    }
  }
}

/** BIO tags with the reference labels, from a tagger's coarse BIO tags. */
export function refineTags(tokens: string[], coarseTags: string[]): string[] {
  const out = coarseTags.map(() => 'O');
  for (const s of spans(coarseTags)) {
    const label = refineEntity(tokens.slice(s.start, s.end), s.type, { prev: tokens[s.start - 1], next: tokens[s.end] });
    for (let i = s.start; i < s.end; i++) out[i] = `${i === s.start ? 'B' : 'I'}-${label}`;
  }
  return out;
}

/** The scoring map of ../shared/eval/README.md: reference label → CoNLL class (or 'O'). */
export function referenceToConll(label: string): string {
  if (label === 'PERSON') return 'PER';
  if (label === 'ORG' || label === 'ORG_COMP') return 'ORG';
  if (['LOC', 'CITY', 'STATE_OR_PROVINCE', 'COUNTRY', 'FAC'].includes(label)) return 'LOC';
  if (['NORP', 'NATIONALITY', 'RELIGION', 'EVENT', 'WORK_OF_ART', 'LAW', 'LANGUAGE', 'PRODUCT', 'MISC'].includes(label)) return 'MISC';
  return 'O';
}
