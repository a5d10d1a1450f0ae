import { Culture } from '@microsoft/recognizers-text-date-time';
import { toSimplifiedSameLength } from '../text/chinese';
import { fixEnglish } from './english-fixes';
import { recognizeWithMicrosoft } from './recognizer';
import type { DateTimeItem } from './types';
import { recognizeInWindows } from '../recognizers/cue-windows';
import { dateWindows } from './date-cues';

/**
 * Recognizers-Text slows down more than linearly with the number of expressions in one call
 * (12,800 characters of dense English took minutes) and answers differently for a sentence
 * repeated within one call, so input is recognised one sentence at a time (an expression never
 * spans a sentence end). Pieces longer than MAX_PIECE characters are cut at a space.
 */
/** Sentences are joined into one piece up to this length (1: every sentence on its own). */
const CHUNK_CHARS = 1;
const MAX_PIECE = 600;
/** Words ending in a dot that do not end a sentence ("Dec. 31", "5 p.m. Tomorrow", "Dr. Lee"). */
const ABBREVIATIONS = [
  ...['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'],
  ...['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'no', 'approx', 'a.m', 'p.m', 'e.g', 'i.e'],
]
  .map((a) => `[${a[0].toUpperCase()}${a[0]}]${a.slice(1).replace(/\./g, '\\.')}`)
  .join('|');
/** A sentence end: `.!?` before a capital or quote, Chinese full stops, or a line break. */
const SENTENCE_END = new RegExp(
  `(?<!(?:^|[^\\p{L}])(?:${ABBREVIATIONS}|\\p{L}))[.!?]+["')\\]]*\\s+(?=[\\p{Lu}"'(\\[])|[。！？；]+[」』”]*\\s*|\\s*\\n\\s*`,
  'gu',
);

export function sentenceChunks(text: string, limit = CHUNK_CHARS): { offset: number; text: string }[] {
  if (text.length <= limit) return [{ offset: 0, text }];
  const cuts: number[] = [];
  for (const m of text.matchAll(SENTENCE_END)) cuts.push(m.index + m[0].length);
  const chunks: { offset: number; text: string }[] = [];
  let start = 0;
  let last = 0;
  for (const cut of [...cuts, text.length]) {
    if (cut - start > limit && last > start) {
      chunks.push({ offset: start, text: text.slice(start, last) });
      start = last;
    }
    // A single very long "sentence": cut at the last space before MAX_PIECE characters.
    while (cut - start > MAX_PIECE) {
      const space = text.lastIndexOf(' ', start + MAX_PIECE);
      const end = space > start ? space + 1 : start + MAX_PIECE;
      chunks.push({ offset: start, text: text.slice(start, end) });
      start = end;
    }
    last = cut;
  }
  if (start < text.length) chunks.push({ offset: start, text: text.slice(start) });
  return chunks.filter((c) => c.text.length > 0);
}

function byChunks(text: string, recognize: (chunk: string) => DateTimeItem[]): DateTimeItem[] {
  const out: DateTimeItem[] = [];
  for (const chunk of sentenceChunks(text)) {
    for (const item of recognize(chunk.text)) out.push(shifted(text, item, chunk.offset));
  }
  return out;
}

function shifted(text: string, item: DateTimeItem, by: number): DateTimeItem {
  const start = item.start + by;
  const end = item.end + by;
  return { ...item, start, end, text: text.slice(start, end + 1) };
}

/**
 * Items of each cue window of `chunk`, offsets into the chunk. Each window is its own call:
 * windows joined into one call answer differently (a repeated sentence loses its merged
 * date-time range), and the saving was small.
 */
function recognizeWindows(chunk: string, referenceTime: Date): DateTimeItem[] {
  return recognizeInWindows(chunk, dateWindows(chunk), (piece) => recognizeWithMicrosoft(piece, referenceTime)).map((item) => ({
    ...item,
    text: chunk.slice(item.start, item.end + 1),
  }));
}

/**
 * English through Microsoft Recognizers-Text, plus a few repairs for cases it gets wrong. The
 * recognizer sees only the cue windows of each sentence (`./date-cues.ts`), or, with
 * `{ windows: false }`, every sentence whole (kept to measure that windows answer the same).
 */
export function recognizeEnglish(text: string, referenceTime: Date, options: { windows?: boolean } = {}): DateTimeItem[] {
  const recognize = options.windows === false ? recognizeWithMicrosoft : recognizeWindows;
  return byChunks(text, (chunk) => {
    const items = recognize(chunk, referenceTime);
    try {
      return fixEnglish(chunk, items, referenceTime);
    } catch {
      return items; // a repair must never cost the recognizer's own answer
    }
  });
}

/**
 * Chinese through Microsoft Recognizers-Text. Traditional characters are converted to
 * Simplified first (one character for one, so offsets stay those of the original text).
 */
export function recognizeChinese(text: string, referenceTime: Date): DateTimeItem[] {
  const simplified = toSimplifiedSameLength(text);
  const items = byChunks(simplified, (chunk) => recognizeWithMicrosoft(chunk, referenceTime, Culture.Chinese));
  return items.map((item) => ({ ...item, text: text.slice(item.start, item.end + 1) }));
}
