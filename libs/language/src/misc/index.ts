/**
 * The `misc` part of the entity-tagging response: e-mail addresses, URLs and IP addresses,
 * language-independent. Each list is de-duplicated, in order of first appearance, with
 * trailing punctuation stripped.
 */
export interface MiscEntities {
  Email: string[];
  URL: string[];
  'IP-address': string[];
}

const TLD = '[a-z]{2,24}|xn--[a-z0-9-]{2,59}';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const HOST = `(?:${LABEL}\\.)+(?:${TLD})`;

const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+@${HOST}(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** Scheme URLs (anything up to whitespace) and scheme-less `www.`/bare host URLs. */
const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/[^\s<>"'`，。；：！？、「」『』（）【】]+/giu;
const URL_WWW = new RegExp(`(?<![\\p{L}\\p{N}@._/-])www\\.${HOST}(?::\\d{1,5})?(?:[/?#][^\\s<>"'\`，。；：！？、「」『』（）【】]*)?`, 'giu');
/** Bare host with a path, or a bare host whose last label is a common TLD (example.com). */
const COMMON_TLDS = 'com|org|net|edu|gov|io|co|info|biz|id|my|ph|vn|cz|hr|tw|cn|sg|au|uk|us|de|fr|jp|ai|app|dev';
const URL_BARE = new RegExp(
  `(?<![\\p{L}\\p{N}@._/:-])(?:${LABEL}\\.)+(?:${COMMON_TLDS})(?![\\p{L}\\p{N}@-])(?::\\d{1,5})?(?:[/?#][^\\s<>"'\`，。；：！？、「」『』（）【】]*)?`,
  'giu',
);

const IPV4 = /(?<![\p{L}\p{N}.])(?:\d{1,3}\.){3}\d{1,3}(?![\p{L}\p{N}]|\.\d)/gu;
const IPV6_CANDIDATE = /(?<![\p{L}\p{N}:.])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4})?(?![\p{L}\p{N}]|:[0-9a-f])/giu;

const TRAILING_CHAR = /[.,;:!?'")\]}>…。，；：！？、]/u;

function stripTrailing(s: string): string {
  let out = s;
  while (out.length > 0 && TRAILING_CHAR.test(out[out.length - 1])) {
    const last = out[out.length - 1];
    const open = last === ')' ? '(' : last === ']' ? '[' : undefined;
    // Keep a closing bracket whose opening one is inside (wiki-style links).
    if (open && out.split(open).length >= out.split(last).length) break;
    out = out.slice(0, -1);
  }
  return out;
}

export function isValidIPv4(s: string): boolean {
  const parts = s.split('.');
  return (
    parts.length === 4 &&
    parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && (p === '0' || !p.startsWith('0')))
  );
}

export function isValidIPv6(s: string): boolean {
  let text = s;
  let groupsNeeded = 8;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isValidIPv4(tail)) return false;
    text = text.slice(0, lastColon + 1) + '0:0';
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const split = (h: string) => (h === '' ? [] : h.split(':'));
  const left = split(halves[0]);
  const right = halves.length === 2 ? split(halves[1]) : [];
  const groups = [...left, ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  if (halves.length === 2) return groups.length <= groupsNeeded - 1;
  groupsNeeded = 8;
  return groups.length === groupsNeeded;
}

function uniquePush(list: string[], value: string): void {
  if (value && !list.includes(value)) list.push(value);
}

interface Hit {
  start: number;
  end: number;
  value: string;
}

function collect(text: string, re: RegExp, map: (s: string) => string | undefined): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(re)) {
    const value = map(m[0]);
    if (value) hits.push({ start: m.index, end: m.index + value.length, value });
  }
  return hits;
}

function overlaps(h: Hit, taken: Hit[]): boolean {
  return taken.some((t) => h.start < t.end && t.start < h.end);
}

export function extractMisc(text: string): MiscEntities {
  const result: MiscEntities = { Email: [], URL: [], 'IP-address': [] };
  const taken: Hit[] = [];

  const emails = collect(text, EMAIL, (s) => stripTrailing(s));
  const schemeUrls = collect(text, URL_WITH_SCHEME, (s) => {
    const v = stripTrailing(s);
    return /:\/\/[^/?#]*[\p{L}\p{N}]/u.test(v) ? v : undefined;
  });
  taken.push(...schemeUrls);
  const otherUrls = [...collect(text, URL_WWW, stripTrailing), ...collect(text, URL_BARE, stripTrailing)]
    .filter((h) => !overlaps(h, taken) && !emails.some((e) => h.start < e.end && e.start < h.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const urls: Hit[] = [...schemeUrls];
  for (const h of otherUrls) if (!overlaps(h, urls)) urls.push(h);
  urls.sort((a, b) => a.start - b.start);
  emails.filter((e) => !overlaps(e, schemeUrls)).forEach((e) => uniquePush(result.Email, e.value));
  urls.forEach((u) => uniquePush(result.URL, u.value));

  const ips: Hit[] = [
    ...collect(text, IPV4, (s) => (isValidIPv4(s) ? s : undefined)),
    ...collect(text, IPV6_CANDIDATE, (raw) => {
      const s = raw.replace(/(?<!:):$/, '');
      // A digit somewhere keeps words like `be::ef` out.
      return (s.includes('::') || s.split(':').length >= 8) && /\d/.test(s) && isValidIPv6(s) ? s : undefined;
    }),
  ].sort((a, b) => a.start - b.start);
  // An IPv4 inside an IPv4-mapped IPv6 address is reported once, as part of the IPv6 address.
  const kept: Hit[] = [];
  for (const ip of ips.sort((a, b) => b.end - b.start - (a.end - a.start))) if (!overlaps(ip, kept)) kept.push(ip);
  kept.sort((a, b) => a.start - b.start).forEach((ip) => uniquePush(result['IP-address'], ip.value));
  return result;
}
