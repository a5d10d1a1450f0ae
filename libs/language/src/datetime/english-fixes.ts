import { pad } from './format';
import { recognizeWithMicrosoft } from './recognizer';
import type { DateTimeItem, DateTimeValue } from './types';

/**
 * Repairs applied to the English Recognizers-Text (JavaScript 1.3) output for constructions
 * its JavaScript port gets wrong or splits in two (the spec marks them "not supported by design
 * in javascript"). Each repair only fires on a narrow textual pattern and otherwise leaves the
 * recognizer's items untouched:
 *
 * 1. date or part of day + clock-time range ("tomorrow from 7:00 to 8:00pm", "tonight from 7 to
 *    7:30", "next evening between 10:30 and 11:45") → one datetimerange;
 * 2. "between 7 and 9:30 last night" (bare start hour + datetime) → one datetimerange;
 * 3. month-to-month ranges ("Jan-Feb 2017", "from May to Oct 2020", "Nov-Feb 5th, 2017") → one
 *    daterange ending where the second part starts;
 * 4. weekday + day of month ("Monday 21") → the nearest past and future months where that day
 *    falls on that weekday;
 * 4b. "the 15th day of next month" → that day of the month range;
 * 5. "this upcoming Friday" / "(this) past Wednesday" → the next / the most recent such day;
 * 6. broken datetimeranges: timex parts like `PRESENT08`, `_REFT08` or `02:00T04:00` rebuilt
 *    from the resolved dates, an end before its start moved to pm, a negative duration from a
 *    start wrongly moved to pm ("Monday morning from 10am to 12pm") put back to am.
 */
