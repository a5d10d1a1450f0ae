import { addDays, hms, isoDate, pad, validDate, ymd } from './format';
import type { DateLexicon, DayPart } from './lexicon';
import type { DateTimeItem, DateTimeValue } from './types';

/**
 * Rule-based date/time recogniser for languages Recognizers-Text does not cover. Finds ISO
 * dates, day-first numeric dates, month-name dates, month + year, weekday names, relative day
 * words, clock times, and date + time pairs; grounds them against the reference time (local
 * date parts) and returns items in the Recognizers-Text DateTimeV2 shape.
 */

/** A date under construction: its timex and the concrete dates it may mean. */
interface DatePart {
  timex: string;
  dates: string[];
}
interface TimePart {
  h: number;
  m: number;
  s: number;
  withMinutes: boolean;
  /** The raw hour as written, and whether a day part (am/pm, "sore") already placed it. */
  rawHour: number;
  placed: boolean;
}
interface Candidate {
  start: number;
  end: number; // exclusive
  date?: DatePart;
  time?: TimePart;
  range?: DateTimeValue;
  weekday?: boolean;
  /** A day-part word ("pagi", "odpoledne"), alone or after a date. */
  part?: DayPart;
}

/** Day part → Recognizers-Text part-of-day timex and its hours. */
const PART_OF_DAY: Record<DayPart, { timex: string; start: string; end: string }> = {
  am: { timex: 'MO', start: '08:00:00', end: '12:00:00' },
  noon: { timex: 'AF', start: '12:00:00', end: '16:00:00' },
  pm: { timex: 'AF', start: '12:00:00', end: '16:00:00' },
  night: { timex: 'NI', start: '20:00:00', end: '23:59:59' },
};

