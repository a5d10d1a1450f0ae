/**
 * Microsoft Recognizers-Text runs hundreds of regular expressions over whatever it is given, so
 * its cost grows with the length of the text, not with what is found. Showing it only the words
 * around cue matches (a number, a month name...) gives the same answers for a fraction of the
 * time; each caller checks that on running text (see `npm run eval -- datetime`).
 */

export interface Span {
  start: number;
  /** End exclusive. */
  end: number;
}

const WORD = /\S+/g;

/**
 * Windows of `text` around every match of `cue` (a global regex): `words` whitespace-separated
 * words either side of the match, windows that overlap or touch merged; in order, empty when
 * nothing matches. Windows start and end at word boundaries.
 */
export function windowsAround(text: string, cue: RegExp, words: number): Span[] {
  cue.lastIndex = 0;
  if (!cue.test(text)) return [];
  const bounds: Span[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) bounds.push({ start: m.index, end: m.index + m[0].length });
  const wordAt = (pos: number) => {
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bounds[mid].end <= pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ranges: { from: number; to: number }[] = [];
  cue.lastIndex = 0;
  for (let m = cue.exec(text); m; m = cue.exec(text)) {
    if (m[0].length === 0) {
      cue.lastIndex++;
      continue;
    }
    const from = Math.max(0, wordAt(m.index) - words);
    const to = Math.min(bounds.length - 1, wordAt(m.index + m[0].length - 1) + words);
    const last = ranges[ranges.length - 1];
    if (last && from <= last.to + 1) last.to = Math.max(last.to, to);
    else ranges.push({ from, to });
  }
  return ranges.map((r) => ({ start: bounds[r.from].start, end: bounds[r.to].end }));
}

/** `recognize` run on each window of `text`, the results' `start`/`end` moved to offsets in `text`. */
export function recognizeInWindows<T extends { start: number; end: number }>(text: string, windows: Span[], recognize: (piece: string) => T[]): T[] {
  return windows.flatMap((w) => recognize(text.slice(w.start, w.end)).map((r) => ({ ...r, start: r.start + w.start, end: r.end + w.start })));
}