export function fixEnglish(text: string, items: DateTimeItem[], ref: Date): DateTimeItem[] {
  let out = items;
  out = mergeDateAndTimeRange(text, out, ref);
  out = mergeBetweenHourAndDateTime(text, out);
  out = mergeMonthRanges(text, out);
  out = weekdayWithDay(text, out, ref);
  out = upcomingAndPastWeekday(out, ref);
  out = nthDayOfMonth(text, out);
  out = out.map(repairRange);
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

const TIME_TOKEN = '\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?';
const TIME_RANGE = new RegExp(
  `\\b(?:(?:from|between)\\s+${TIME_TOKEN}\\s*(?:to|-|and|till|until|through)\\s*|${TIME_TOKEN}\\s*-\\s*)${TIME_TOKEN}(?![\\w:])`,
  'gi',
);

function recognizeAt(text: string, offset: number, ref: Date): DateTimeItem[] {
  return recognizeWithMicrosoft(text, ref).map((i) => ({ ...i, start: i.start + offset, end: i.end + offset }));
}

function replaceSpan(items: DateTimeItem[], merged: DateTimeItem): DateTimeItem[] {
  return [...items.filter((i) => i.end < merged.start || i.start > merged.end), merged];
}

/** Minutes → `PT2H30M` style. */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

interface Clock {
  h: number;
  m: number;
  minutesWritten: boolean;
}
function clockTimex(c: Clock): string {
  return c.minutesWritten ? `T${pad(c.h)}:${pad(c.m)}` : `T${pad(c.h)}`;
}
function clockValue(c: Clock): string {
  return `${pad(c.h)}:${pad(c.m)}:00`;
}
/** `T07:30` / `T19` (a timex time part) → Clock. */
function parseTimexClock(t: string): Clock | undefined {
  const m = t.match(/T(\d{1,2})(?::(\d{2}))?$/);
  if (!m) return undefined;
  return { h: +m[1], m: m[2] ? +m[2] : 0, minutesWritten: m[2] !== undefined };
}

/** The date side of a merge: a timex date part, the concrete dates, and a part of day. */
interface DateSide {
  timex: string;
  dates: string[];
  part?: string;
}
function dateSide(item: DateTimeItem): DateSide | undefined {
  const values = item.resolution.values;
  if (values.length === 0) return undefined;
  if (item.type_name === 'datetimeV2.date') {
    if (values.some((v) => !v.value || !v.timex || v.timex !== values[0].timex)) return undefined;
    return { timex: values[0].timex!, dates: values.map((v) => v.value!.slice(0, 10)) };
  }
  if (item.type_name === 'datetimeV2.datetimerange') {
    const m = values[0].timex?.match(/^([^()]+)T(MO|AF|EV|NI)$/);
    if (!m || values.some((v) => v.timex !== values[0].timex || !v.start)) return undefined;
    return { timex: m[1], dates: values.map((v) => v.start!.slice(0, 10)), part: m[2] };
  }
  return undefined;
}

function mergeDateAndTimeRange(text: string, items: DateTimeItem[], ref: Date): DateTimeItem[] {
  let out = items;
  for (const m of text.matchAll(TIME_RANGE)) {
    const rs = m.index;
    const re = rs + m[0].length; // exclusive
    // The date just before the range, or a wrong item that swallowed part of the range.
    let anchor = out.find((i) => i.end < rs && /^\s+$/.test(text.slice(i.end + 1, rs)));
    let side = anchor && dateSide(anchor);
    if (!side) {
      const swallowing = out.find((i) => i.start < rs && i.end >= rs && i.end < re - 1);
      if (swallowing) {
        const prefix = text.slice(swallowing.start, rs).trimEnd();
        const alone = recognizeAt(prefix, swallowing.start, ref).find((i) => i.start === swallowing.start && i.end === swallowing.start + prefix.length - 1);
        if (alone) {
          anchor = alone;
          side = dateSide(alone);
        }
      }
    }
    if (!anchor || !side) continue;
    const range = recognizeAt(m[0], rs, ref).find((i) => i.start === rs && i.end === re - 1 && i.type_name === 'datetimeV2.timerange');
    const rangeValues = range?.resolution.values ?? (side.part ? plainRange(m[0]) : []);
    const values: DateTimeValue[] = [];
    const seen = new Set<string>();
    for (const v of rangeValues) {
      const parts = v.timex?.match(/^\((T[\d:]+),(T[\d:]+),PT[\dHM]+\)$/);
      if (!parts) continue;
      const s = parseTimexClock(parts[1]);
      const e = parseTimexClock(parts[2]);
      if (!s || !e) continue;
      if (side.part === 'MO' && s.h >= 12) continue;
      if (side.part && side.part !== 'MO') {
        if (s.h < 12) s.h += 12;
        if (e.h < 12) e.h += 12;
      }
      const minutes = e.h * 60 + e.m - (s.h * 60 + s.m);
      if (minutes <= 0) continue;
      for (const d of side.dates) {
        const timex = `(${side.timex}${clockTimex(s)},${side.timex}${clockTimex(e)},${duration(minutes)})`;
        const key = `${timex}|${d}`;
        if (seen.has(key)) continue;
        seen.add(key);
        values.push({ timex, type: 'datetimerange', start: `${d} ${clockValue(s)}`, end: `${d} ${clockValue(e)}` });
      }
    }
    if (values.length === 0) continue;
    out = replaceSpan(out, {
      start: anchor.start,
      end: re - 1,
      resolution: { values },
      text: text.slice(anchor.start, re),
      type_name: 'datetimeV2.datetimerange',
    });
  }
  return out;
}

/** "from 7 to 9" without am/pm, which the recognizer leaves alone: its literal clock range. */
function plainRange(phrase: string): DateTimeValue[] {
  const m = phrase.match(/(\d{1,2})(?::(\d{2}))?\s*(?:to|-|and|till|until|through)\s*(\d{1,2})(?::(\d{2}))?\s*$/i);
  if (!m || /[ap]\.?m\.?/i.test(phrase)) return [];
  const s: Clock = { h: +m[1], m: m[2] ? +m[2] : 0, minutesWritten: m[2] !== undefined };
  const e: Clock = { h: +m[3], m: m[4] ? +m[4] : 0, minutesWritten: m[4] !== undefined };
  if (s.h > 23 || e.h > 23 || s.m > 59 || e.m > 59) return [];
  return [{ timex: `(${clockTimex(s)},${clockTimex(e)},PT0M)`, type: 'timerange' }];
}

const BETWEEN_HOUR = /\bbetween\s+(\d{1,2})(?::(\d{2}))?\s+and\s+$/i;

function mergeBetweenHourAndDateTime(text: string, items: DateTimeItem[]): DateTimeItem[] {
  let out = items;
  for (const item of items) {
    if (item.type_name !== 'datetimeV2.datetime') continue;
    const m = text.slice(Math.max(0, item.start - 40), item.start).match(BETWEEN_HOUR);
    if (!m) continue;
    const values: DateTimeValue[] = [];
    for (const v of item.resolution.values) {
      const t = v.timex?.match(/^(.+)(T\d{1,2}(?::\d{2})?)$/);
      const end = t && parseTimexClock(t[2]);
      if (!t || !end || !v.value) continue;
      const start: Clock = { h: +m[1], m: m[2] ? +m[2] : 0, minutesWritten: m[2] !== undefined };
      if (end.h >= 12 && start.h < 12 && start.h + 12 <= end.h) start.h += 12;
      const minutes = end.h * 60 + end.m - (start.h * 60 + start.m);
      if (minutes <= 0 || start.h > 23) continue;
      const date = v.value.slice(0, 10);
      values.push({
        timex: `(${t[1]}${clockTimex(start)},${t[1]}${clockTimex(end)},${duration(minutes)})`,
        type: 'datetimerange',
        start: `${date} ${clockValue(start)}`,
        end: `${date} ${clockValue(end)}`,
      });
    }
    if (values.length === 0) continue;
    const start = item.start - m[0].length;
    out = replaceSpan(out, {
      start,
      end: item.end,
      resolution: { values },
      text: text.slice(start, item.end + 1),
      type_name: 'datetimeV2.datetimerange',
    });
  }
  return out;
}

/** Start date and whether it is a whole month, for the two sides of a month range. */
function monthSide(item: DateTimeItem): { timex: string; start: string; month: boolean } | undefined {
  const v = item.resolution.values;
  if (item.type_name === 'datetimeV2.daterange' && /^(XXXX|\d{4})-\d{2}$/.test(v[0]?.timex ?? '') && v[0].start) {
    return { timex: v[0].timex!, start: v[0].start, month: true };
  }
  if (item.type_name === 'datetimeV2.date' && v.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(v[0].timex ?? '')) {
    return { timex: v[0].timex!, start: v[0].value!, month: false };
  }
  return undefined;
}

function mergeMonthRanges(text: string, items: DateTimeItem[]): DateTimeItem[] {
  const sorted = [...items].sort((a, b) => a.start - b.start);
  let out = items;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const first = sorted[i];
    const second = sorted[i + 1];
    const gap = text.slice(first.end + 1, second.start);
    if (!/^\s*(?:-|–|to|through|till|until)\s*$/i.test(gap)) continue;
    const a = monthSide(first);
    const b = monthSide(second);
    if (!a || !b || !a.month || /^XXXX/.test(b.timex)) continue;
    const bYear = +b.start.slice(0, 4);
    const bMonth = +b.start.slice(5, 7);
    let startDate: string;
    if (a.timex.startsWith('XXXX')) {
      const aMonth = +a.timex.slice(5, 7);
      startDate = `${pad(aMonth > bMonth ? bYear - 1 : bYear, 4)}-${pad(aMonth)}-01`;
    } else startDate = a.start;
    const endDate = b.start;
    if (startDate >= endDate) continue;
    let dur: string;
    if (endDate.endsWith('-01')) {
      const months = (bYear - +startDate.slice(0, 4)) * 12 + bMonth - +startDate.slice(5, 7);
      dur = `P${months}M`;
    } else {
      const days = Math.round((Date.UTC(bYear, bMonth - 1, +endDate.slice(8, 10)) - Date.UTC(+startDate.slice(0, 4), +startDate.slice(5, 7) - 1, 1)) / 86400000);
      dur = `P${days}D`;
    }
    const from = text.slice(Math.max(0, first.start - 5), first.start).match(/\bfrom\s+$/i);
    const start = from ? first.start - from[0].length : first.start;
    out = replaceSpan(out, {
      start,
      end: second.end,
      resolution: { values: [{ timex: `(${startDate},${endDate},${dur})`, type: 'daterange', start: startDate, end: endDate }] },
      text: text.slice(start, second.end + 1),
      type_name: 'datetimeV2.daterange',
    });
  }
  return out;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function ymdOf(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function weekdayWithDay(text: string, items: DateTimeItem[], ref: Date): DateTimeItem[] {
  let out = items;
  for (const item of items) {
    const wd = WEEKDAYS.indexOf(item.text.toLowerCase());
    if (item.type_name !== 'datetimeV2.date' || wd < 0) continue;
    const m = text.slice(item.end + 1).match(/^\s+(\d{1,2})(?![\w:/.-]|\.\d|\s*(?:am|pm|st|nd|rd|th|of)\b)/i);
    if (!m) continue;
    const day = +m[1];
    if (day < 1 || day > 31) continue;
    const jsDay = (wd + 1) % 7;
    const today = ymdOf(ref);
    let past: string | undefined;
    let future: string | undefined;
    for (let k = 0; k < 12 * 30 && !(past && future); k++) {
      for (const sign of [-1, 1]) {
        const d = new Date(ref.getFullYear(), ref.getMonth() + sign * k, day);
        if (d.getDate() !== day || d.getDay() !== jsDay) continue;
        const s = ymdOf(d);
        if (sign < 0 && !past && s <= today) past = s;
        if (sign > 0 && !future && s >= today) future = s;
      }
    }
    if (!past || !future) continue;
    const values: DateTimeValue[] =
      past === future
        ? [{ timex: past, type: 'date', value: past }]
        : [past, future].map((value) => ({ timex: `XXXX-WXX-${wd + 1}`, type: 'date', value }));
    const end = item.end + m[0].length;
    out = replaceSpan(out, { start: item.start, end, resolution: { values }, text: text.slice(item.start, end + 1), type_name: 'datetimeV2.date' });
  }
  return out;
}

function upcomingAndPastWeekday(items: DateTimeItem[], ref: Date): DateTimeItem[] {
  return items.map((item) => {
    const m = item.text.match(/^(?:this\s+)?(upcoming|coming|past)\s+(\w+)$/i);
    const wd = m ? WEEKDAYS.indexOf(m[2].toLowerCase()) : -1;
    if (!m || wd < 0 || item.type_name !== 'datetimeV2.date') return item;
    const jsDay = (wd + 1) % 7;
    const upcoming = m[1].toLowerCase() !== 'past';
    let delta = upcoming ? (jsDay - ref.getDay() + 7) % 7 : -((ref.getDay() - jsDay + 7) % 7);
    if (delta === 0) delta = upcoming ? 7 : -7;
    const value = ymdOf(new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + delta));
    return { ...item, resolution: { values: [{ timex: value, type: 'date', value }] } };
  });
}

const RANGE_TIMEX = /^\(([^,()]+),([^,()]+),(P[^,()]*)\)$/;
const VALUE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function minutesOf(v: string): number | undefined {
  const m = v.match(VALUE_TIME);
  if (!m) return undefined;
  const [y, mo, d] = m[1].split('-').map(Number);
  return Date.UTC(y, mo - 1, d, +m[2], +m[3]) / 60000;
}

/** A timex part the JavaScript port mangled (`PRESENT08`, `_REFT08`, `02:00T04:00`) → `<date>T08`. */
function repairPart(part: string, value: string | undefined): string {
  if (part === 'PRESENT_REF' || /^(\d{4}-\d{2}-\d{2}|XXXX-[\w-]+)T\d/.test(part)) return part;
  const time = part.match(/(\d{2}(?::\d{2}){0,2})$/);
  const date = value?.match(VALUE_TIME)?.[1];
  return time && date ? `${date}T${time[1]}` : part;
}

/** Sets the hour of a timex part (`2016-11-07T08` → `2016-11-07T20`). */
function withHour(part: string, h: number): string {
  return part.replace(/T\d{1,2}(?=(:\d{2})*$)/, `T${pad(h)}`);
}
function valueWithHour(value: string, h: number): string {
  return value.replace(/ \d{2}:/, ` ${pad(h)}:`);
}

function repairRange(item: DateTimeItem): DateTimeItem {
  if (item.type_name !== 'datetimeV2.datetimerange') return item;
  let changed = false;
  const values = item.resolution.values.map((v) => {
    const m = v.timex?.match(RANGE_TIMEX);
    if (!m || !v.start || !v.end) return v;
    let a = repairPart(m[1], v.start);
    let b = repairPart(m[2], v.end);
    let start = v.start;
    let end = v.end;
    const s0 = minutesOf(start);
    const e0 = minutesOf(end);
    if (s0 === undefined || e0 === undefined) return v;
    let s = s0;
    let e = e0;
    const sh = +start.slice(11, 13);
    const eh = +end.slice(11, 13);
    if (e < s && m[3].startsWith('PT-') && sh >= 12 && s - 720 < e) {
      // "morning from 10am to 12pm" came out as 22:00 → 12:00.
      a = withHour(a, sh - 12);
      start = valueWithHour(start, sh - 12);
      s -= 720;
    } else if (e < s && eh < 12 && e + 720 > s) {
      // "between now and eight o'clock": the end is in the evening.
      b = withHour(b, eh + 12);
      end = valueWithHour(end, eh + 12);
      e += 720;
    }
    const dur = e > s ? duration(e - s) : m[3];
    const timex = `(${a},${b},${e > s && (e !== e0 || s !== s0) ? dur : m[3]})`;
    if (timex === v.timex && start === v.start && end === v.end) return v;
    changed = true;
    return { ...v, timex, start, end };
  });
  return changed ? { ...item, resolution: { values } } : item;
}

/** "the 15th day of next month": a day-of-month date followed by "day of" and a month range. */
function nthDayOfMonth(text: string, items: DateTimeItem[]): DateTimeItem[] {
  let out = items;
  for (const month of items) {
    const v = month.resolution.values;
    if (month.type_name !== 'datetimeV2.daterange' || v.length !== 1 || !/^\d{4}-\d{2}$/.test(v[0].timex ?? '')) continue;
    const m = text.slice(Math.max(0, month.start - 30), month.start).match(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+$/i);
    if (!m) continue;
    const [y, mo] = v[0].timex!.split('-').map(Number);
    const day = +m[1];
    const d = new Date(y, mo - 1, day);
    if (d.getMonth() !== mo - 1) continue;
    const value = ymdOf(d);
    const start = month.start - m[0].length;
    out = replaceSpan(out, {
      start,
      end: month.end,
      resolution: { values: [{ timex: value, type: 'date', value }] },
      text: text.slice(start, month.end + 1),
      type_name: 'datetimeV2.date',
    });
  }
  return out;
}
