/** Nearest-rank percentile of an unsorted sample (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 100) / 100;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
