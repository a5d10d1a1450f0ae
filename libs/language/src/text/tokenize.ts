import { segmentChinese } from './chinese';

/** A word-level token with its character offsets in the input (`text.slice(start, end) === token.text`). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Alternatives, most specific first. `u` flag: offsets are UTF-16 code units, like String#slice.
const URL = String.raw`(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'“”]+`;
const EMAIL = String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`;
// Dotted abbreviations: U.S., e.g., U.N.
const ABBREV = String.raw`\p{L}(?:\.\p{L})+\.`;
// Numbers kept whole: 3.5, 10,000, -4, 1996-08-22, 10:30, 1/2, with the letters glued to them
// (2nd, 1990s, 11am, 10:30am, 12.5kg, 4G): the match never ends inside a run of letters or
// digits, so no digit is split off. A sign only starts a number, not a range (9am-5pm).
const NUMBER = String.raw`(?:(?<![\p{L}\p{M}\p{N}_])[+-])?\p{Nd}+(?:[.,:/-]\p{Nd}+)*[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}_])`;
// Words with internal hyphens or apostrophes (Jean-Pierre, O'Neil, don't); Han runs are handled apart.
const WORD = String.raw`[\p{L}\p{M}\p{N}_]+(?:[-'’][\p{L}\p{M}\p{N}_]+)*`;
const OTHER = String.raw`\S`;
const TOKEN_RE = new RegExp(`${URL}|${EMAIL}|${ABBREV}|${NUMBER}|${WORD}|${OTHER}`, 'gu');
const TRAILING_URL_PUNCT = /[.,;:!?)\]}]+$/u;

/**
 * Word-level tokens of `text` for a language code such as `en-US`, `id-ID` or `zh-TW`.
 * Chinese is segmented with jieba (Traditional converted to Simplified for segmentation,
 * offsets always refer to the original text); other languages use a Unicode word pattern
 * that keeps e-mail addresses, URLs and numbers (3.5, 10,000) whole and splits off the
 * possessive 's and n't.
 */
export function tokenize(text: string, lang = 'en'): Token[] {
  if (/^zh\b/i.test(lang)) return segmentChinese(text);
  return tokenizeSpaced(text);
}

/** The Unicode word pattern alone (no Chinese segmentation). */
export function tokenizeSpaced(text: string, offset = 0): Token[] {
  const out: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) {
    let word = m[0];
    const start = m.index;
    if (/^(?:https?:|ftp:|www\.)/iu.test(word)) {
      const trimmed = word.replace(TRAILING_URL_PUNCT, '');
      if (trimmed.length < word.length) {
        word = trimmed;
        TOKEN_RE.lastIndex = start + word.length;
      }
    }
    // Possessive 's and the negation n't become tokens of their own (as in the Penn Treebank / CoNLL).
    const possessive = /^(.+?)(['’][sS]|[nN]['’][tT])$/u.exec(word);
    if (possessive && /[\p{L}\p{M}]$/u.test(possessive[1])) {
      out.push({ text: possessive[1], start: offset + start, end: offset + start + possessive[1].length });
      out.push({ text: possessive[2], start: offset + start + possessive[1].length, end: offset + start + word.length });
    } else {
      out.push({ text: word, start: offset + start, end: offset + start + word.length });
    }
  }
  return out;
}
