import { Culture, recognizeDateTime } from '@microsoft/recognizers-text-date-time';
import { toSimplifiedSameLength } from './simplified';
import { fixEnglish } from './english-fixes';
import type { DateTimeItem, DateTimeValue } from './types';

interface RawResult {
  start: number;
  end: number;
  text: string;
  typeName: string;
  resolution?: { values?: DateTimeValue[] };
}

/** Recognizer output → the HTTP item shape; `text` is taken from the original input. */
export function toItem(input: string, r: RawResult): DateTimeItem {
  return {
    start: r.start,
    end: r.end,
    resolution: { values: (r.resolution?.values ?? []).map((v) => ({ ...v })) },
    text: input.slice(r.start, r.end + 1),
    type_name: r.typeName,
  };
}

/** English through Microsoft Recognizers-Text, plus a few repairs for cases it gets wrong. */
export function recognizeEnglish(text: string, referenceTime: Date): DateTimeItem[] {
  const raw = recognizeDateTime(text, Culture.English, undefined, referenceTime) as RawResult[];
  return fixEnglish(text, raw.map((r) => toItem(text, r)), referenceTime);
}

/**
 * Chinese through Microsoft Recognizers-Text. Traditional characters are converted to
 * Simplified first (one character for one, so offsets stay those of the original text).
 */
export function recognizeChinese(text: string, referenceTime: Date): DateTimeItem[] {
  const simplified = toSimplifiedSameLength(text);
  const raw = recognizeDateTime(simplified, Culture.Chinese, undefined, referenceTime) as RawResult[];
  return raw.map((r) => toItem(text, r));
}
