import type { StopWordLanguage } from '../text';
import { VERB_FORMS } from './verbs';
import { wordScores } from './yake';
import { increment, phraseShapeOk, type Scored, type Word } from './words';

// Evaluative or generic modifiers that rarely begin a keyphrase ("proposed method", "simple model").
const GENERIC = new Set(
  `proposed simple efficient general single traditional current important recent specific main existing present
previous typical particular significant basic common effective powerful useful major key great good better best
overall certain possible whole entire additional appropriate corresponding desired further given obtained
resulting suitable usual well-known`.split(/\s+/),
);

const WINDOW = 2; // co-occurrence window over the word sequence (adjacent content words)
const DAMPING = 0.85;
const SINGLE_WORD = 0.5; // single words are weak keyphrases: their rank score counts half
const ITERATIONS = 40;

/**
 * English: a verb form that ends a noun-phrase run: base/third-person forms of verbs rarely used
 * as nouns, and their -ing forms ("parameters defining flaw configurations").
 */
// -ing forms that are usually nouns ("machine learning", "signal processing") do not cut a run.
const GERUND_NOUNS = new Set(['learning', 'computing', 'monitoring', 'rendering', 'encoding', 'understanding', 'reasoning', 'building', 'engineering', 'modeling', 'modelling', 'processing', 'programming', 'planning', 'scheduling', 'mining', 'testing', 'training', 'sampling']);
function cutsRun(w: Word): boolean {
  const v = VERB_FORMS.get(w.lower);
  if (v === 'participle' && w.lower.endsWith('ing') && !GERUND_NOUNS.has(w.lower)) return true;
  return v === 'base';
}

/**
 * Noun-phrase-like candidates: maximal runs of non-stop words inside a chunk; for English,
 * runs are also cut at verb forms, leading -ing participles and generic modifiers ("proposed",
 * "simple") are dropped and trailing words with an adjective/adverb shape are trimmed (a stand-in for a part-of-speech pattern such as (ADJ|NOUN)*NOUN).
 */
function runs(blocks: Word[][], lang: StopWordLanguage, maxWords: number): Word[][] {
  const out: Word[][] = [];
  for (const block of blocks) {
    let i = 0;
    while (i < block.length) {
      if (block[i].stop) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < block.length && !block[j].stop && !(lang === 'en' && cutsRun(block[j]))) j++;
      let run = block.slice(i, j);
      i = j;
      if (lang === 'en') {
        if (cutsRun(run[0])) run = run.slice(1);
        while (run.length > 1 && VERB_FORMS.get(run[0].lower) === 'participle' && run[0].lower.endsWith('ing')) run = run.slice(1);
        while (run.length && !phraseShapeOk(run)) run = run.slice(0, -1);
        while (run.length > 1 && GENERIC.has(run[0].lower)) run = run.slice(1);
        if (run.length === 1 && VERB_FORMS.has(run[0].lower)) continue;
      }
      if (run.length > maxWords) run = run.slice(run.length - maxWords); // keep the head noun's end
      if (run.length) out.push(run);
    }
  }
  return out;
}

/**
 * Graph-based ranking in the manner of SingleRank (Wan & Xiao, 2008): PageRank over a
 * co-occurrence graph of content words; a word weighs its rank divided by the square root of its
 * YAKE word score (casing, position, frequency, context, spread); a candidate scores the sum of its
 * words' weights, boosted
 * by how early it first appears (1 + 1/(1 + sentence index): titles and lead sentences name the
 * topic); single words count half. Returned scores are inverted (1/score) so that, as with YAKE, lower = more relevant.
 */
export function graphScores(blocks: Word[][], lang: StopWordLanguage, sentences = 1, maxWords = 5): Scored[] {
  const yake = wordScores(blocks, sentences);
  // English verb forms take no part in the graph (the words on either side become neighbours)
  const seq = blocks.flat().filter((w) => !(lang === 'en' && VERB_FORMS.has(w.lower)));
  const graph = new Map<string, Map<string, number>>();
  const link = (a: string, b: string) => {
    if (a !== b) increment(graph.get(a)!, b);
  };
  for (const w of seq) if (!w.stop && !graph.has(w.key)) graph.set(w.key, new Map());
  for (let i = 0; i < seq.length; i++) {
    if (seq[i].stop) continue;
    for (let j = i + 1; j < Math.min(seq.length, i + WINDOW); j++) {
      if (seq[j].stop) continue;
      link(seq[i].key, seq[j].key);
      link(seq[j].key, seq[i].key);
    }
  }
  const nodes = [...graph.keys()];
  if (!nodes.length) return [];
  const outSum = new Map(nodes.map((n) => [n, [...graph.get(n)!.values()].reduce((a, b) => a + b, 0)]));
  let rank = new Map(nodes.map((n) => [n, 1]));
  for (let it = 0; it < ITERATIONS; it++) {
    const next = new Map<string, number>();
    for (const n of nodes) {
      let acc = 0;
      for (const [m, w] of graph.get(n)!) acc += (w / (outSum.get(m) || 1)) * rank.get(m)!;
      next.set(n, 1 - DAMPING + DAMPING * acc);
    }
    rank = next;
  }

  const candidates = new Map<string, Scored & { firstSentence: number }>();
  let order = 0;
  for (const run of runs(blocks, lang, maxWords)) {
    const key = run.map((w) => w.key).join(' ');
    let c = candidates.get(key);
    if (!c) {
      c = { words: run, surfaces: new Map(), score: 0, first: order++, firstSentence: run[0].sentence };
      candidates.set(key, c);
    }
    increment(c.surfaces, run.map((w) => w.surface).join(lang === 'zh' ? '' : ' '));
  }
  const out: Scored[] = [];
  for (const c of candidates.values()) {
    const sum = c.words.reduce((a, w) => a + (rank.get(w.key) ?? 0) / Math.sqrt(Math.max(1e-3, yake?.get(w.key) ?? 1)), 0);
    const score = sum * (1 + 1 / (1 + c.firstSentence)) * (c.words.length === 1 ? SINGLE_WORD : 1);
    out.push({ words: c.words, surfaces: c.surfaces, score: 1 / score, first: c.first });
  }
  return out;
}
