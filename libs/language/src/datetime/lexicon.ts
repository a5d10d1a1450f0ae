/**
 * Words the rule-based recogniser knows, one table per language (no per-language code
 * branches). Matching is case-insensitive; list every written form that should match
 * (inflections included). Longer forms win over shorter ones automatically.
 */
export type DayPart = 'am' | 'pm' | 'noon' | 'night';

export interface DateLexicon {
  /** 12 entries, January first; each a list of forms. */
  months: string[][];
  /** 7 entries, Monday first; each a list of forms. */
  weekdays: string[][];
  /** Relative day words → offset in days from the reference date. */
  relativeDays: Record<string, number>;
  /** Words that may stand before a clock time and belong to it ("jam", "pukul", "lúc"). */
  timePrefixes: string[];
  /**
   * Prepositions before a clock time ("v 15.30", "u 9.45"): they let `H.MM` count as a time
   * but are not part of the span, and a bare hour after them is not taken as a time.
   */
  weakTimePrefixes?: string[];
  /** Day and month written "17. 8." (both dots, no year) is a date here (cs, hr). */
  dottedDayMonth?: boolean;
  /** Forms that only count when written with a capital ("Minggu" Sunday, "minggu" week). */
  capitalisedOnly?: string[];
  /** Words for "hour(s)" after the number ("giờ", "hodin", "sati"). */
  hourWords: string[];
  /** Words for "minute(s)" after the minutes ("phút", "minut"). */
  minuteWords: string[];
  /** Day-part words after a time ("sore" = afternoon → pm). */
  dayParts: Record<string, DayPart>;
  /** Words allowed between a date and a time that join them into one datetime. */
  joiners: string[];
  /** Words allowed before the day number of a date ("ngày", "tanggal"). */
  dayPrefixes: string[];
  /** Words allowed before the year ("năm", "tahun"). */
  yearPrefixes: string[];
  /** Calendar units for "next week", "bulan lalu", "tento týden". */
  units?: { week: string[]; month: string[]; year: string[] };
  /**
   * next / last / this, as words written before (`příští týden`) or after (`minggu depan`)
   * a weekday or a unit.
   */
  modifiers?: Record<'next' | 'last' | 'this', { before: string[]; after: string[] }>;
  /** Unit words after a count ("3 hari", "před 3 dny") for "N units ago / from now". */
  countUnits?: { day: string[]; week: string[]; month: string[]; year: string[] };
  /** "ago" / "from now" words, before the count (`před 3 dny`) or after the unit (`3 hari lagi`). */
  offsets?: Record<'ago' | 'later', { before: string[]; after: string[] }>;
}

const ENGLISH_MONTHS = [
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'],
  ['july', 'jul'], ['august', 'aug'], ['september', 'sept', 'sep'], ['october', 'oct'], ['november', 'nov'],
  ['december', 'dec'],
];
const AM_PM: Record<string, DayPart> = { am: 'am', 'a.m.': 'am', pm: 'pm', 'p.m.': 'pm' };

const INDONESIAN_MONTHS = [
  ['januari', 'jan'], ['februari', 'pebruari', 'feb'], ['maret', 'mar'], ['april', 'apr'], ['mei'],
  ['juni', 'jun'], ['juli', 'jul'], ['agustus', 'agu', 'agt', 'ags'], ['september', 'sep', 'sept'],
  ['oktober', 'okt'], ['november', 'nopember', 'nov'], ['desember', 'des'],
];

