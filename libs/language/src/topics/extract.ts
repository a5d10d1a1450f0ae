import { porterStem } from '../stem/porter';
import { tokenize } from '../text';
import { stopWords, topicLanguage, type TopicLanguage } from './stopwords';

/** One extracted topic. `score` is the YAKE score: lower means more relevant; results are sorted by it. */
export interface Topic {
  tag_name: string;
  score: number;
}

export interface ExtractTopicsOptions {
  /** How many topics to return (default 10). */
  top?: number;
  /** Longest candidate in words (default 3; Vietnamese, written in syllables, 4). */
  maxNgram?: number;
  /** Candidates at least this similar (Levenshtein ratio) to a better one are dropped (default 0.8). */
  dedupThreshold?: number;
}

interface Word {
  surface: string;
  lower: string;
  /** Term identity: Porter stem for English, the lower-cased form otherwise. */
  key: string;
  stop: boolean;
  sentence: number;
  /** Sentence-initial (casing says nothing then). */
  initial: boolean;
}

interface TermStats {
  tf: number;
  upper: number;
  proper: number;
  sentences: number[];
  left: Map<string, number>;
  right: Map<string, number>;
  stop: boolean;
  h: number;
}

const SENTENCE_END = /^[.!?。！？;；…]+$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{N}/u;

/**
 * Splits `text` into sentences of chunks (runs of words between punctuation). A newline
 * followed by a non-blank character, or a blank line, ends a sentence; a newline followed by
 * indentation continues the line above (wrapped text).
 */
