import { tokenizeSpaced, type Token } from './tokenize';

interface JiebaLike {
  cut(text: string, hmm?: boolean): string[];
}

let jieba: JiebaLike | undefined;
let toSimplified: ((s: string) => string) | undefined;

function segmenter(): JiebaLike {
  if (!jieba) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Jieba } = require('@node-rs/jieba');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dict } = require('@node-rs/jieba/dict');
    jieba = Jieba.withDict(dict) as JiebaLike;
  }
  return jieba;
}

function converter(): (s: string) => string {
  if (!toSimplified) {
    // opencc-js's type declarations sit in an ES-module package; its Traditional→Simplified
    // CommonJS build is loaded with a typed require (works under Node and Jest).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const OpenCC = require('opencc-js/t2cn');
    toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' }) as (s: string) => string;
  }
  return toSimplified;
}

/**
 * Traditional → Simplified, guaranteed to keep the length (and so every offset): if the
 * converter ever changes the length of the whole string, falls back to converting each
 * character on its own.
 */
export function toSimplifiedSameLength(text: string): string {
  if (!/[\u3400-\u9fff\uf900-\ufaff]/.test(text)) return text;
  const convert = converter();
  const whole = convert(text);
  if (whole.length === text.length) return whole;
  let out = '';
  for (const ch of text) {
    const c = convert(ch);
    out += c.length === ch.length ? c : ch;
  }
  return out;
}

const HAN_RUN = /[\p{Script=Han}\u3007]+/gu;

/**
 * Word segmentation of Chinese (Simplified or Traditional) text with jieba. Runs of Han
 * characters are converted to Simplified (character for character) and segmented; anything
 * else (Latin words, numbers, URLs, punctuation) goes through the Unicode word pattern.
 * Offsets and token texts always refer to the original `text`.
 */
export function segmentChinese(text: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  HAN_RUN.lastIndex = 0;
  for (let m = HAN_RUN.exec(text); m; m = HAN_RUN.exec(text)) {
    if (m.index > last) out.push(...tokenizeSpaced(text.slice(last, m.index), last));
    const run = m[0];
    const simplified = toSimplifiedSameLength(run);
    let pos = 0;
    const pieces = segmenter().cut(simplified, true);
    const total = pieces.reduce((n, p) => n + p.length, 0);
    if (total !== simplified.length) {
      // Should not happen (jieba returns the input split up); keep offsets honest regardless.
      out.push({ text: run, start: m.index, end: m.index + run.length });
    } else {
      for (const piece of pieces) {
        const start = m.index + pos;
        pos += piece.length;
        if (piece.trim()) out.push({ text: text.slice(start, start + piece.length), start, end: start + piece.length });
      }
    }
    last = m.index + run.length;
  }
  if (last < text.length) out.push(...tokenizeSpaced(text.slice(last), last));
  return out;
}