const id: DateLexicon = {
  months: INDONESIAN_MONTHS,
  weekdays: [['senin'], ['selasa'], ['rabu'], ['kamis'], ['jumat', "jum'at"], ['sabtu'], ['minggu', 'ahad']],
  relativeDays: { 'hari ini': 0, besok: 1, esok: 1, 'esok hari': 1, lusa: 2, kemarin: -1, kemarén: -1, semalam: -1, 'kemarin lusa': -2 },
  capitalisedOnly: ['minggu'],
  timePrefixes: ['pukul', 'jam', 'pkl.', 'pkl'],
  hourWords: [],
  minuteWords: ['menit'],
  dayParts: { ...AM_PM, pagi: 'am', siang: 'noon', sore: 'pm', petang: 'pm', malam: 'night' },
  joiners: ['pukul', 'jam', 'pada'],
  dayPrefixes: ['tanggal', 'tgl.', 'tgl'],
  yearPrefixes: ['tahun'],
  units: { week: ['minggu', 'pekan'], month: ['bulan'], year: ['tahun'] },
  modifiers: {
    next: { before: [], after: ['depan', 'yang akan datang', 'mendatang'] },
    last: { before: [], after: ['lalu', 'kemarin', 'yang lalu'] },
    this: { before: [], after: ['ini'] },
  },
  countUnits: { day: ['hari'], week: ['minggu', 'pekan'], month: ['bulan'], year: ['tahun'] },
  offsets: {
    ago: { before: [], after: ['yang lalu', 'lalu', 'sebelumnya'] },
    later: { before: [], after: ['lagi', 'kemudian', 'mendatang', 'ke depan'] },
  },
};

const ms: DateLexicon = {
  months: [
    ['januari', 'jan'], ['februari', 'feb'], ['mac'], ['april', 'apr'], ['mei'], ['jun'], ['julai', 'jul'],
    ['ogos', 'ogo'], ['september', 'sep', 'sept'], ['oktober', 'okt'], ['november', 'nov'], ['disember', 'dis'],
  ],
  weekdays: [['isnin'], ['selasa'], ['rabu'], ['khamis'], ['jumaat'], ['sabtu'], ['ahad']],
  relativeDays: { 'hari ini': 0, esok: 1, besok: 1, 'esok hari': 1, lusa: 2, semalam: -1, kelmarin: -1, kemarin: -1 },
  timePrefixes: ['pukul', 'jam', 'pkl.', 'pkl'],
  hourWords: [],
  minuteWords: ['minit'],
  dayParts: { ...AM_PM, pagi: 'am', 'tengah hari': 'noon', tengahari: 'noon', petang: 'pm', malam: 'night' },
  joiners: ['pukul', 'jam', 'pada'],
  dayPrefixes: ['tarikh', 'hb', 'hb.'],
  yearPrefixes: ['tahun'],
  units: { week: ['minggu'], month: ['bulan'], year: ['tahun'] },
  modifiers: {
    next: { before: [], after: ['depan', 'hadapan', 'akan datang'] },
    last: { before: [], after: ['lepas', 'lalu', 'yang lalu'] },
    this: { before: [], after: ['ini'] },
  },
  countUnits: { day: ['hari'], week: ['minggu'], month: ['bulan'], year: ['tahun'] },
  offsets: {
    ago: { before: [], after: ['yang lalu', 'lalu', 'lepas'] },
    later: { before: [], after: ['lagi', 'akan datang', 'kemudian'] },
  },
};

const jv: DateLexicon = {
  months: [
    ['januari', 'jan'], ['februari', 'pebruari', 'feb'], ['maret', 'mar'], ['april', 'apr'], ['mei'],
    ['juni', 'jun'], ['juli', 'jul'], ['agustus', 'agu'], ['september', 'sep'], ['oktober', 'okt'],
    ['november', 'nopember', 'nov'], ['desember', 'des'],
  ],
  weekdays: [['senen', 'senin'], ['selasa', 'slasa'], ['rebo', 'rabu'], ['kemis', 'kamis'], ['jemuwah', 'jumat', 'jumuwah'], ['setu', 'sabtu'], ['minggu', 'ahad']],
  capitalisedOnly: ['minggu'],
  relativeDays: { 'dina iki': 0, 'dinten menika': 0, 'dinten punika': 0, sesuk: 1, mbesuk: 1, mbenjing: 1, wingi: -1, 'kala wingi': -1, 'wingi uni': -1 },
  timePrefixes: ['jam', 'pukul'],
  hourWords: [],
  minuteWords: ['menit'],
  dayParts: { ...AM_PM, esuk: 'am', enjing: 'am', awan: 'noon', sore: 'pm', bengi: 'night', dalu: 'night' },
  joiners: ['jam', 'pukul'],
  dayPrefixes: ['tanggal', 'tgl'],
  yearPrefixes: ['taun'],
  units: { week: ['minggu', 'pekan'], month: ['sasi', 'wulan'], year: ['taun'] },
  modifiers: {
    next: { before: [], after: ['ngarep', 'ngajeng', 'sesuk'] },
    last: { before: [], after: ['kepungkur', 'wingi', 'kepungkur iki'] },
    this: { before: [], after: ['iki', 'menika'] },
  },
  countUnits: { day: ['dina', 'dinten'], week: ['minggu', 'pekan'], month: ['sasi', 'wulan'], year: ['taun'] },
  offsets: {
    ago: { before: [], after: ['kepungkur', 'sing kepungkur', 'kapungkur', 'wingi'] },
    later: { before: [], after: ['maneh', 'meneh', 'engkas', 'malih'] },
  },
};

