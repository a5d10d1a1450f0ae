/**
 * Entity tagging (spec 03, B1): `{tags, datetime, misc}` for one text.
 *
 * Statistical vs rules, per language:
 *   - en-XX, en-US, en-GB, en-AU, en-SG: the trained English tagger (PER/LOC/ORG/MISC),
 *     refined to the reference labels by ../ner/fine.ts, then the rule layers below.
 *   - id-ID: the trained Indonesian tagger (PERSON/PLACE/ORGANISATION), refined the same way,
 *     then the rule layers.
 *   - zh-TW, zh-CN, jv-ID, ms-MY, tl-PH, vi-VN, cs-CZ, hr-HR: rules only (./rules.ts:
 *     gazetteers and capitalisation heuristics), then the rule layers.
 * Rule layers, applied to tokens still tagged O, in this order: URL (the misc URLs), MONEY /
 * PERCENT / QUANTITY, ZIP_CODE, date/time (DATE, TIME, DURATION, SET from recognizeDateTimes),
 * ORDINAL / CARDINAL, TITLE (before a PERSON), CRIMINAL_CHARGE.
 */
import { recognizeDateTimes, type DateTimeItem } from '../datetime';
import { extractMisc, type MiscEntities } from '../misc';
import { loadTagger } from '../ner/tagger';
import { crossFamilyLabel, refineTags } from '../ner/fine';
import { spans } from '../ner/conlleval';
import { tokenize, type Token } from '../text/tokenize';
import { ENTITY_LABEL_SET, NER_LANGUAGE_CODES, isNerLanguage } from './labels';
import { numberSpans, type CharSpan } from './numbers';
import { criminalChargeTags, ruleBasedTags, titleTags, zipCodeSpans } from './rules';

export interface EntityExtraction {
  /** One single-entry object `{<token text>: <tag>}` per token, in token order. */
  tags: Record<string, string>[];
  datetime: DateTimeItem[];
  misc: MiscEntities;
}

export interface ExtractEntitiesOptions {
  /** Reference time for relative dates (default: now). */
  referenceTime?: Date;
}

/** datetimeV2 type name → reference label. */
const DATETIME_LABEL: Record<string, string> = {
  date: 'DATE',
  daterange: 'DATE',
  datetime: 'DATE',
  time: 'TIME',
  timerange: 'TIME',
  datetimerange: 'TIME',
  duration: 'DURATION',
  set: 'SET',
};

/** Clock times inside a date-time expression (5pm, 17:30, pukul 10.00, 10 giờ, 下午3点). */
const TIME_PART = new RegExp(
  [
    String.raw`(?:上午|下午|晚上|早上|中午|凌晨|傍晚)?[0-9０-９一二三四五六七八九十两兩]+[点點时時](?:[0-9０-９一二三四五六七八九十]+分|半)?`,
    String.raw`(?<![\p{L}\p{N}])\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|o'clock|giờ|hodin|hod\.|sati|h)(?![\p{L}])`,
    String.raw`(?<![\p{L}\p{N}.])\d{1,2}:\d{2}(?::\d{2})?(?![\p{N}])`,
    String.raw`(?<=(?:pukul|jam|lúc|at|alas|v|ve|u|o)\s)\d{1,2}(?:[:.]\d{2})?(?![\p{N}])`,
    String.raw`\b(?:noon|midnight)\b`,
  ]
    .map((p) => `(?:${p})`)
    .join('|') + String.raw`(?:\s?(?:WIB|WITA|WIT|UTC|GMT|[A-Z]{2,4}T)\b)?`,
  'giu',
);
/** Words around the date and time parts that belong to neither (at, from, pukul, lúc, v, u...). */
const GLUE = String.raw`(?:at|on|around|about|by|from|between|until|till|to|and|pukul|jam|pada|dari|sampai|hingga|mulai|lúc|vào|từ|đến|v|ve|od|do|u|oko|alas|nang|sa|ng|mula|hanggang|[,–-])`;
const LEADING_GLUE = new RegExp(String.raw`^(?:\s*${GLUE}(?![\p{L}]))*\s*`, 'iu');
const TRAILING_GLUE = new RegExp(String.raw`(?:(?<![\p{L}])${GLUE}\s*)*$`, 'iu');

/**
 * Reference-label spans of one datetime item. A `datetime` / `datetimerange` expression with a
 * clock time in it is split: the clock times (and what lies between them: "9am to 11am") are
 * TIME, the date words before or after them are DATE, and connecting words (at, from, on,
 * pukul...) stay O: "tomorrow at 5pm" → DATE "tomorrow", TIME "5pm". Without a clock time the
 * whole expression is DATE.
 */
