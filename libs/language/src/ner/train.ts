import { type TaggedSentence } from './corpus';
import { conllEval, type ConllScore } from './conlleval';
import { buildGazetteer, type Gazetteer } from './gazetteer';
import { featureIds, type NerModel, tagWithModel } from './model';
import { allowedTransitions, mulberry32, type PerceptronExample, trainPerceptron } from './perceptron';

export interface TrainOptions {
  lang: string;
  epochs?: number;
  seed?: number;
  /** Features seen fewer times are dropped before training (word identity features are always kept). */
  minFeatureCount?: number;
  /** After averaging, features whose largest |weight| is below this are dropped. */
  pruneBelow?: number;
  /** Use gazetteer features (built from the training data, 2-fold jackknifed while training). */
  gazetteer?: boolean;
  /** Use out-of-vocabulary features (vocabulary 2-fold jackknifed while training, like the gazetteer). */
  oovFeatures?: boolean;
  /** Share (0..1) of sentences added again in lower case (seeded), for robustness to uncased text. */
  lowercaseCopies?: number;
  meta?: Record<string, unknown>;
  log?: (line: string) => void;
}

/**
 * Trains a tagger on BIO-tagged sentences. While training, each sentence sees gazetteer
 * matches from a gazetteer built on the OTHER half of the data (so the model learns how far
 * to trust an unseen-at-training-time list); the shipped model carries the full gazetteer.
 */
export function trainTagger(corpus: TaggedSentence[], opts: TrainOptions): NerModel {
  const { lang, epochs = 8, seed = 1, minFeatureCount = 2, pruneBelow = 0.05, log = () => undefined } = opts;
  // Case robustness (chat text is often all lower-case): add lower-cased copies of a seeded
  // random share of the sentences.
  const lowercaseShare = opts.lowercaseCopies ?? 0;
  const pick = mulberry32(seed ^ 0x5eed);
  const sentences = lowercaseShare
    ? corpus.concat(
        corpus.filter(() => pick() < lowercaseShare).map((s) => ({ ...s, tokens: s.tokens.map((t) => t.toLowerCase()) })),
      )
    : corpus;
  const useGaz = opts.gazetteer ?? true;
  const fold = (s: TaggedSentence, i: number) => (s.doc ?? i) % 2;
  const foldGaz: Gazetteer[] = useGaz
    ? [0, 1].map((k) => buildGazetteer(sentences.filter((s, i) => fold(s, i) !== k)))
    : [];
  const fullGaz: Gazetteer = useGaz ? buildGazetteer(sentences) : new Map();
  const useVocab = opts.oovFeatures ?? true;
  const vocabOf = (ss: TaggedSentence[]) => new Set(ss.flatMap((s) => s.tokens.map((t) => t.toLowerCase())));
  const foldVocab = useVocab ? [0, 1].map((k) => vocabOf(sentences.filter((s, i) => fold(s, i) !== k))) : [];
  const fullVocab = useVocab ? new Set([...vocabOf(sentences)].sort()) : new Set<string>();

  const tagSet = new Set<string>(['O']);
  for (const s of sentences) for (const t of s.tags) tagSet.add(t);
  const tags = [...tagSet].sort((a, b) => (a === 'O' ? -1 : b === 'O' ? 1 : a.slice(2).localeCompare(b.slice(2)) || a.localeCompare(b)));
  const tagIndex = new Map(tags.map((t, i) => [t, i]));

  // Pass 1: count features; pass 2: index the kept ones.
  const counts = new Map<string, number>();
  const collect = (s: TaggedSentence, i: number, visit: (f: string) => number | undefined) =>
    featureIds(s.tokens, useGaz ? foldGaz[fold(s, i)] : undefined, visit, foldVocab[fold(s, i)]);
  sentences.forEach((s, i) =>
    collect(s, i, (f) => {
      counts.set(f, (counts.get(f) ?? 0) + 1);
      return undefined;
    }),
  );
  const index = new Map<string, number>();
  for (const [f, n] of counts) {
    if (n >= minFeatureCount || f.startsWith('w=') || f.startsWith('l=')) index.set(f, index.size);
  }
  log(`ner-${lang}: ${sentences.length} sentences, ${tags.length} tags, ${counts.size} features seen, ${index.size} kept`);
  counts.clear();
  const examples: PerceptronExample[] = sentences.map((s, i) => ({
    featureIds: collect(s, i, (f) => index.get(f)),
    gold: Int32Array.from(s.tags, (t) => tagIndex.get(t) ?? 0),
  }));

  const started = Date.now();
  const { weights, transitions } = trainPerceptron(examples, index.size, tags, {
    epochs,
    seed,
    onEpoch: (e, mistakes, tokens) =>
      log(`  epoch ${e}/${epochs}: ${mistakes} token errors / ${tokens} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });

  // Prune: keep features whose largest |weight| reaches the threshold.
  const Y = tags.length;
  const names: string[] = [];
  for (const [f, row] of index) names[row] = f;
  const kept = new Map<string, number>();
  const keptRows: number[] = [];
  for (let row = 0; row < names.length; row++) {
    let max = 0;
    for (let y = 0; y < Y; y++) max = Math.max(max, Math.abs(weights[row * Y + y]));
    if (max >= pruneBelow) {
      kept.set(names[row], kept.size);
      keptRows.push(row);
    }
  }
  const pruned = new Float32Array(keptRows.length * Y);
  keptRows.forEach((row, k) => pruned.set(weights.subarray(row * Y, row * Y + Y), k * Y));
  log(`ner-${lang}: ${kept.size} of ${names.length} features kept after pruning |w| < ${pruneBelow}`);
  return {
    lang,
    tags,
    features: kept,
    weights: pruned,
    transitions: Float32Array.from(transitions),
    gazetteer: fullGaz,
    vocab: fullVocab,
    meta: { ...opts.meta, epochs, seed, minFeatureCount, pruneBelow, gazetteer: useGaz, oovFeatures: useVocab, lowercaseCopies: lowercaseShare },
  };
}

/** Tags every sentence and scores against its gold tags (conlleval). */
export function evaluateModel(
  model: NerModel,
  sentences: TaggedSentence[],
  map?: (type: string) => string | undefined,
): ConllScore & { tokensPerSecond: number } {
  const allowed = allowedTransitions(model.tags);
  const started = process.hrtime.bigint();
  const predicted = sentences.map((s) => tagWithModel(model, s.tokens, allowed));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const tokens = sentences.reduce((n, s) => n + s.tokens.length, 0);
  return { ...conllEval(sentences.map((s) => s.tags), predicted, map), tokensPerSecond: tokens / seconds };
}
