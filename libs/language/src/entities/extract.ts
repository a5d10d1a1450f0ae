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
import { refineTags } from '../ner/fine';
import { tokenize, type Token } from '../text/tokenize';
import { ENTITY_LABEL_SET, isNerLanguage } from './labels';
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

  const numeric = numberSpans(text, lang).filter(free);
  overlay(tokens, tags, numeric.filter((s) => s.label === 'MONEY' || s.label === 'PERCENT' || s.label === 'QUANTITY'));
  overlay(tokens, tags, zipCodeSpans(text, tokens, tags).filter(free));
  overlay(
    tokens,
    tags,
    datetime
      .map((d) => ({ start: d.start, end: d.end + 1, label: DATETIME_LABEL[d.type_name.replace(/^datetimeV2\./, '')] ?? 'DATE' }))
      .filter(free),
  );
  overlay(tokens, tags, numeric.filter((s) => s.label === 'ORDINAL' || s.label === 'CARDINAL'));
  titleTags(tokens, tags, lang);
  criminalChargeTags(tokens, tags, lang);

  const final = wellFormed(tags);
  return { tags: tokens.map((t, i) => ({ [t.text]: final[i] })), datetime, misc };
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
    return { tokens, tags: refineTags(tokens.map((t) => t.text), tags) };
  }
  const tokens = tokenize(text, lang);
  return { tokens, tags: ruleBasedTags(text, tokens, lang) };
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
