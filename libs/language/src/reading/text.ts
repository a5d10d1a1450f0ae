// Text helpers for reading: tokens with offsets, segments, light stemming, stop words.
import { splitSentences, stopWords } from '../text';

export interface Tok {
  text: string;
  start: number;
  end: number;
}

const TOKEN_RE =
  /\d+(?:[.,]\d+)*(?:st|nd|rd|th|s)?|[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;

/** Word, number and punctuation tokens with character offsets; a possessive 's is its own token. */
export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index ?? 0;
    const w = m[0];
    const poss = /^(.+)(['’]s)$/u.exec(w);
    if (poss && poss[1].length > 1) {
      out.push({ text: poss[1], start, end: start + poss[1].length });
      out.push({ text: poss[2], start: start + poss[1].length, end: start + w.length });
    } else {
      out.push({ text: w, start, end: start + w.length });
    }
  }
  return out;
}

/**
 * Splits a text into segments of at most `max` characters on sentence boundaries (a sentence
 * longer than `max` is cut at word boundaries). The shape the machine-reading endpoint takes.
 */
export function splitIntoSegments(text: string, max = 512): string[] {
  const segments: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= max) current += ' ' + piece;
    else {
      segments.push(current);
      current = piece;
    }
  };
  for (const s of splitSentences(text)) {
    let sentence = text.slice(s.start, s.end);
    while (sentence.length > max) {
      let cut = sentence.lastIndexOf(' ', max);
      if (cut <= 0) cut = max;
      push(sentence.slice(0, cut).trim());
      sentence = sentence.slice(cut).trim();
    }
    if (sentence) push(sentence);
  }
  if (current) segments.push(current);
  return segments;
}

// Number words can be the answer ("How many moons...?" "two"), so reading keeps them as content.
const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'first', 'second', 'third', 'fourth', 'fifth']);

/**
 * Reading's stop words: the shared English list (../text) without the number words, plus the
 * possessive token of this file's tokenizer and the naming verb of questions ("what is it called").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [...stopWords('en'), "'s", '’s', 'called'].filter((w) => !NUMBER_WORDS.has(w)),
);

/** Light suffix stripping so that plural/possessive/past forms meet (not a full Porter stemmer). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (/ie[sd]$/.test(w) && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(sses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && /ing$/.test(w)) w = w.slice(0, -3);
  else if (w.length > 4 && /ed$/.test(w)) w = w.slice(0, -2);
  if (w.length > 4 && /e$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && /([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function isWord(t: string): boolean {
  return /[\p{L}\p{N}]/u.test(t);
}
