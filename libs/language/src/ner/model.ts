import { gunzipSync, gzipSync } from 'fflate';
import { normalizeToken, sentenceFeatures, wordFeatures } from './features';
import { type Gazetteer, matchGazetteer } from './gazetteer';
import { allowedTransitions, emissions, type LinearModel, viterbi } from './perceptron';

/** A trained entity tagger: linear model, gazetteer, metadata. */
export interface NerModel extends LinearModel {
  lang: string;
  gazetteer: Gazetteer;
  /** Lower-cased training vocabulary (for the out-of-vocabulary features); empty = not used. */
  vocab: Set<string>;
  /** Free-form provenance (data, licence, options, scores) stored with the model. */
  meta: Record<string, unknown>;
}

const MAGIC = 'parley-ner/1';

/** Feature rows of a sentence for a model (-1 for features the model does not know). */
export function featureIds(
  tokens: string[],
  gazetteer: Gazetteer | undefined,
  lookup: (feature: string) => number | undefined,
  vocab?: ReadonlySet<string>,
): Int32Array[] {
  const gaz = gazetteer ? matchGazetteer(tokens, gazetteer) : undefined;
  return sentenceFeatures(tokens, gaz, vocab?.size ? vocab : undefined).map((fs) => {
    const ids = new Int32Array(fs.length);
    for (let j = 0; j < fs.length; j++) ids[j] = lookup(fs[j]) ?? -1;
    return ids;
  });
}

const WORD_CACHE_LIMIT = 100_000;
const wordCaches = new WeakMap<NerModel, Map<string, Int32Array>>();

/**
 * featureIds for tagging with a model: the word-intrinsic features (identity, shape, affixes)
 * of each distinct word are looked up once and cached per model.
 */
function modelFeatureIds(model: NerModel, tokens: string[]): Int32Array[] {
  let cache = wordCaches.get(model);
  if (!cache) wordCaches.set(model, (cache = new Map()));
  const gaz = matchGazetteer(tokens, model.gazetteer);
  const context = sentenceFeatures(tokens, gaz, model.vocab.size ? model.vocab : undefined, false);
  return context.map((fs, i) => {
    let own = cache.get(tokens[i]);
    if (!own) {
      if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
      own = Int32Array.from(wordFeatures(normalizeToken(tokens[i])), (f) => model.features.get(f) ?? -1);
      cache.set(tokens[i], own);
    }
    const ids = new Int32Array(own.length + fs.length);
    ids.set(own);
    for (let j = 0; j < fs.length; j++) ids[own.length + j] = model.features.get(fs[j]) ?? -1;
    return ids;
  });
}

/** BIO tags for a tokenised sentence. */
export function tagWithModel(model: NerModel, tokens: string[], allowed = allowedTransitions(model.tags)): string[] {
  if (!tokens.length) return [];
  const Y = model.tags.length;
  const ids = modelFeatureIds(model, tokens);
  const path = viterbi(emissions(ids, model.weights, Y), tokens.length, Y, model.transitions, allowed);
  return Array.from(path, (y) => model.tags[y]);
}

/**
 * Binary form, gzip-compressed: u32 header length, JSON header (tags, gazetteer, meta),
 * u32 feature-list length, '\n'-joined feature strings, padding to 4, Float32 weights
 * (features × tags) then Float32 transitions ((tags + 1) × tags). Little-endian.
 */
export function serializeModel(model: NerModel): Uint8Array {
  const enc = new TextEncoder();
  const byType: Record<string, string[]> = {};
  for (const [phrase, type] of model.gazetteer) (byType[type] ??= []).push(phrase);
  const header = enc.encode(
    JSON.stringify({
      format: MAGIC,
      lang: model.lang,
      tags: model.tags,
      gazetteer: byType,
      vocab: [...model.vocab],
      meta: model.meta,
    }),
  );
  const names = new Array<string>(model.features.size);
  for (const [name, row] of model.features) names[row] = name;
  const featureText = enc.encode(names.join('\n'));
  const Y = model.tags.length;
  const pad = (n: number) => (4 - (n % 4)) % 4;
  const headLen = 4 + header.length + 4 + featureText.length;
  const total = headLen + pad(headLen) + 4 * (names.length * Y + (Y + 1) * Y);
  const buf = new Uint8Array(total);
  const view = new DataView(buf.buffer);
  let o = 0;
  view.setUint32(o, header.length, true);
  buf.set(header, (o += 4));
  view.setUint32((o += header.length), featureText.length, true);
  buf.set(featureText, (o += 4));
  o += featureText.length + pad(headLen);
  const floats = new Float32Array(buf.buffer, o, names.length * Y + (Y + 1) * Y);
  floats.set(model.weights.subarray(0, names.length * Y));
  floats.set(model.transitions, names.length * Y);
  return gzipSync(buf, { level: 9, mtime: 0 });
}

export function deserializeModel(data: Uint8Array): NerModel {
  const buf = gunzipSync(data);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const dec = new TextDecoder();
  let o = 0;
  const headerLen = view.getUint32(o, true);
  const header = JSON.parse(dec.decode(buf.subarray((o += 4), o + headerLen)));
  if (header.format !== MAGIC) throw new Error(`not a ${MAGIC} model`);
  const featLen = view.getUint32((o += headerLen), true);
  const featureText = dec.decode(buf.subarray((o += 4), o + featLen));
  o += featLen;
  o += (4 - (o % 4)) % 4;
  const names = featureText ? featureText.split('\n') : [];
  const features = new Map<string, number>();
  for (let i = 0; i < names.length; i++) features.set(names[i], i);
  const tags: string[] = header.tags;
  const Y = tags.length;
  const floats = new Float32Array(buf.buffer.slice(buf.byteOffset + o, buf.byteOffset + o + 4 * (names.length * Y + (Y + 1) * Y)));
  const gazetteer: Gazetteer = new Map();
  for (const [type, phrases] of Object.entries(header.gazetteer as Record<string, string[]>)) {
    for (const p of phrases) gazetteer.set(p, type);
  }
  return {
    lang: header.lang,
    tags,
    features,
    weights: floats.subarray(0, names.length * Y),
    transitions: floats.subarray(names.length * Y),
    gazetteer,
    vocab: new Set<string>(header.vocab ?? []),
    meta: header.meta ?? {},
  };
}
