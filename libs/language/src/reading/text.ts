// Text helpers for reading: tokens with offsets, sentence splitting, light stemming, stop words.

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

const ABBREV = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'no', 'mt', 'ca', 'c']);

/** Sentence spans [start, end) over text: ends at . ! ? (plus closing quotes/brackets) before white space and a capital/digit/quote. */
export function splitSentences(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  const re = /[.!?]+["'”’)\]]*(?=\s+["'“‘(\[]?[\p{Lu}\p{N}])/gu;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = text.slice(Math.max(start, (m.index ?? 0) - 24), m.index ?? 0);
    const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
    if (m[0] === '.' && (ABBREV.has(lastWord.toLowerCase()) || /^\p{Lu}$/u.test(lastWord))) continue;
    if (text.slice(start, end).trim()) out.push(trimSpan(text, start, end));
    start = end;
  }
  if (text.slice(start).trim()) out.push(trimSpan(text, start, text.length));
  return out;
}

function trimSpan(text: string, start: number, end: number): { start: number; end: number } {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { start, end };
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

export const STOP_WORDS = new Set(
  (
    'a an the and or but if of at by for with about against between into through during before after above below to from up down in out on off over under ' +
    'again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very ' +
    'can will just don should now is am are was were be been being have has had having do does did doing would could might must shall may ' +
    'i me my myself we our ours ourselves you your yours yourself he him his himself she her hers herself it its itself they them their theirs themselves ' +
    'what which who whom whose this that these those as until while also s \'s ’s one ones there thus yet upon within without whether name called known'
  ).split(/\s+/),
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