const tl: DateLexicon = {
  months: [
    ['enero', ...ENGLISH_MONTHS[0]], ['pebrero', 'febrero', ...ENGLISH_MONTHS[1]], ['marso', ...ENGLISH_MONTHS[2]],
    ['abril', ...ENGLISH_MONTHS[3]], ['mayo' /* not "may": a common Tagalog word */], ['hunyo', 'junio', ...ENGLISH_MONTHS[5]],
    ['hulyo', 'julio', ...ENGLISH_MONTHS[6]], ['agosto', ...ENGLISH_MONTHS[7]],
    ['setyembre', 'septiyembre', 'setiyembre', 'septiembre', ...ENGLISH_MONTHS[8]],
    ['oktubre', 'octubre', ...ENGLISH_MONTHS[9]], ['nobyembre', 'noviembre', ...ENGLISH_MONTHS[10]],
    ['disyembre', 'diciembre', ...ENGLISH_MONTHS[11]],
  ],
  weekdays: [['lunes'], ['martes'], ['miyerkules', 'miyerkoles'], ['huwebes'], ['biyernes'], ['sabado', 'sábado'], ['linggo']],
  capitalisedOnly: ['linggo'],
  relativeDays: { 'ngayong araw': 0, 'ngayong araw na ito': 0, ngayon: 0, bukas: 1, samakalawa: 2, kahapon: -1, 'noong isang araw': -2 },
  timePrefixes: ['alas', 'sa ganap na'],
  hourWords: [],
  minuteWords: ['minuto'],
  dayParts: { ...AM_PM, 'ng umaga': 'am', 'ng madaling araw': 'am', 'ng tanghali': 'noon', 'ng hapon': 'pm', 'ng gabi': 'night' },
  joiners: ['ng', 'sa', 'nang'],
  dayPrefixes: ['ika-', 'ika'],
  yearPrefixes: [],
  units: { week: ['linggo'], month: ['buwan'], year: ['taon'] },
  modifiers: {
    next: { before: ['susunod na', 'sa susunod na', 'darating na', 'sa darating na'], after: [] },
    last: { before: ['nakaraang', 'noong nakaraang', 'noong isang'], after: [] },
    this: { before: ['ngayong'], after: [] },
  },
  countUnits: { day: ['araw'], week: ['linggo'], month: ['buwan'], year: ['taon'] },
  offsets: {
    ago: { before: [], after: ['na ang nakalipas', 'ang nakalipas', 'ang nakaraan', 'nakaraan'] },
    later: { before: ['pagkalipas ng', 'makalipas ang'], after: ['mula ngayon'] },
  },
};