function chunks(text: string, lang: TopicLanguage, stops: ReadonlySet<string>): { chunks: Word[][]; sentences: number } {
  const tokens = tokenize(text, lang);
  const out: Word[][] = [];
  let current: Word[] = [];
  let sentence = 0;
  let sentenceHasWords = false;
  let initial = true;
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  const endSentence = () => {
    flush();
    if (sentenceHasWords) sentence += 1;
    sentenceHasWords = false;
    initial = true;
  };
  let prevEnd = 0;
  for (const tok of tokens) {
    const gap = text.slice(prevEnd, tok.start);
    prevEnd = tok.end;
    if (/\n\s*\n|\n(?=\S)/.test(gap + (gap.endsWith('\n') ? tok.text[0] : ''))) endSentence();
    const t = tok.text;
    if (SENTENCE_END.test(t)) {
      endSentence();
      continue;
    }
    if (!HAS_LETTER.test(t)) {
      // punctuation, numbers, symbols: break the chunk (numbers never make topics)
      flush();
      if (HAS_DIGIT.test(t)) initial = false;
      continue;
    }
    if (HAS_DIGIT.test(t) && !/^\p{L}/u.test(t)) {
      flush();
      continue;
    }
    const lower = t.toLowerCase();
    const stop = stops.has(lower) || (lang !== 'zh' && [...lower].length < 2) || /^['’]/.test(t);
    const key = lang === 'en' ? porterStem(lower) : lower;
    current.push({ surface: t, lower, key, stop, sentence, initial });
    sentenceHasWords = true;
    initial = false;
  }
  endSentence();
  return { chunks: out, sentences: Math.max(1, sentence) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** 1 − distance / longer length: 1 for identical strings. */
export function similarity(a: string, b: string): number {
  const n = Math.max(a.length, b.length);
  return n === 0 ? 1 : 1 - levenshtein(a, b) / n;
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * YAKE-style keyword extraction (Campos et al., 2020): statistical, per document, no
 * training data. Candidates are 1–3-word n-grams inside punctuation-free chunks that neither
 * start nor end with a stop word; words are scored on casing, position, frequency, relatedness
 * to context and spread over sentences; a phrase scores from its words. English words are
 * compared by Porter stem, so "neural network" and "neural networks" are one candidate, and
 * near-identical phrases are then de-duplicated.
 *
 * `langCode` is a path code such as `en-XX`, `zh-TW`, `id-XX`; unknown codes fall back to English.
 * Returns at most `top` topics sorted by YAKE score, lowest (most relevant) first; `tag_name` is
 * the phrase's most frequent surface form in the text. Empty or topic-less text gives [].
 */
export function extractTopics(text: string, langCode = 'en-XX', options: ExtractTopicsOptions = {}): Topic[] {
  const top = options.top ?? 10;
  if (!text || !text.trim() || top <= 0) return [];
  const lang = topicLanguage(langCode);
  const stops = stopWords(lang);
  const maxNgram = options.maxNgram ?? (lang === 'vi' ? 4 : 3);
  const dedup = options.dedupThreshold ?? Number(process.env.TOPICS_DEDUP ?? 0.8);

  const { chunks: blocks, sentences } = chunks(text, lang, stops);

  // --- word statistics
  const terms = new Map<string, TermStats>();
  const stat = (w: Word): TermStats => {
    let s = terms.get(w.key);
    if (!s) {
      s = { tf: 0, upper: 0, proper: 0, sentences: [], left: new Map(), right: new Map(), stop: w.stop, h: 0 };
      terms.set(w.key, s);
    }
    return s;
  };
  for (const block of blocks) {
    for (let i = 0; i < block.length; i++) {
      const w = block[i];
      const s = stat(w);
      s.tf += 1;
      s.stop = s.stop && w.stop;
      if (w.surface.length > 1 && w.surface === w.surface.toUpperCase() && w.surface !== w.lower) s.upper += 1;
      else if (!w.initial && w.surface[0] !== w.surface[0].toLowerCase()) s.proper += 1;
      s.sentences.push(w.sentence);
      if (i > 0) {
        const p = block[i - 1];
        increment(s.left, p.key);
        increment(stat(p).right, w.key);
      }
    }
  }
  const valid = [...terms.values()].filter((s) => !s.stop);
  if (valid.length === 0) return [];
  const tfs = valid.map((s) => s.tf);
  const maxTf = Math.max(...tfs);
  const meanTf = tfs.reduce((a, b) => a + b, 0) / tfs.length;
  const stdTf = Math.sqrt(tfs.reduce((a, b) => a + (b - meanTf) ** 2, 0) / tfs.length);
  for (const s of terms.values()) {
    const leftTotal = [...s.left.values()].reduce((a, b) => a + b, 0);
    const rightTotal = [...s.right.values()].reduce((a, b) => a + b, 0);
    const wl = leftTotal ? s.left.size / leftTotal : 0;
    const wr = rightTotal ? s.right.size / rightTotal : 0;
    const rel = 1 + (wl + wr) * (s.tf / maxTf);
    const casing = Math.max(s.upper, s.proper) / (1 + Math.log(s.tf));
    const pos = Math.log(Math.log(3 + median(s.sentences)));
    const freq = s.tf / (meanTf + stdTf);
    const spread = new Set(s.sentences).size / sentences;
    s.h = (rel * pos) / (casing + freq / rel + spread / rel);
  }

  // --- candidates
  interface Candidate {
    words: Word[];
    tf: number;
    surfaces: Map<string, number>;
    first: number;
  }
  const candidates = new Map<string, Candidate>();
  let order = 0;
  for (const block of blocks) {
    for (let i = 0; i < block.length; i++) {
      if (block[i].stop) continue;
      for (let n = 1; n <= maxNgram && i + n <= block.length; n++) {
        const last = block[i + n - 1];
        if (last.stop) continue;
        const words = block.slice(i, i + n);
        // only English phrases may hold a stop word inside ("quality of service")
        if (lang !== 'en' && words.some((w) => w.stop)) break;
        const key = words.map((w) => w.key).join(' ');
        let c = candidates.get(key);
        if (!c) {
          c = { words, tf: 0, surfaces: new Map(), first: order++ };
          candidates.set(key, c);
        }
        c.tf += 1;
        increment(c.surfaces, words.map((w) => w.surface).join(lang === 'zh' ? '' : ' '));
      }
    }
  }

  const scored: { c: Candidate; score: number }[] = [];
  for (const c of candidates.values()) {
    let prod = 1;
    let sum = 0;
    const ws = c.words;
    for (let i = 0; i < ws.length; i++) {
      const s = terms.get(ws[i].key)!;
      if (!ws[i].stop) {
        prod *= s.h;
        sum += s.h;
      } else {
        // a stop word inside the phrase: weigh by how strongly it binds its neighbours
        const prev = terms.get(ws[i - 1].key)!;
        const next = terms.get(ws[i + 1].key)!;
        const pPrev = (prev.right.get(ws[i].key) ?? 0) / prev.tf;
        const pNext = (s.right.get(ws[i + 1].key) ?? 0) / next.tf;
        const p = pPrev * pNext;
        prod *= 1 + (1 - p);
        sum -= 1 - p;
      }
    }
    scored.push({ c, score: prod / (c.tf * Math.max(1e-6, 1 + sum)) });
  }
  scored.sort((a, b) => a.score - b.score || a.c.first - b.c.first);

  // --- de-duplication and top-k
  const out: Topic[] = [];
  const chosen: string[] = [];
  const chosenKeys: string[] = [];
  const contain = process.env.TOPICS_CONTAIN ?? '1';
  for (const { c, score } of scored) {
    const name = [...c.surfaces.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const norm = name.toLowerCase();
    if (chosen.some((k) => similarity(k, norm) >= dedup)) continue;
    const key = ` ${c.words.map((w) => w.key).join(' ')} `;
    if (contain.includes('1') && chosenKeys.some((k) => k.includes(key))) continue;
    if (contain.includes('2') && chosenKeys.some((k) => key.includes(k))) continue;
    chosenKeys.push(key);
    chosen.push(norm);
    out.push({ tag_name: name, score });
    if (out.length >= top) break;
  }
  return out;
}
