import { ValidationFailed, invalid } from '@parley/platform';

const ISO_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Parses an ISO 8601 date or date-time from a query string. A '+' offset arrives as a space
 * when the caller did not percent-encode it, so a space before the offset is read as '+'.
 * No offset means UTC. A date alone is the start of the day, or with `endOfDay` its last ms.
 */
export function parseQueryDate(raw: string, name: string, endOfDay = false): Date {
  const text = raw.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}(?::?\d{2})?)$/i, '$1+$2');
  const m = ISO_RE.exec(text);
  const bad = () =>
    new ValidationFailed([invalid(['query', name], 'invalid datetime format, expected ISO 8601', 'value_error.datetime')]);
  if (!m) throw bad();
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const check = new Date(day);
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) {
    throw bad();
  }
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) throw bad();
  if (m[4] === undefined) return new Date(endOfDay ? day + 86_400_000 - 1 : day);
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const ms = frac ? frac.slice(0, 4).padEnd(4, '0') : '';
  const value = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${offset}`);
  if (Number.isNaN(value.getTime())) throw bad();
  return value;
}
