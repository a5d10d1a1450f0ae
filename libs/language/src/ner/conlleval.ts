/** An entity span over token positions: tokens [start, end) of type `type`. */
export interface Span {
  start: number;
  end: number;
  type: string;
}

/**
 * Entity spans of a tag sequence, read the way conlleval reads it: a chunk starts at B-X, at
 * I-X after O or after a different type, and ends before O, B-*, or a different type.
 * Works for BIO and IOB1 alike.
 */
export function spans(tags: string[]): Span[] {
  const out: Span[] = [];
  let cur: Span | undefined;
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    const prefix = tag === 'O' ? 'O' : tag.slice(0, 1);
    const type = tag === 'O' ? '' : tag.slice(2);
    const startsNew = prefix === 'B' || (prefix !== 'O' && (!cur || cur.type !== type));
    if (cur && (prefix === 'O' || startsNew)) {
      cur.end = i;
      out.push(cur);
      cur = undefined;
    }
    if (startsNew) cur = { start: i, end: i + 1, type };
  }
  if (cur) {
    cur.end = tags.length;
    out.push(cur);
  }
  return out;
}

export interface ClassScore {
  precision: number;
  recall: number;
  f1: number;
  gold: number;
  predicted: number;
  correct: number;
}

export interface ConllScore extends ClassScore {
  perClass: Record<string, ClassScore>;
  tokenAccuracy: number;
}

function score(correct: number, gold: number, predicted: number): ClassScore {
  const precision = predicted ? correct / predicted : 0;
  const recall = gold ? correct / gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, gold, predicted, correct };
}

/**
 * conlleval: entity-level exact-span micro precision / recall / F1 over sentences, plus the
 * same per entity type. `map` optionally renames (or, returning undefined/'O', drops) types.
 */
export function conllEval(
  gold: string[][],
  predicted: string[][],
  map: (type: string) => string | undefined = (t) => t,
): ConllScore {
  if (gold.length !== predicted.length) throw new Error('conllEval: sentence counts differ');
  const counts = new Map<string, { gold: number; predicted: number; correct: number }>();
  const bucket = (t: string) => {
    let c = counts.get(t);
    if (!c) counts.set(t, (c = { gold: 0, predicted: 0, correct: 0 }));
    return c;
  };
  let tokens = 0;
  let tokensRight = 0;
  const mapped = (s: Span[]) =>
    s.flatMap((x) => {
      const type = map(x.type);
      return type && type !== 'O' ? [{ ...x, type }] : [];
    });
  for (let i = 0; i < gold.length; i++) {
    if (gold[i].length !== predicted[i].length) throw new Error(`conllEval: sentence ${i} lengths differ`);
    for (let j = 0; j < gold[i].length; j++) {
      tokens += 1;
      if (gold[i][j] === predicted[i][j]) tokensRight += 1;
    }
    const g = mapped(spans(gold[i]));
    const p = mapped(spans(predicted[i]));
    const key = (s: Span) => `${s.start}:${s.end}:${s.type}`;
    const goldKeys = new Set(g.map(key));
    for (const s of g) bucket(s.type).gold += 1;
    for (const s of p) {
      bucket(s.type).predicted += 1;
      if (goldKeys.has(key(s))) bucket(s.type).correct += 1;
    }
  }
  let c = 0;
  let gTotal = 0;
  let pTotal = 0;
  const perClass: Record<string, ClassScore> = {};
  for (const [type, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    perClass[type] = score(n.correct, n.gold, n.predicted);
    c += n.correct;
    gTotal += n.gold;
    pTotal += n.predicted;
  }
  return { ...score(c, gTotal, pTotal), perClass, tokenAccuracy: tokens ? tokensRight / tokens : 0 };
}
