/** Word shape: X for upper-case letters, x for lower-case, d for digits, other characters kept. */
export function wordShape(word: string, maxLength = 12): string {
  let out = '';
  for (const ch of word) {
    if (out.length >= maxLength) break;
    if (/\p{Lu}/u.test(ch)) out += 'X';
    else if (/\p{L}/u.test(ch)) out += 'x';
    else if (/\p{N}/u.test(ch)) out += 'd';
    else out += ch;
  }
  return out;
}

/** Shape with runs collapsed: Xxxx → Xx, dd.dd → d.d. */
export function shortShape(word: string): string {
  return wordShape(word, 64).replace(/(.)\1+/g, '$1');
}

/** Typographic quotes and dashes as in the (ASCII) training data: ’s → 's, “ → ". */
export function normalizeToken(token: string): string {
  return token.replace(/[‘’‛′]/gu, "'").replace(/[“”„″«»]/gu, '"').replace(/[–—]/gu, '-');
}

const CAP = /^\p{Lu}/u;
const ALLCAPS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;
const DIGIT = /\p{N}/u;
const ALLDIGIT = /^[\p{N}.,:/-]+$/u;
const PUNCT = /^[^\p{L}\p{N}]+$/u;

/** Features of a (normalised) word on its own: identity, shape, affixes, character classes. */
export function wordFeatures(word: string): string[] {
  const f: string[] = ['b', `w=${word}`, `l=${word.toLowerCase()}`, `s=${wordShape(word)}`, `ss=${shortShape(word)}`];
  const chars = [...word];
  for (let k = 1; k <= 4 && k <= chars.length; k++) {
    f.push(`p${k}=${chars.slice(0, k).join('')}`);
    f.push(`x${k}=${chars.slice(-k).join('')}`);
  }
  if (CAP.test(word)) f.push('cap');
  if (ALLCAPS.test(word)) f.push('allcaps');
  if (DIGIT.test(word)) f.push('digit');
  if (ALLDIGIT.test(word) && DIGIT.test(word)) f.push('number');
  if (word.includes('-')) f.push('hyphen');
  if (PUNCT.test(word)) f.push('punct');
  return f;
}

/**
 * The feature strings of every token of a sentence. `gaz` holds gazetteer match tags per
 * token ('' = no match); `vocab` the lower-cased words of the training data (words outside it get
 * `oov` features, so the model learns how unseen words behave). Label-independent: transitions
 * between tags are scored apart. `intrinsic = false` leaves out {@link wordFeatures} (callers
 * that cache them per word).
 */
export function sentenceFeatures(
  raw: string[],
  gaz?: string[],
  vocab?: ReadonlySet<string>,
  intrinsic = true,
): string[][] {
  const tokens = raw.map(normalizeToken);
  const n = tokens.length;
  const lower = tokens.map((t) => t.toLowerCase());
  const shapes = tokens.map((t) => shortShape(t));
  let caps = 0;
  let alpha = 0;
  for (const t of tokens) {
    if (/\p{L}/u.test(t)) {
      alpha += 1;
      if (ALLCAPS.test(t)) caps += 1;
    }
  }
  const headline = alpha >= 2 && caps / alpha > 0.6;
  const w = (i: number) => (i < 0 ? '<s>' : i >= n ? '</s>' : lower[i]);
  const sh = (i: number) => (i < 0 ? '<s>' : i >= n ? '</s>' : shapes[i]);
  // One string per word, shared by the 8 tokens whose window it is in (its hash is computed once).
  const windowFeatures = lower.map((l) => `win=${l}`);
  const out: string[][] = [];
  for (let i = 0; i < n; i++) {
    const word = tokens[i];
    const lw = lower[i];
    const f: string[] = intrinsic ? wordFeatures(word) : [];
    const cap = CAP.test(word);
    if (i === 0) f.push('first', `first|cap=${cap}`);
    if (i === n - 1) f.push('last');
    if (headline) f.push('headline', `headline|l=${lw}`);
    f.push(`l-1=${w(i - 1)}`, `l+1=${w(i + 1)}`, `l-2=${w(i - 2)}`, `l+2=${w(i + 2)}`);
    f.push(`ss-1=${sh(i - 1)}`, `ss+1=${sh(i + 1)}`, `ss-2=${sh(i - 2)}`, `ss+2=${sh(i + 2)}`);
    f.push(`l-1|l=${w(i - 1)}|${lw}`, `l|l+1=${lw}|${w(i + 1)}`);
    f.push(`ss-1|ss=${sh(i - 1)}|${shapes[i]}`, `ss|ss+1=${shapes[i]}|${sh(i + 1)}`);
    f.push(`ss-1|ss|ss+1=${sh(i - 1)}|${shapes[i]}|${sh(i + 1)}`);
    f.push(`l-1|ss=${w(i - 1)}|${shapes[i]}`, `ss|l+1=${shapes[i]}|${w(i + 1)}`);
    f.push(`l-2|l-1=${w(i - 2)}|${w(i - 1)}`, `l+1|l+2=${w(i + 1)}|${w(i + 2)}`);
    for (let k = Math.max(0, i - 4); k <= Math.min(n - 1, i + 4); k++) if (k !== i) f.push(windowFeatures[k]);
    if (vocab && !vocab.has(lw)) f.push('oov', `oov|ss=${shapes[i]}`, `oov|l-1=${w(i - 1)}`, `oov|l+1=${w(i + 1)}`);
    if (gaz) {
      const g = gaz[i] || '-';
      f.push(`g=${g}`, `g-1=${(i > 0 && gaz[i - 1]) || '-'}`, `g+1=${(i + 1 < n && gaz[i + 1]) || '-'}`);
      if (gaz[i]) f.push(`g|ss=${g}|${shapes[i]}`);
    }
    out.push(f);
  }
  return out;
}
