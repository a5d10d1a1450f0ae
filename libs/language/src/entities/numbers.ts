/**
 * Number-like entities as character spans: MONEY, PERCENT, QUANTITY, ORDINAL and CARDINAL.
 *
 * English and Chinese numbers, ordinals and percentages come from Microsoft Recognizers-Text
 * (`@microsoft/recognizers-text-number`, models built once); every language also gets the
 * rule layer below (digits with scale words, small number-word tables, currency symbols and
 * codes before a number, currency and unit words after it). The currency and dimension models
 * of recognizers-text-number-with-unit are not used: the currency model costs ~15 ms per
 * sentence, and the rules give the same spans for the common forms ($4.5 million, Rp 10 juta,
 * 500元, 250 km).
 */
import { Culture, NumberRecognizer } from '@microsoft/recognizers-text-number';
import { toSimplifiedSameLength } from '../text/chinese';
import { recognizeInWindows, windowsAround } from '../recognizers/cue-windows';
import { shareExtractions } from '../recognizers/shared-extractions';

export interface CharSpan {
  /** Character offsets, end exclusive. */
  start: number;
  end: number;
  label: string;
}

type Model = { parse(query: string): { start: number; end: number; typeName: string }[] };
const models = new Map<string, { number: Model; ordinal: Model; percentage: Model }>();

function recognizerModels(culture: string) {
  let m = models.get(culture);
  if (!m) {
    const r = new NumberRecognizer(culture);
    m = { number: shareExtractions(r.getNumberModel()), ordinal: shareExtractions(r.getOrdinalModel()), percentage: shareExtractions(r.getPercentageModel()) };
    models.set(culture, m);
  }
  return m;
}

const alt = (s: string) => s.split('|').sort((a, b) => b.length - a.length).map(escape).join('|');
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Scale words that belong to the number before them (4.5 million, 10 juta, 3 tỷ, 2 miliardy). */
const SCALES = alt(
  'hundred|thousand|million|millions|billion|billions|trillion|ratus|ribu|juta|miliar|milyar|triliun|bilion|trilion|libo|milyon|bilyon|trilyon|trăm|nghìn|ngàn|triệu|tỷ|tỉ|sto|set|tisíc|tisíce|milion|milionů|miliony|miliard|miliardy|miliarda|miliardů|stotina|tisuća|tisuću|milijun|milijuna|milijarda|milijardi|万|亿|千|百',
);
/** Currency symbols and codes written before the amount. */
const CURRENCY_BEFORE = alt(
  '$|US$|S$|A$|C$|NT$|HK$|RM|Rp|Rp.|€|£|¥|₱|₫|₩|₹|USD|EUR|GBP|JPY|CNY|RMB|TWD|HKD|SGD|AUD|CAD|IDR|MYR|PHP|VND|CZK|HRK|INR|CHF|人民币|新台币|美金',
);
/** Currency words and codes written after the amount. */
const CURRENCY_AFTER = alt(
  'dollars|dollar|cents|cent|euros|euro|pounds sterling|pounds|pound|yen|yuan|renminbi|rupiah|rupee|rupees|ringgit|sen|pesos|peso|piso|dong|đồng|đ|₫|koruna|koruny|korun|Kč|kuna|kune|kn|eura|eur|dolar|dolara|dolarů|dolary|USD|EUR|GBP|JPY|IDR|MYR|PHP|VND|CZK|HRK|SGD|AUD|元|美元|块|块钱|欧元|日元|英镑|港元|港币|新台币|人民币|台币',
);
const PERCENT_AFTER = alt('%|percent|per cent|pct|persen|peratus|porsiyento|phần trăm|procent|procenta|procent|posto|посто|％');
const UNITS = alt(
  'km|kilometer|kilometers|kilometre|kilometres|mile|miles|m|meter|meters|metre|metres|cm|mm|kg|kilogram|kilograms|kilo|kilos|g|gram|grams|ton|tons|tonne|tonnes|lb|lbs|feet|foot|ft|inch|inches|yard|yards|acre|acres|hectare|hectares|ha|liter|liters|litre|litres|ml|gallon|gallons|barrel|barrels|degrees|degree|°C|°F|°|mph|km/h|kph|square meters|square metres|square feet|square miles|square kilometers|sq ft|GB|MB|TB|kWh|MW|GW|hektar|derajat|metro|litro|mét|cây số|tấn|lít|độ|metrů|metry|kilometrů|kilogramů|tun|tuny|litrů|stupňů|metara|kilometara|kilograma|tona|litara|stupnjeva|公里|公斤|千克|平方米|平方公里|米|吨|克|升|厘米|毫米|英里|度',
);

