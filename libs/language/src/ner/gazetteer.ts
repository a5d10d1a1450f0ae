import { spans } from './conlleval';
import type { TaggedSentence } from './corpus';
import { normalizeToken } from './features';

/** Lower-cased entity strings (tokens joined by one space) → entity type. */
export type Gazetteer = Map<string, string>;

export const GAZETTEER_MAX_TOKENS = 6;

/**
 * Builds a gazetteer from tagged (BIO) sentences: every entity string seen at least
 * `minCount` times whose most frequent type accounts for at least `purity` of its uses.
 */
export function buildGazetteer(sentences: TaggedSentence[], minCount = 1, purity = 0.6): Gazetteer {
  const counts = new Map<string, Map<string, number>>();
  for (const s of sentences) {
    for (const span of spans(s.tags)) {
      if (span.end - span.start > GAZETTEER_MAX_TOKENS) continue;
      const key = s.tokens.slice(span.start, span.end).join(' ').toLowerCase();
      let byType = counts.get(key);
      if (!byType) counts.set(key, (byType = new Map()));
      byType.set(span.type, (byType.get(span.type) ?? 0) + 1);
    }
  }
  const out: Gazetteer = new Map();
  for (const [key, byType] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let total = 0;
    let best = '';
    let bestN = 0;
    for (const [type, n] of byType) {
      total += n;
      if (n > bestN || (n === bestN && type < best)) [best, bestN] = [type, n];
    }
    if (total >= minCount && bestN / total >= purity) out.set(key, best);
  }
  return out;
}

/**
 * Gazetteer matches over a sentence, longest match first, left to right: one BIO-style
 * tag per token (`B-PER`, `I-PER`) or '' where nothing matched.
 */
export function matchGazetteer(tokens: string[], gaz: Gazetteer): string[] {
  const out = new Array<string>(tokens.length).fill('');
  if (!gaz.size) return out;
  const lower = tokens.map((t) => normalizeToken(t).toLowerCase());
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    let type = '';
    let key = '';
    for (let n = 1; n <= GAZETTEER_MAX_TOKENS && i + n <= tokens.length; n++) {
      key = n === 1 ? lower[i] : `${key} ${lower[i + n - 1]}`;
      const t = gaz.get(key);
      if (t) [matched, type] = [n, t];
    }
    if (matched) {
      // A single lower-case common word is more often not the entity (e.g. "may", "turkey").
      if (!(matched === 1 && tokens[i] === lower[i] && /^\p{L}/u.test(tokens[i]))) {
        for (let k = 0; k < matched; k++) out[i + k] = `${k ? 'I' : 'B'}-${type}`;
      }
      i += matched;
    } else {
      i += 1;
    }
  }
  return out;
}