const vi: DateLexicon = {
  months: [
    ['tháng 1', 'tháng một', 'tháng giêng', 'tháng 01'], ['tháng 2', 'tháng hai', 'tháng 02'], ['tháng 3', 'tháng ba', 'tháng 03'],
    ['tháng 4', 'tháng tư', 'tháng bốn', 'tháng 04'], ['tháng 5', 'tháng năm', 'tháng 05'], ['tháng 6', 'tháng sáu', 'tháng 06'],
    ['tháng 7', 'tháng bảy', 'tháng 07'], ['tháng 8', 'tháng tám', 'tháng 08'], ['tháng 9', 'tháng chín', 'tháng 09'],
    ['tháng 10', 'tháng mười'], ['tháng 11', 'tháng mười một'], ['tháng 12', 'tháng mười hai', 'tháng chạp'],
  ],
  weekdays: [['thứ hai', 'thứ 2'], ['thứ ba', 'thứ 3'], ['thứ tư', 'thứ 4'], ['thứ năm', 'thứ 5'], ['thứ sáu', 'thứ 6'], ['thứ bảy', 'thứ 7'], ['chủ nhật', 'chủ nhựt']],
  relativeDays: { 'hôm nay': 0, 'ngày hôm nay': 0, 'ngày mai': 1, 'ngày kia': 2, 'ngày mốt': 2, 'hôm qua': -1, 'ngày hôm qua': -1, 'hôm kia': -2 },
  timePrefixes: ['lúc', 'vào lúc'],
  hourWords: ['giờ', 'h'],
  minuteWords: ['phút'],
  dayParts: { ...AM_PM, sáng: 'am', 'buổi sáng': 'am', trưa: 'noon', 'buổi trưa': 'noon', chiều: 'pm', 'buổi chiều': 'pm', tối: 'night', 'buổi tối': 'night', đêm: 'night' },
  joiners: ['lúc', 'vào lúc', 'vào'],
  dayPrefixes: ['ngày', 'mùng', 'mồng'],
  yearPrefixes: ['năm'],
  units: { week: ['tuần'], month: ['tháng'], year: ['năm'] },
  modifiers: {
    next: { before: [], after: ['sau', 'tới', 'tiếp theo', 'này tới'] },
    last: { before: [], after: ['trước', 'vừa rồi', 'qua', 'ngoái'] },
    this: { before: [], after: ['này', 'nay'] },
  },
  countUnits: { day: ['ngày'], week: ['tuần'], month: ['tháng'], year: ['năm'] },
  offsets: {
    ago: { before: [], after: ['trước', 'về trước', 'trước đây'] },
    later: { before: ['sau'], after: ['nữa', 'sau', 'tới'] },
  },
};

const cs: DateLexicon = {
  months: [
    ['leden', 'ledna', 'lednu'], ['únor', 'února', 'únoru'], ['březen', 'března', 'březnu'], ['duben', 'dubna', 'dubnu'],
    ['květen', 'května', 'květnu'], ['červen', 'června', 'červnu'], ['červenec', 'července', 'červenci'],
    ['srpen', 'srpna', 'srpnu'], ['září'], ['říjen', 'října', 'říjnu'], ['listopad', 'listopadu'], ['prosinec', 'prosince', 'prosinci'],
  ],
  weekdays: [['pondělí'], ['úterý'], ['středa', 'středu'], ['čtvrtek'], ['pátek'], ['sobota', 'sobotu'], ['neděle', 'neděli']],
  relativeDays: { dnes: 0, dneska: 0, zítra: 1, pozítří: 2, včera: -1, předevčírem: -2 },
  timePrefixes: [],
  weakTimePrefixes: ['v', 've', 'od', 'do', 'kolem'],
  dottedDayMonth: true,
  hourWords: ['hodin', 'hodiny', 'hodinu', 'hodina', 'hod.', 'hod', 'h'],
  minuteWords: ['minut', 'min.', 'min'],
  dayParts: { ...AM_PM, ráno: 'am', dopoledne: 'am', odpoledne: 'pm', večer: 'night', 'v noci': 'night' },
  joiners: ['v', 've', 'o', 'kolem'],
  dayPrefixes: [],
  yearPrefixes: [],
  units: { week: ['týden', 'týdnu', 'týdne'], month: ['měsíc', 'měsíci', 'měsíce'], year: ['rok', 'roce', 'roku'] },
  modifiers: {
    next: { before: ['příští', 'příštím', 'příštího', 'následující', 'další'], after: [] },
    last: { before: ['minulý', 'minulou', 'minulé', 'minulá', 'minulém', 'minulého', 'loňský', 'loni v'], after: [] },
    this: { before: ['tento', 'tuto', 'toto', 'tenhle', 'tomto', 'tohoto', 'letošní'], after: [] },
  },
  countUnits: {
    day: ['den', 'dny', 'dní', 'dnů', 'dnem', 'dnech'],
    week: ['týden', 'týdny', 'týdnů', 'týdnem', 'týdnech'],
    month: ['měsíc', 'měsíce', 'měsíců', 'měsíci', 'měsícem'],
    year: ['rok', 'roky', 'roků', 'let', 'lety', 'rokem'],
  },
  offsets: { ago: { before: ['před'], after: [] }, later: { before: ['za'], after: [] } },
};

