// SQuAD v1.1 scoring (the official evaluate-v1.1.py definitions): normalise, exact match, token F1.

/** Lower-case, strip punctuation, drop the articles a/an/the, collapse white space. */
export function normalizeAnswer(s: string): string {
  let t = s.toLowerCase();
  // Python's string.punctuation (ASCII), as the official script removes.
  t = t.replace(/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g, '');
  t = t.replace(/\b(a|an|the)\b/g, ' ');
  return t.split(/\s+/).filter(Boolean).join(' ');
}

export function exactMatch(prediction: string, gold: string): number {
  return normalizeAnswer(prediction) === normalizeAnswer(gold) ? 1 : 0;
}

export function tokenF1(prediction: string, gold: string): number {
  const p = normalizeAnswer(prediction).split(' ').filter(Boolean);
  const g = normalizeAnswer(gold).split(' ').filter(Boolean);
  if (p.length === 0 || g.length === 0) return p.length === g.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const w of g) counts.set(w, (counts.get(w) ?? 0) + 1);
  let same = 0;
  for (const w of p) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      same++;
      counts.set(w, c - 1);
    }
  }
  if (same === 0) return 0;
  const precision = same / p.length;
  const recall = same / g.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Max of a metric over the gold answers, as SQuAD scores a question. */
export function maxOverGold(metric: (p: string, g: string) => number, prediction: string, golds: string[]): number {
  let best = 0;
  for (const g of golds) best = Math.max(best, metric(prediction, g));
  return best;
}
