import type { StopWordLanguage } from '../text';
import { increment, phraseShapeOk, type Scored, type Word } from './words';

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

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * YAKE (Campos et al., 2020). Word score H from casing, position (median sentence), frequency,
 * relatedness to context (distinct left/right neighbours) and spread over sentences; candidate
 * = 1..maxNgram-word n-gram inside a chunk, not starting or ending with a stop word (English may
 * hold one inside: "quality of service"); candidate score = ΠH / (tf · (1 + ΣH)), lower is better.
 * For English, phrases ending in an adjective/adverb shape are dropped and single words weigh
 * three times more (keyphrases are mostly noun phrases of two or three words).
 */
export function yakeScores(blocks: Word[][], sentences: number, lang: StopWordLanguage, maxNgram: number): Scored[] {
  const terms = termStats(blocks, sentences);
  if (!terms) return [];
  return candidateScores(blocks, terms, lang, maxNgram);
}

/** YAKE's word score H per term key (lower = more important); undefined when there are no content words. */
export function wordScores(blocks: Word[][], sentences: number): Map<string, number> | undefined {
  const terms = termStats(blocks, sentences);
  return terms && new Map([...terms].map(([k, s]) => [k, s.h]));
}

function termStats(blocks: Word[][], sentences: number): Map<string, TermStats> | undefined {
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
  if (valid.length === 0) return undefined;
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
  return terms;
}

function candidateScores(blocks: Word[][], terms: Map<string, TermStats>, lang: StopWordLanguage, maxNgram: number): Scored[] {

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
        const words = block.slice(i, i + n);
        // only English phrases may hold a stop word inside ("quality of service")
        if (lang !== 'en' && words.some((w) => w.stop)) break;
        if (words[n - 1].stop) continue;
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

  const scored: Scored[] = [];
  for (const c of candidates.values()) {
    if (lang === 'en' && !phraseShapeOk(c.words)) continue;
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
    let score = prod / (c.tf * Math.max(1e-6, 1 + sum));
    if (lang === 'en' && ws.length === 1) score *= 3;
    scored.push({ words: ws, surfaces: c.surfaces, score, first: c.first });
  }
  return scored;
}