function dateTimeSpans(text: string, d: DateTimeItem): CharSpan[] {
  const type = d.type_name.replace(/^datetimeV2\./, '');
  const start = d.start;
  const end = d.end + 1;
  const label = DATETIME_LABEL[type] ?? 'DATE';
  // Ages ("34-year-old", "5 years old") are DATE in the OntoNotes convention, not DURATION.
  if (type === 'duration' && /(?:-|\s)(?:year|month|week|day)s?[-\s]old\b/i.test(text.slice(start, end + 6))) return [{ start, end, label: 'DATE' }];
  if (type !== 'datetime' && type !== 'datetimerange') return [{ start, end, label }];
  const span = text.slice(start, end);
  const times = [...span.matchAll(TIME_PART)];
  if (times.length === 0) return [{ start, end, label: 'DATE' }];
  const tStart = times[0].index ?? 0;
  const last = times[times.length - 1];
  const tEnd = (last.index ?? 0) + last[0].length;
  const out: CharSpan[] = [];
  const dateSpan = (from: number, to: number) => {
    const piece = span.slice(from, to);
    const lead = LEADING_GLUE.exec(piece)?.[0].length ?? 0;
    const trimmed = piece.slice(lead).replace(TRAILING_GLUE, '').trimEnd();
    if (/[\p{L}\p{N}]/u.test(trimmed)) out.push({ start: start + from + lead, end: start + from + lead + trimmed.length, label: 'DATE' });
  };
  dateSpan(0, tStart);
  out.push({ start: start + tStart, end: start + tEnd, label: 'TIME' });
  dateSpan(tEnd, span.length);
  return out;
}

/**
 * "năm 2023", "tahun 2024", "roku 2020", "godine 2019" (year word kept), "noong 2019" (only the
 * year) and 2023年: years the date recognizers left over. A bare 4-digit number stays CARDINAL.
 */
const YEAR = /(?<![\p{L}\p{N}])(?:năm|tahun|taon|taong|noong|roku|rok|godine|godina|godinu)\s+(?:1[5-9]|20)\d{2}(?![\p{L}\p{N}]|[.,]\d)|(?:1[5-9]|20)\d{2}年/giu;
const YEAR_WORD_KEPT = /^(?:năm|tahun|taon|taong|roku|rok|godine|godina|godinu)\s+/iu;

function yearSpans(text: string): CharSpan[] {
  const out: CharSpan[] = [];
  YEAR.lastIndex = 0;
  for (let m = YEAR.exec(text); m; m = YEAR.exec(text)) {
    const start = /^\p{N}/u.test(m[0]) || YEAR_WORD_KEPT.test(m[0]) ? m.index : m.index + m[0].search(/\d/);
    out.push({ start, end: m.index + m[0].length, label: 'DATE' });
  }
  return out;
}

/** The tag list of `text` for a code of NER_LANGUAGE_CODES; throws on any other code. */
export function extractEntities(text: string, langCode: string, options: ExtractEntitiesOptions = {}): EntityExtraction {
  if (!isNerLanguage(langCode)) throw new Error(`unsupported entity-tagging language '${langCode}'`);
  const lang = langCode.slice(0, 2);
  const misc = extractMisc(text);
  const datetime = recognizeDateTimes(text, langCode, options.referenceTime ?? new Date());
  const { tokens, tags } = baseTags(text, lang);

  // URL tokens (the misc URLs where they occur in the text); numbers inside any misc string
  // (e-mail, URL, IP address) are not entities.
  const urls = occurrences(text, misc.URL, 'URL');
  const blocked = [...urls, ...occurrences(text, [...misc.Email, ...misc['IP-address']], 'O')];
  overlay(tokens, tags, urls);
  const free = (s: CharSpan) => !blocked.some((b) => b.start < s.end && s.start < b.end);

  const numeric = numberSpans(text, lang).filter((s) => free(s) && !notANumberEntity(text, s));
  overlay(tokens, tags, numeric.filter((s) => s.label === 'MONEY' || s.label === 'PERCENT' || s.label === 'QUANTITY'));
  overlay(tokens, tags, zipCodeSpans(text, tokens, tags).filter(free));
  overlay(
    tokens,
    tags,
    datetime.flatMap((d) => dateTimeSpans(text, d)).filter(free),
  );
  overlay(tokens, tags, yearSpans(text).filter(free));
  overlay(tokens, tags, numeric.filter((s) => s.label === 'ORDINAL' || s.label === 'CARDINAL'));
  titleTags(tokens, tags, lang);
  criminalChargeTags(tokens, tags, lang);

  const final = wellFormed(tags);
  return { tags: tokens.map((t, i) => ({ [t.text]: final[i] })), datetime, misc };
}

/** Phone-number-like digit groups and "second" in "per second" are no CARDINAL / ORDINAL. */
function notANumberEntity(text: string, s: CharSpan): boolean {
  const t = text.slice(s.start, s.end);
  if (s.label === 'CARDINAL') {
    // The whitespace-delimited word around the span (phone numbers: 555-1234, +62 21-555-0100).
    let a = s.start;
    let b = s.end;
    while (a > 0 && !/\s/.test(text[a - 1])) a--;
    while (b < text.length && !/\s/.test(text[b])) b++;
    const word = text.slice(a, b).replace(/[.,;:!?)]+$/, '');
    if (word.replace(/\D/g, '').length >= 7 && /^\+?\(?\d{1,4}\)?(?:[-.]\d{2,4}){1,4}$/.test(word) && /\d-\d|\)\d/.test(word) && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(word)) return true;
  }
  if (s.label === 'ORDINAL' && /^second$/i.test(t) && /(?:per|a|an|one|each|every|\d)\s+$/i.test(text.slice(Math.max(0, s.start - 8), s.start))) return true;
  return false;
}