const hr: DateLexicon = {
  months: [
    ['siječanj', 'siječnja', 'siječnju'], ['veljača', 'veljače', 'veljači'], ['ožujak', 'ožujka', 'ožujku'],
    ['travanj', 'travnja', 'travnju'], ['svibanj', 'svibnja', 'svibnju'], ['lipanj', 'lipnja', 'lipnju'],
    ['srpanj', 'srpnja', 'srpnju'], ['kolovoz', 'kolovoza', 'kolovozu'], ['rujan', 'rujna', 'rujnu'],
    ['listopad', 'listopada', 'listopadu'], ['studeni', 'studenoga', 'studenog', 'studenom'], ['prosinac', 'prosinca', 'prosincu'],
  ],
  weekdays: [['ponedjeljak', 'ponedjeljka'], ['utorak', 'utorka'], ['srijeda', 'srijedu'], ['četvrtak', 'četvrtka'], ['petak', 'petka'], ['subota', 'subotu'], ['nedjelja', 'nedjelju']],
  relativeDays: { danas: 0, sutra: 1, prekosutra: 2, jučer: -1, juče: -1, prekjučer: -2 },
  timePrefixes: [],
  weakTimePrefixes: ['u', 'od', 'do', 'oko'],
  dottedDayMonth: true,
  hourWords: ['sati', 'sat', 'sata', 'h'],
  minuteWords: ['minuta', 'min.', 'min'],
  dayParts: { ...AM_PM, ujutro: 'am', prijepodne: 'am', popodne: 'pm', poslijepodne: 'pm', navečer: 'night', noću: 'night' },
  joiners: ['u', 'oko'],
  dayPrefixes: [],
  yearPrefixes: [],
  units: { week: ['tjedan', 'tjedna', 'tjednu', 'sedmica', 'sedmicu'], month: ['mjesec', 'mjeseca', 'mjesecu'], year: ['godina', 'godine', 'godinu', 'godini'] },
  modifiers: {
    next: { before: ['sljedeći', 'sljedeće', 'sljedeću', 'sljedećeg', 'idući', 'iduće', 'iduću', 'idućeg', 'naredni', 'narednu'], after: [] },
    last: { before: ['prošli', 'prošle', 'prošlu', 'prošlog', 'prošlom', 'prošla'], after: [] },
    this: { before: ['ovaj', 'ova', 'ovu', 'ovo', 'ove', 'ovog', 'ovoga', 'ovom'], after: [] },
  },
  countUnits: {
    day: ['dan', 'dana', 'dani'],
    week: ['tjedan', 'tjedna', 'tjedana', 'tjedne'],
    month: ['mjesec', 'mjeseca', 'mjeseci'],
    year: ['godina', 'godine', 'godinu'],
  },
  offsets: { ago: { before: ['prije'], after: [] }, later: { before: ['za'], after: [] } },
};

/** Language tables by the language part of a code (`id-ID` → `id`). */
export const LEXICONS: Record<string, DateLexicon> = { id, ms, jv, tl, vi, cs, hr };