const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';
/** Stricter bounds for digit-and-separator shapes, so parts of IPs or versions do not match. */
const NB = '(?<![\\p{L}\\p{N}_./:-])';
const NE = '(?![\\p{L}\\p{N}_]|[./:-]\\d)';

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
function alternation(forms: string[]): string {
  if (forms.length === 0) return '(?!)';
  return [...new Set(forms.map((f) => f.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
}
function lookup(table: string[][], word: string): number {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  return table.findIndex((forms) => forms.some((f) => f.toLowerCase() === w));
}
function lookupRecord<T>(record: Record<string, T>, word: string): T | undefined {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  for (const [k, v] of Object.entries(record)) if (k.toLowerCase() === w) return v;
  return undefined;
}

interface Compiled {
  lex: DateLexicon;
  iso: RegExp;
  numeric: RegExp;
  yearless: RegExp;
  dayMonth: RegExp;
  monthDay: RegExp;
  monthYear: RegExp;
  weekday: RegExp;
  relative: RegExp;
  time: RegExp;
  dayPart: RegExp;
  modified?: RegExp;
  offset?: RegExp;
  joinDateTime: RegExp;
  joinTimeDate: RegExp;
  joinWeekdayDate: RegExp;
}

const cache = new Map<DateLexicon, Compiled>();

function compile(lex: DateLexicon): Compiled {
  const cached = cache.get(lex);
  if (cached) return cached;
  const month = alternation(lex.months.flat());
  const dayPrefix = lex.dayPrefixes.length ? `(?:(?:${alternation(lex.dayPrefixes)})\\s*)?` : '';
  const yearPrefix = lex.yearPrefixes.length ? `(?:(?:${alternation(lex.yearPrefixes)})\\s+)?` : '';
  const year = `(?:\\s*,?\\s*${yearPrefix}(\\d{4})${E}\\.?)?`;
  const strong = lex.timePrefixes.length ? `(?<strong>(?:${alternation(lex.timePrefixes)})\\s*-?\\s*)` : '(?<strong>(?!))';
  const weak = lex.weakTimePrefixes?.length ? `(?<weak>(?:${alternation(lex.weakTimePrefixes)})\\s+)` : '(?<weak>(?!))';
  const hourWord = lex.hourWords.length
    ? `(?:\\s*(?<hourWord>${alternation(lex.hourWords)})${E}(?:\\s*(?<wordMinutes>\\d{1,2})${E}(?:\\s*(?:${alternation(lex.minuteWords)})${E})?)?)?`
    : '(?<hourWord>(?!))?(?<wordMinutes>(?!))?';
  const dayPart = `(?:\\s*(?<part>${alternation(Object.keys(lex.dayParts))})(?![\\p{L}\\p{N}_]))?`;
  const partWords = Object.keys(lex.dayParts).filter((w) => !/^[ap]\.?m\.?$/.test(w));
  const joiners = lex.joiners.length ? `(?:(?:${alternation(lex.joiners)})\\s+)?` : '';
  const compiled: Compiled = {
    lex,
    iso: new RegExp(`${NB}(\\d{4})-(\\d{1,2})-(\\d{1,2})(?:[T ](\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?${NE}`, 'gu'),
    numeric: new RegExp(`${NB}(\\d{1,2})([./-])\\s?(\\d{1,2})\\2\\s?(\\d{4}|\\d{2})${NE}`, 'gu'),
    // Without a year only when unambiguous: after a day word ("ngày 17/8", "tanggal 17/8") or
    // written with both dots ("17. 8.", Czech/Croatian style).
    yearless: new RegExp(
      `${lex.dayPrefixes.length ? `${B}(?:${alternation(lex.dayPrefixes)})\\s*(\\d{1,2})[./-](\\d{1,2})${NE}|` : ''}${lex.dottedDayMonth ? `${NB}(\\d{1,2})\\.\\s?(\\d{1,2})\\.(?!\\s?\\d)` : '(?!)'}`,
      'giu',
    ),
    dayMonth: new RegExp(
      `${B}${dayPrefix}(\\d{1,2})(?:\\.|-?(?:st|nd|rd|th))?\\s*(?:(?:ng|de|of)\\s+)?(${month})${E}${year}`,
      'giu',
    ),
    monthDay: new RegExp(`${B}(${month})\\s+(\\d{1,2})(?:st|nd|rd|th)?${E}${year}`, 'giu'),
    monthYear: new RegExp(`${B}(${month})\\s*,?\\s*${yearPrefix}(\\d{4})${E}`, 'giu'),
    weekday: new RegExp(`${B}(${alternation(lex.weekdays.flat())})${E}`, 'giu'),
    relative: new RegExp(`${B}(${alternation(Object.keys(lex.relativeDays))})${E}`, 'giu'),
    time: new RegExp(
      `(?:${B}${strong}|${B}${weak}|${NB})(?<hour>\\d{1,2})(?:\\s?(?<sep>[:.hH])\\s?(?<minutes>\\d{2})(?::(?<seconds>\\d{2}))?)?${hourWord}${dayPart}${NE}`,
      'giu',
    ),
    dayPart: new RegExp(`${B}(${alternation(partWords)})${E}`, 'giu'),
    modified: modifiedPattern(lex),
    offset: offsetPattern(lex),
    joinDateTime: new RegExp(`^\\.?\\s*,?\\s*${joiners}$`, 'iu'),
    joinTimeDate: new RegExp(`^\\s*,?\\s*$`, 'u'),
    joinWeekdayDate: new RegExp(`^\\s*,?\\s*$`, 'u'),
  };
  cache.set(lex, compiled);
  return compiled;
}

function modifierWords(lex: DateLexicon, side: 'before' | 'after'): string[] {
  const m = lex.modifiers;
  return m ? [...m.next[side], ...m.last[side], ...m.this[side]] : [];
}

/** "<modifier> <weekday|unit>" or "<weekday|unit> <modifier>". */
function modifiedPattern(lex: DateLexicon): RegExp | undefined {
  if (!lex.modifiers) return undefined;
  const heads = [...lex.weekdays.flat(), ...(lex.units ? [...lex.units.week, ...lex.units.month, ...lex.units.year] : [])];
  const before = modifierWords(lex, 'before');
  const after = modifierWords(lex, 'after');
  return new RegExp(
    `${B}(?:(?<before>${alternation(before)})\\s+)?(?<head>${alternation(heads)})(?:\\s+(?<after>${alternation(after)}))?${E}`,
    'giu',
  );
}

/** "<ago|later> N <unit>" or "N <unit> <ago|later>". */
function offsetPattern(lex: DateLexicon): RegExp | undefined {
  const o = lex.offsets;
  const u = lex.countUnits;
  if (!o || !u) return undefined;
  return new RegExp(
    `${B}(?:(?<before>${alternation([...o.ago.before, ...o.later.before])})\\s+)?(?<count>\\d{1,3})\\s*(?<unit>${alternation([...u.day, ...u.week, ...u.month, ...u.year])})(?:\\s+(?<after>${alternation([...o.ago.after, ...o.later.after])}))?${E}`,
    'giu',
  );
}

function offsetCandidate(lex: DateLexicon, g: Record<string, string | undefined>, ref: Date): Omit<Candidate, 'start' | 'end'> | undefined {
  if ((g.before === undefined) === (g.after === undefined)) return undefined; // exactly one
  const same = (list: string[], w: string) => list.some((f) => f.toLowerCase() === w.toLowerCase().replace(/\s+/g, ' '));
  const o = lex.offsets!;
  const u = lex.countUnits!;
  const word = (g.before ?? g.after)!;
  const side = g.before !== undefined ? 'before' : 'after';
  const sign = same(o.ago[side], word) ? -1 : same(o.later[side], word) ? 1 : 0;
  const n = Number(g.count) * sign;
  if (!sign) return undefined;
  const unit = g.unit!;
  let d: Date;
  if (same(u.day, unit)) d = addDays(ref, n);
  else if (same(u.week, unit)) d = addDays(ref, 7 * n);
  else if (same(u.month, unit) || same(u.year, unit)) {
    const months = same(u.month, unit) ? n : 12 * n;
    const target = new Date(ref.getFullYear(), ref.getMonth() + months, 1);
    const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    d = new Date(target.getFullYear(), target.getMonth(), Math.min(ref.getDate(), last));
  } else return undefined;
  const s = isoDate(d);
  return { date: { timex: s, dates: [s] } };
}

function modifierKind(lex: DateLexicon, word: string, side: 'before' | 'after'): 'next' | 'last' | 'this' | undefined {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  for (const kind of ['next', 'last', 'this'] as const) {
    if (lex.modifiers?.[kind][side].some((f) => f.toLowerCase() === w)) return kind;
  }
  return undefined;
}

/** ISO week label (`2024-W18`) of a date. */
function isoWeek(d: Date): string {
  const t = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const day = (t.getUTCDay() + 6) % 7;
  t.setUTCDate(t.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(t.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((t.getTime() - firstThursday.getTime()) / 86400000 / 7 - ((firstThursday.getUTCDay() + 6) % 7 - 3) / 7);
  return `${t.getUTCFullYear()}-W${pad(week)}`;
}

function modifiedCandidate(
  lex: DateLexicon,
  head: string,
  kind: 'next' | 'last' | 'this',
  ref: Date,
): Omit<Candidate, 'start' | 'end'> | undefined {
  const step = kind === 'next' ? 1 : kind === 'last' ? -1 : 0;
  const h = head.toLowerCase().replace(/\s+/g, ' ');
  const is = (forms: string[] | undefined) => !!forms?.some((f) => f.toLowerCase() === h);
  if (is(lex.units?.week)) {
    const monday = addDays(ref, -((ref.getDay() + 6) % 7) + 7 * step);
    return { range: { timex: isoWeek(monday), type: 'daterange', start: isoDate(monday), end: isoDate(addDays(monday, 7)) } };
  }
  if (is(lex.units?.month)) {
    const first = new Date(ref.getFullYear(), ref.getMonth() + step, 1);
    const next = new Date(first.getFullYear(), first.getMonth() + 1, 1);
    return { range: { timex: isoDate(first).slice(0, 7), type: 'daterange', start: isoDate(first), end: isoDate(next) } };
  }
  if (is(lex.units?.year)) {
    const y = ref.getFullYear() + step;
    return { range: { timex: pad(y, 4), type: 'daterange', start: ymd(y, 1, 1), end: ymd(y + 1, 1, 1) } };
  }
  const wd = lookup(lex.weekdays, head);
  if (wd < 0) return undefined;
  const refDay = (ref.getDay() + 6) % 7;
  let delta: number;
  if (kind === 'this') delta = wd - refDay;
  else if (kind === 'next') delta = (wd - refDay + 7) % 7 || 7;
  else delta = -((refDay - wd + 7) % 7 || 7);
  const s = isoDate(addDays(ref, delta));
  return { date: { timex: s, dates: [s] } };
}

function exactDate(y: number, m: number, d: number): DatePart | undefined {
  if (!validDate(y, m, d)) return undefined;
  const s = ymd(y, m, d);
  return { timex: s, dates: [s] };
}

/** A day and month without a year: the last occurrence before the reference date and the next. */
function yearlessDate(m: number, d: number, ref: Date): DatePart | undefined {
  if (!validDate(2000, m, d)) return undefined;
  const today = isoDate(ref);
  let y = ref.getFullYear();
  if (!validDate(y, m, d) || ymd(y, m, d) < today) y += 1;
  while (!validDate(y, m, d)) y += 1;
  let py = y - 1;
  while (!validDate(py, m, d)) py -= 1;
  return { timex: `XXXX-${pad(m)}-${pad(d)}`, dates: [ymd(py, m, d), ymd(y, m, d)] };
}

function weekdayDate(index: number, ref: Date): DatePart {
  const refDay = (ref.getDay() + 6) % 7; // Monday = 0
  const ahead = (index - refDay + 7) % 7;
  const next = addDays(ref, ahead);
  return { timex: `XXXX-WXX-${index + 1}`, dates: [isoDate(addDays(next, -7)), isoDate(next)] };
}

function year4(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

function applyDayPart(h: number, part: DayPart | undefined): number {
  switch (part) {
    case 'am':
      return h === 12 ? 0 : h;
    case 'pm':
      return h < 12 ? h + 12 : h;
    case 'noon':
      return h >= 1 && h <= 6 ? h + 12 : h;
    case 'night':
      if (h === 12) return 0;
      return h >= 6 && h < 12 ? h + 12 : h;
    default:
      return h;
  }
}

function findCandidates(text: string, c: Compiled, ref: Date): Candidate[] {
  const out: Candidate[] = [];
  const add = (m: RegExpExecArray, fields: Omit<Candidate, 'start' | 'end'>, end = m.index + m[0].length) => {
    out.push({ start: m.index, end, ...fields });
  };
  for (const m of text.matchAll(c.iso)) {
    const date = exactDate(+m[1], +m[2], +m[3]);
    if (!date) continue;
    if (m[4] !== undefined) {
      const h = +m[4];
      const min = +m[5];
      const s = m[6] !== undefined ? +m[6] : 0;
      if (h > 23 || min > 59 || s > 59) continue;
      add(m, { date, time: { h, m: min, s, withMinutes: true, rawHour: h, placed: true } });
    } else add(m, { date });
  }
  for (const m of text.matchAll(c.numeric)) {
    const date = exactDate(year4(m[4]), +m[3], +m[1]);
    if (date) add(m, { date });
  }
  for (const m of text.matchAll(c.yearless)) {
    const day = +(m[1] ?? m[3]);
    const month = +(m[2] ?? m[4]);
    const date = yearlessDate(month, day, ref);
    // The closing dot of "17. 8." is punctuation, not part of the date.
    if (date) add(m, { date }, m.index + m[0].replace(/\.$/, '').length);
  }
  for (const m of text.matchAll(c.dayMonth)) {
    const month = lookup(c.lex.months, m[2]) + 1;
    const date = m[3] ? exactDate(+m[3], month, +m[1]) : yearlessDate(month, +m[1], ref);
    if (date) add(m, { date }, m.index + m[0].replace(/\.$/, '').length);
  }
  for (const m of text.matchAll(c.monthDay)) {
    const month = lookup(c.lex.months, m[1]) + 1;
    const date = m[3] ? exactDate(+m[3], month, +m[2]) : yearlessDate(month, +m[2], ref);
    if (date) add(m, { date }, m.index + m[0].replace(/\.$/, '').length);
  }
  for (const m of text.matchAll(c.monthYear)) {
    const month = lookup(c.lex.months, m[1]) + 1;
    const y = +m[2];
    const next = month === 12 ? ymd(y + 1, 1, 1) : ymd(y, month + 1, 1);
    add(m, { range: { timex: `${pad(y, 4)}-${pad(month)}`, type: 'daterange', start: ymd(y, month, 1), end: next } });
  }
  const capitalisedOnly = new Set((c.lex.capitalisedOnly ?? []).map((f) => f.toLowerCase()));
  for (const m of text.matchAll(c.weekday)) {
    if (capitalisedOnly.has(m[1].toLowerCase()) && m[1][0] === m[1][0].toLowerCase()) continue;
    add(m, { date: weekdayDate(lookup(c.lex.weekdays, m[1]), ref), weekday: true });
  }
  if (c.modified) {
    for (const m of text.matchAll(c.modified)) {
      const g = m.groups ?? {};
      if ((g.before === undefined) === (g.after === undefined)) continue; // exactly one modifier
      const kind = g.before !== undefined ? modifierKind(c.lex, g.before, 'before') : modifierKind(c.lex, g.after, 'after');
      const cand = kind && modifiedCandidate(c.lex, g.head, kind, ref);
      if (cand) add(m, cand);
    }
  }
  if (c.offset) {
    for (const m of text.matchAll(c.offset)) {
      const cand = offsetCandidate(c.lex, m.groups ?? {}, ref);
      if (cand) add(m, cand);
    }
  }
  for (const m of text.matchAll(c.relative)) {
    const offset = lookupRecord(c.lex.relativeDays, m[1]);
    if (offset === undefined) continue;
    const s = isoDate(addDays(ref, offset));
    add(m, { date: { timex: s, dates: [s] } });
  }
  for (const m of text.matchAll(c.time)) {
    const g = m.groups ?? {};
    const dayPart = g.part ? lookupRecord(c.lex.dayParts, g.part) : undefined;
    const hasHourWord = g.hourWord !== undefined;
    const accepted =
      g.sep === ':' ||
      (g.sep !== undefined && /h/i.test(g.sep)) ||
      g.strong !== undefined ||
      (g.weak !== undefined && g.sep !== undefined) ||
      dayPart !== undefined ||
      hasHourWord;
    if (!accepted) continue;
    const raw = +g.hour;
    let h = raw;
    const min = g.minutes !== undefined ? +g.minutes : g.wordMinutes !== undefined ? +g.wordMinutes : 0;
    const sec = g.seconds !== undefined ? +g.seconds : 0;
    if (h > 24 || min > 59 || sec > 59 || (dayPart && h > 12 && dayPart !== 'night' && dayPart !== 'pm')) continue;
    if (h === 24) h = 0;
    h = applyDayPart(h, dayPart);
    const start = m.index + (g.weak?.length ?? 0);
    out.push({
      start,
      end: m.index + m[0].length,
      time: { h, m: min, s: sec, withMinutes: g.minutes !== undefined || g.wordMinutes !== undefined, rawHour: raw, placed: dayPart !== undefined },
    });
  }
  for (const m of text.matchAll(c.dayPart)) {
    const part = lookupRecord(c.lex.dayParts, m[1]);
    if (part) add(m, { part });
  }
  return out;
}

/** Longest match wins; then earliest. */
function selectNonOverlapping(cands: Candidate[]): Candidate[] {
  const sorted = [...cands].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const picked: Candidate[] = [];
  for (const cand of sorted) {
    if (picked.every((p) => cand.end <= p.start || cand.start >= p.end)) picked.push(cand);
  }
  return picked.sort((a, b) => a.start - b.start);
}

function merge(text: string, items: Candidate[], c: Compiled): Candidate[] {
  const out: Candidate[] = [];
  for (const cur of items) {
    const prev = out[out.length - 1];
    if (prev) {
      const gap = text.slice(prev.end, cur.start);
      if (prev.weekday && cur.date && !cur.weekday && !cur.time && c.joinWeekdayDate.test(gap)) {
        out[out.length - 1] = { ...cur, start: prev.start };
        continue;
      }
      if (prev.date && !prev.time && !prev.part && cur.part && !cur.date && !cur.time && /^\s*$/.test(gap)) {
        out[out.length - 1] = { ...prev, end: cur.end, part: cur.part };
        continue;
      }
      if (prev.date && !prev.time && cur.time && !cur.date && c.joinDateTime.test(gap)) {
        const time = prev.part && !cur.time.placed ? { ...cur.time, h: applyDayPart(cur.time.rawHour, prev.part), placed: true } : cur.time;
        out[out.length - 1] = { start: prev.start, end: cur.end, date: prev.date, time };
        continue;
      }
      if (prev.time && !prev.date && cur.date && !cur.time && c.joinTimeDate.test(gap)) {
        out[out.length - 1] = { start: prev.start, end: cur.end, date: cur.date, time: prev.time };
        continue;
      }
    }
    out.push(cur);
  }
  // A day-part word on its own is not reported.
  return out.filter((cand) => cand.date || cand.time || cand.range);
}

function toItem(text: string, cand: Candidate): DateTimeItem {
  let typeName: string;
  let values: DateTimeValue[];
  if (cand.range) {
    typeName = 'daterange';
    values = [cand.range];
  } else if (cand.date && cand.time) {
    const t = cand.time;
    const tx = t.withMinutes ? `T${pad(t.h)}:${pad(t.m)}` : `T${pad(t.h)}`;
    typeName = 'datetime';
    values = cand.date.dates.map((d) => ({
      timex: cand.date!.timex + tx,
      type: 'datetime',
      value: `${d} ${hms(t.h, t.m, t.s)}`,
    }));
  } else if (cand.date && cand.part) {
    const pod = PART_OF_DAY[cand.part];
    typeName = 'datetimerange';
    values = cand.date.dates.map((d) => ({
      timex: `${cand.date!.timex}T${pod.timex}`,
      type: 'datetimerange',
      start: `${d} ${pod.start}`,
      end: `${d} ${pod.end}`,
    }));
  } else if (cand.date) {
    typeName = 'date';
    values = cand.date.dates.map((d) => ({ timex: cand.date!.timex, type: 'date', value: d }));
  } else {
    const t = cand.time!;
    typeName = 'time';
    values = [{ timex: t.withMinutes ? `T${pad(t.h)}:${pad(t.m)}` : `T${pad(t.h)}`, type: 'time', value: hms(t.h, t.m, t.s) }];
  }
  // Trim whitespace the patterns may have swallowed at the edges.
  let { start, end } = cand;
  while (end > start && /\s/.test(text[end - 1])) end--;
  while (start < end && /\s/.test(text[start])) start++;
  return {
    start,
    end: end - 1,
    resolution: { values },
    text: text.slice(start, end),
    type_name: `datetimeV2.${typeName}`,
  };
}

export function recognizeRuleBased(text: string, lex: DateLexicon, referenceTime: Date): DateTimeItem[] {
  const compiled = compile(lex);
  const picked = selectNonOverlapping(findCandidates(text, compiled, referenceTime));
  return merge(text, picked, compiled).map((cand) => toItem(text, cand));
}
