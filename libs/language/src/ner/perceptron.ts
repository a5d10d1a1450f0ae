/**
 * Averaged structured perceptron (Collins 2002) over BIO tags with first-order Viterbi
 * decoding: score(y) = Σ_i [Σ_f w(f, y_i) + t(y_{i-1}, y_i)], invalid BIO transitions
 * (I-X not after B-X / I-X) excluded.
 */

/** A trained (or training) linear model over BIO tags. */
export interface LinearModel {
  tags: string[];
  /** Feature string → row index into `weights` (row-major, `tags.length` columns). */
  features: Map<string, number>;
  weights: Float32Array | Float64Array;
  /** (tags.length + 1) × tags.length; row 0 is the sentence start. */
  transitions: Float32Array | Float64Array;
}

/** allowed[(prev + 1) * Y + y]: may tag y follow tag prev (prev = -1: start)? */
export function allowedTransitions(tags: string[]): Uint8Array {
  const Y = tags.length;
  const allowed = new Uint8Array((Y + 1) * Y);
  for (let p = -1; p < Y; p++) {
    for (let y = 0; y < Y; y++) {
      const tag = tags[y];
      let ok = true;
      if (tag.startsWith('I-')) {
        const prev = p < 0 ? 'O' : tags[p];
        ok = prev !== 'O' && prev.slice(2) === tag.slice(2);
      }
      allowed[(p + 1) * Y + y] = ok ? 1 : 0;
    }
  }
  return allowed;
}

/** Viterbi over emission scores `em` (n × Y, row-major). Returns tag indices. */
export function viterbi(
  em: Float64Array,
  n: number,
  Y: number,
  transitions: ArrayLike<number>,
  allowed: Uint8Array,
): Int32Array {
  const path = new Int32Array(n);
  if (!n) return path;
  const score = new Float64Array(n * Y);
  const back = new Int32Array(n * Y);
  for (let y = 0; y < Y; y++) score[y] = allowed[y] ? em[y] + transitions[y] : -Infinity;
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < Y; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < Y; p++) {
        const k = (p + 1) * Y + y;
        if (!allowed[k]) continue;
        const s = score[(i - 1) * Y + p] + transitions[k];
        if (s > best) [best, arg] = [s, p];
      }
      score[i * Y + y] = best + em[i * Y + y];
      back[i * Y + y] = arg;
    }
  }
  let best = -Infinity;
  let arg = 0;
  for (let y = 0; y < Y; y++) {
    if (score[(n - 1) * Y + y] > best) [best, arg] = [score[(n - 1) * Y + y], y];
  }
  path[n - 1] = arg;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * Y + path[i]];
  return path;
}

/** Emission scores for a sentence given its feature rows (-1 = unknown feature). */
export function emissions(featureIds: Int32Array[], weights: ArrayLike<number>, Y: number): Float64Array {
  const em = new Float64Array(featureIds.length * Y);
  for (let i = 0; i < featureIds.length; i++) {
    const ids = featureIds[i];
    const base = i * Y;
    for (let j = 0; j < ids.length; j++) {
      const f = ids[j];
      if (f < 0) continue;
      const row = f * Y;
      for (let y = 0; y < Y; y++) em[base + y] += weights[row + y];
    }
  }
  return em;
}

/** Deterministic PRNG (mulberry32) for seeded shuffles. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PerceptronExample {
  /** Per token: the row indices of its features. */
  featureIds: Int32Array[];
  /** Gold tag index per token. */
  gold: Int32Array;
}

export interface PerceptronOptions {
  epochs: number;
  seed: number;
  onEpoch?: (epoch: number, mistakes: number, tokens: number) => void;
}

/**
 * Trains an averaged structured perceptron. Returns the averaged weights (w − u / c, the
 * usual lazy-averaging trick) and transitions.
 */
export function trainPerceptron(
  examples: PerceptronExample[],
  nFeatures: number,
  tags: string[],
  opts: PerceptronOptions,
): { weights: Float64Array; transitions: Float64Array } {
  const Y = tags.length;
  const allowed = allowedTransitions(tags);
  const w = new Float64Array(nFeatures * Y);
  const u = new Float64Array(nFeatures * Y);
  const t = new Float64Array((Y + 1) * Y);
  const tu = new Float64Array((Y + 1) * Y);
  let c = 1;
  const rand = mulberry32(opts.seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let mistakes = 0;
    let tokens = 0;
    for (const idx of order) {
      const ex = examples[idx];
      const n = ex.gold.length;
      tokens += n;
      const pred = viterbi(emissions(ex.featureIds, w, Y), n, Y, t, allowed);
      for (let i = 0; i < n; i++) {
        const g = ex.gold[i];
        const p = pred[i];
        const gPrev = i ? ex.gold[i - 1] + 1 : 0;
        const pPrev = i ? pred[i - 1] + 1 : 0;
        if (g !== p) {
          mistakes += 1;
          for (const f of ex.featureIds[i]) {
            if (f < 0) continue;
            w[f * Y + g] += 1;
            u[f * Y + g] += c;
            w[f * Y + p] -= 1;
            u[f * Y + p] -= c;
          }
        }
        if (g !== p || gPrev !== pPrev) {
          t[gPrev * Y + g] += 1;
          tu[gPrev * Y + g] += c;
          t[pPrev * Y + p] -= 1;
          tu[pPrev * Y + p] -= c;
        }
      }
      c += 1;
    }
    opts.onEpoch?.(epoch, mistakes, tokens);
  }
  for (let k = 0; k < w.length; k++) w[k] -= u[k] / c;
  for (let k = 0; k < t.length; k++) t[k] -= tu[k] / c;
  return { weights: w, transitions: t };
}