function occurrences(text: string, strings: string[], label: string): CharSpan[] {
  const out: CharSpan[] = [];
  for (const s of strings) {
    if (!s) continue;
    for (let at = text.indexOf(s); at >= 0; at = text.indexOf(s, at + s.length)) out.push({ start: at, end: at + s.length, label });
  }
  return out;
}

/** Tokens and first-pass tags: a trained tagger (en, id) or the rules (the others). */
function baseTags(text: string, lang: string): { tokens: Token[]; tags: string[] } {
  if (lang === 'en' || lang === 'id') {
    const tagger = loadTagger(lang);
    const { tokens, tags } = tagger.tagText(text);
    const words = tokens.map((t) => t.text);
    const fine = refineTags(words, cleanCoarse(tokens, tags));
    for (const s of spans(fine)) {
      const label = crossFamilyLabel(words.slice(s.start, s.end), s.type);
      if (label) for (let k = s.start; k < s.end; k++) fine[k] = `${k === s.start ? 'B' : 'I'}-${label}`;
    }
    return { tokens, tags: fine };
  }
  const tokens = tokenize(text, lang);
  return { tokens, tags: ruleBasedTags(text, tokens, lang) };
}

const ZIP_LIKE = /^(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]|\d[A-Z]\d|[A-Z]\d[A-Z]\d[A-Z]\d)$/;

/**
 * Precision fixes on a tagger's coarse tags before refinement: an entity with no capital letter
 * and no digit in any token ("sold") is dropped, and ZIP/postal-code-looking tokens inside an
 * entity ("Ontario K1A 0B6") are split off (the ZIP layer decides about them later).
 */
export function cleanCoarse(tokens: Token[], coarse: string[]): string[] {
  const tags = [...coarse];
  // "US$250,000": the country letters of a dollar sign are part of the MONEY, not a COUNTRY.
  for (let i = 0; i + 1 < tags.length; i++) {
    if (tokens[i + 1].text === '$' && tokens[i].end === tokens[i + 1].start && /^(?:US|S|A|C|NT|HK|NZ|AU)$/.test(tokens[i].text)) tags[i] = 'O';
  }
  for (let i = 0; i < tags.length; i++) {
    if (tags[i] !== 'O' && i > 0 && ZIP_LIKE.test(tokens[i].text) && tags[i].startsWith('I-')) tags[i] = 'O';
  }
  for (let i = 0; i < tags.length; i++) {
    if (!tags[i].startsWith('B-') && !(tags[i].startsWith('I-') && (i === 0 || tags[i - 1] === 'O'))) continue;
    let end = i + 1;
    while (end < tags.length && tags[end].startsWith('I-')) end++;
    if (!tokens.slice(i, end).some((t) => /[\p{Lu}\p{N}]/u.test(t.text))) for (let k = i; k < end; k++) tags[k] = 'O';
    else if (tags[i].startsWith('I-')) tags[i] = `B-${tags[i].slice(2)}`;
    i = end - 1;
  }
  return tags;
}

/**
 * Tags with `label` every token that overlaps a span and is still O; each contiguous run of
 * such tokens becomes one B-/I- entity. Spans are applied in order (earlier spans win).
 */
export function overlay(tokens: Token[], tags: string[], spans: CharSpan[]): void {
  if (spans.length === 0) return;
  for (const s of spans) {
    let prevTagged = -2;
    for (let i = firstToken(tokens, s.start); i < tokens.length && tokens[i].start < s.end; i++) {
      if (tokens[i].end <= s.start) continue;
      if (tags[i] !== 'O') continue;
      tags[i] = `${prevTagged === i - 1 ? 'I' : 'B'}-${s.label}`;
      prevTagged = i;
    }
  }
}

/** Index of the first token ending after `pos` (binary search; tokens are in order). */
function firstToken(tokens: Token[], pos: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid].end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Only reference labels, and every I- continues a B-/I- of the same label (else it becomes B-). */
export function wellFormed(tags: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tags.length; i++) {
    const t = tags[i];
    const m = /^([BI])-(.+)$/.exec(t);
    if (!m || !ENTITY_LABEL_SET.has(m[2])) {
      out.push('O');
      continue;
    }
    const prev = out[i - 1];
    out.push(m[1] === 'I' && prev !== undefined && prev !== 'O' && prev.slice(2) === m[2] ? t : `B-${m[2]}`);
  }
  return out;
}

/**
 * Loads everything `extractEntities` needs (both taggers, the number models, the gazetteers,
 * the date recognizers) by tagging one short text per language, so that the first request
 * does not pay for it. Safe to call more than once.
 */
export function preloadEntityModels(codes: readonly string[] = NER_LANGUAGE_CODES): void {
  const ref = new Date(0);
  for (const code of codes) if (isNerLanguage(code)) extractEntities('Mr. Smith paid $5 on 2024-01-05.', code, { referenceTime: ref });
}