const DIGITS = String.raw`\p{Nd}+(?:[.,]\p{Nd}+)*`;
const RULE_NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}_@./:-])${DIGITS}(?:(?:bn|mn|m|k)(?![\p{L}])|\s?(?:${SCALES})(?![\p{L}]))?(?![\p{L}\p{N}]|[.,]\p{Nd})`, 'gu');
const RULE_ORDINAL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\p{Nd}+(?:st|nd|rd|th)|ke-\p{Nd}+|ika-\p{Nd}+|thứ\s\p{Nd}+|第\p{Nd}+)(?![\p{L}\p{N}])`,
  'gu',
);
/** Number and ordinal words of the rule-based languages (a short table, not a grammar). */
const NUMBER_WORDS: Record<string, string> = {
  id: 'satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|sebelas|seratus|seribu|sejuta',
  jv: 'siji|loro|telu|papat|lima|enem|pitu|wolu|sanga|sepuluh|satus|sewu',
  ms: 'satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|sebelas|seratus|seribu|sejuta',
  tl: 'isa|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|sampu|sampung|daan|libo',
  vi: 'hai|bốn|sáu|bảy|tám|chín|mười|trăm|nghìn',
  cs: 'jeden|jedna|dva|dvě|tři|čtyři|pět|šest|sedm|osm|devět|deset|sto|tisíc',
  hr: 'jedan|jedna|dva|dvije|tri|četiri|pet|šest|sedam|osam|devet|deset|sto|tisuću',
};
const ORDINAL_WORDS: Record<string, string> = {
  id: 'pertama|kedua|ketiga|keempat|kelima|keenam|ketujuh|kedelapan|kesembilan|kesepuluh',
  jv: 'kapisan|kapindho|katelu|kaping papat|kaping lima',
  ms: 'pertama|kedua|ketiga|keempat|kelima|keenam|ketujuh|kelapan|kesembilan|kesepuluh',
  tl: 'una|ikalawa|ikatlo|ikaapat|ikalima|ikaanim|ikapito|ikawalo|ikasiyam|ikasampu',
  vi: 'thứ nhất|thứ hai|thứ ba|thứ tư|thứ năm',
  cs: 'první|druhý|druhá|druhé|třetí|čtvrtý|čtvrtá|pátý|pátá|šestý|sedmý|osmý|devátý|desátý',
  hr: 'prvi|prva|prvo|drugi|druga|drugo|treći|treća|četvrti|peti|šesti|sedmi|osmi|deveti|deseti',
};
const wordRes = new Map<string, { number?: RegExp; ordinal?: RegExp }>();
function wordRegexes(lang: string) {
  let r = wordRes.get(lang);
  if (!r) {
    const mk = (list?: string) => (list ? new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${alt(list)})(?![\p{L}\p{M}])`, 'giu') : undefined);
    r = { number: mk(NUMBER_WORDS[lang]), ordinal: mk(ORDINAL_WORDS[lang]) };
    wordRes.set(lang, r);
  }
  return r;
}

/** A currency written against the digits (RM2 bilion, Rp5.000, US$3m). */
const MONEY_ATTACHED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:RM|Rp\.?|US\$|S\$|A\$|NT\$|HK\$|₱|₫|€|£|¥)${DIGITS}(?:(?:bn|mn|m|k)(?![\p{L}])|\s?(?:${SCALES})(?![\p{L}]))?`,
  'gu',
);
const BEFORE_RE = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(${CURRENCY_BEFORE})\s?$`, 'u');
const AFTER_CURRENCY_RE = new RegExp(String.raw`^\s?(?:${CURRENCY_AFTER})(?![\p{L}\p{N}])`, 'u');
const AFTER_PERCENT_RE = new RegExp(String.raw`^\s?(?:${PERCENT_AFTER})(?![\p{L}\p{N}])`, 'u');
const AFTER_UNIT_RE = new RegExp(String.raw`^\s?(?:${UNITS})(?![\p{L}\p{N}])`, 'u');

function collect(re: RegExp, text: string, label: string, out: CharSpan[]) {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, label });
}

/**
 * English is shown to each number model only in windows around its cues
 * (`../recognizers/cue-windows.ts`): digits and number words for the number model (ordinal words
 * too: "an eighth"), ordinals for the ordinal model, per-cent words for the percentage model,
 * NUMBER_WINDOW_WORDS words either side. Checked on the CoNLL dev and SQuAD text against whole
 * texts: no number or ordinal is lost; only the percentage model's "5.3 cents" and "cent"
 * readings go. Chinese text is shown whole.
 */
export const NUMBER_WINDOW_WORDS = 3;
const EN_ORDINAL_WORD = String.raw`first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+tieth|hundredth|thousandth|millionth|billionth|trillionth`;
const EN_NUMBER_WORD = String.raw`zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozens?|half|halves|quarters?|thirds?|couple|pair`;
export const EN_MODEL_CUES = {
  number: new RegExp(String.raw`\p{N}+|\b(?:${EN_NUMBER_WORD}|${EN_ORDINAL_WORD}s?)\b`, 'giu'),
  ordinal: new RegExp(String.raw`\d\s*(?:st|nd|rd|th)\b|\b(?:${EN_ORDINAL_WORD}|last|next|previous|current|penultimate|antepenultimate)\b`, 'giu'),
  percentage: /%|\bper\s*cents?\b|\bpct\b|\bpercentage\b|\bper\s*mil|\bpermille\b|\bbasis points?\b/gi,
};

/**
 * MONEY, PERCENT, QUANTITY, ORDINAL and CARDINAL character spans of `text` for a language such
 * as `en`, `zh` or `id`. Spans may overlap; a caller keeps the first that fits (MONEY, PERCENT
 * and QUANTITY are listed before ORDINAL and CARDINAL).
 */
export function numberSpans(text: string, lang: string): CharSpan[] {
  const numbers: CharSpan[] = [];
  const ordinals: CharSpan[] = [];
  const percents: CharSpan[] = [];
  if (lang === 'en' || lang === 'zh') {
    const m = recognizerModels(lang === 'zh' ? Culture.Chinese : Culture.English);
    const input = lang === 'zh' ? toSimplifiedSameLength(text) : text;
    const parse = (model: keyof typeof EN_MODEL_CUES) =>
      lang === 'zh' ? m[model].parse(input) : recognizeInWindows(input, windowsAround(input, EN_MODEL_CUES[model], NUMBER_WINDOW_WORDS), (piece) => m[model].parse(piece));
    for (const r of parse('percentage')) percents.push({ start: r.start, end: r.end + 1, label: 'PERCENT' });
    for (const r of parse('ordinal')) ordinals.push({ start: r.start, end: r.end + 1, label: 'ORDINAL' });
    for (const r of parse('number')) numbers.push({ start: r.start, end: r.end + 1, label: 'CARDINAL' });
  } else {
    const words = wordRegexes(lang);
    collect(RULE_ORDINAL, text, 'ORDINAL', ordinals);
    if (words.ordinal) collect(words.ordinal, text, 'ORDINAL', ordinals);
    collect(RULE_NUMBER, text, 'CARDINAL', numbers);
    if (words.number) collect(words.number, text, 'CARDINAL', numbers);
  }
  if (lang === 'en') collect(RULE_NUMBER, text, 'CARDINAL', numbers); // digits the recognizer skipped
  const withUnit: CharSpan[] = [];
  collect(MONEY_ATTACHED, text, 'MONEY', withUnit);
  const cardinals: CharSpan[] = [];
  for (const n of numbers) {
    const beforeText = text.slice(Math.max(0, n.start - 8), n.start);
    const before = BEFORE_RE.exec(beforeText);
    const after = text.slice(n.end, n.end + 24);
    const cur = AFTER_CURRENCY_RE.exec(after);
    if (before || cur) {
      const start = before ? n.start - before[1].length - (/\s$/u.test(beforeText) ? 1 : 0) : n.start;
      withUnit.push({ start, end: n.end + (cur ? cur[0].length : 0), label: 'MONEY' });
      continue;
    }
    const pct = AFTER_PERCENT_RE.exec(after);
    if (pct) {
      withUnit.push({ start: n.start, end: n.end + pct[0].length, label: 'PERCENT' });
      continue;
    }
    const unit = AFTER_UNIT_RE.exec(after);
    if (unit) {
      withUnit.push({ start: n.start, end: n.end + unit[0].length, label: 'QUANTITY' });
      continue;
    }
    cardinals.push(n);
  }
  // Ordinals before cardinals: "3rd" is an ORDINAL even if a number model also saw "3".
  const out = [...percents, ...withUnit, ...ordinals, ...cardinals];
  return out;
}
