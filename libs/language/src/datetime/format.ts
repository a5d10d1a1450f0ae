/** Formatting helpers shared by the recognisers: the Recognizers-Text value formats. */

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `YYYY-MM-DD` from local date parts of `d`. */
export function isoDate(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD` from a year, month (1-12) and day. */
export function ymd(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `HH:MM:SS`. */
export function hms(h: number, m: number, s = 0): string {
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Local midnight of `ref` shifted by `days`. */
export function addDays(ref: Date, days: number): Date {
  return new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + days);
}

/** True when year/month(1-12)/day is a real calendar date. */
export function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day;
}
