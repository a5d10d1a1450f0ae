/** A sentence as `[start, end)` character offsets into its text, without surrounding white space. */
export interface SentenceSpan {
  start: number;
  end: number;
}

export interface SplitSentencesOptions {
  /**
   * Also end a sentence at a semicolon (`;`, `；`). Topic extraction wants these clauses (its word
   * statistics count sentences); machine reading does not (answers lose the clause context).
   */
  atSemicolons?: boolean;
}

// A period after these (or after a single capital, an initial) ends no sentence: "Dr. Smith", "e.g. Paris".
const ABBREV = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'no', 'mt', 'ca', 'c']);

/**
 * Where a sentence ends: . ! ? … (with closing quotes or brackets) before white space and a
 * capital, digit or opening quote; a Chinese/Japanese full stop, which no space follows; a blank
 * line, or a line break before a non-blank character (a line break before indentation continues
 * the line).
 */
const ENDS = [String.raw`[.!?…]+["'”’)\]]*(?=\s+["'“‘(\[]?[\p{Lu}\p{N}])`, '[。！？]+[”’」』）]*', String.raw`\n\s*\n`, String.raw`\n(?=\S)`];
const END = new RegExp(ENDS.join('|'), 'gu');
const END_OR_SEMICOLON = new RegExp([...ENDS, '[;；]'].join('|'), 'gu');

/** Sentence spans of `text`, in order; blank stretches make none. */
export function splitSentences(text: string, options: SplitSentencesOptions = {}): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  for (const m of text.matchAll(options.atSemicolons ? END_OR_SEMICOLON : END)) {
    const at = m.index ?? 0;
    if (m[0] === '.' && afterAbbreviation(text.slice(Math.max(start, at - 24), at))) continue;
    const end = at + m[0].length;
    pushTrimmed(out, text, start, end);
    start = end;
  }
  pushTrimmed(out, text, start, text.length);
  return out;
}

function afterAbbreviation(before: string): boolean {
  const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  return ABBREV.has(lastWord.toLowerCase()) || /^\p{Lu}$/u.test(lastWord);
}

function pushTrimmed(out: SentenceSpan[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end > start) out.push({ start, end });
}
