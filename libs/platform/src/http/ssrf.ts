import { BlockList, isIP, LookupFunction } from 'node:net';
import { lookup } from 'node:dns';
import { promisify } from 'node:util';

/**
 * Guards outbound HTTP to user-supplied URLs (webhooks, callbacks) against server-side
 * request forgery: the host must resolve only to public unicast addresses.
 */
export type UnsafeUrlReason = 'invalid_url' | 'protocol' | 'private_address' | 'unresolvable';

/** A URL that must not be called; callers map it to their own API error. */
export class UnsafeUrlError extends Error {
  constructor(
    readonly reason: UnsafeUrlReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}

export interface PublicUrlOptions {
  /** Tests and development: private, loopback and link-local targets are allowed, and http. */
  allowPrivate: boolean;
  /** Allowed protocols with the colon; default `https:` (plus `http:` when allowPrivate). */
  protocols?: string[];
}

const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** Expands an IPv6 literal to its 8 16-bit groups (accepts a trailing dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** The IPv4 address embedded in an IPv4-mapped, IPv4-compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const v4 = () => `${g[6] >> 8}.${g[6] & 0xff}.${g[7] >> 8}.${g[7] & 0xff}`;
  const firstFiveZero = g.slice(0, 5).every((x) => x === 0);
  if (firstFiveZero && g[5] === 0xffff) return v4(); // ::ffff:a.b.c.d
  if (firstFiveZero && g[5] === 0 && (g[6] !== 0 || g[7] > 1)) return v4(); // ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(); // 64:ff9b::/96
  return null;
}

/** True for loopback, private, link-local, CGNAT, multicast, reserved and similar addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return BLOCKED.check(v4, 'ipv4');
    return BLOCKED.check(address.split('%')[0], 'ipv6');
  }
  return true; // not an IP address at all: refuse
}

const lookupAll = promisify(lookup);

/**
 * Parses `url`, checks its protocol and, unless `allowPrivate`, resolves its host and refuses
 * it when any resolved address is not public (one bad record is enough for a rebinding
 * attacker). Call it when a URL is stored and again before every request.
 */
export async function assertPublicUrl(url: string, opts: PublicUrlOptions): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError('invalid_url', 'invalid or missing URL scheme');
  }
  const protocols = opts.protocols ?? (opts.allowPrivate ? ['https:', 'http:'] : ['https:']);
  if (!protocols.includes(parsed.protocol)) {
    throw new UnsafeUrlError('protocol', `URL scheme must be ${protocols.map((p) => p.slice(0, -1)).join(' or ')}`);
  }
  if (!parsed.hostname) throw new UnsafeUrlError('invalid_url', 'URL has no host');
  if (opts.allowPrivate) return parsed;

  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookupAll(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new UnsafeUrlError('unresolvable', `host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new UnsafeUrlError('private_address', 'URL must point to a public address');
  }
  return parsed;
}

/**
 * A `lookup` for net/tls/undici `connect` options that refuses private addresses at connect
 * time, so a host re-resolving to an internal address after the check still gets nowhere.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as { address: string; family: number }[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad || list.length === 0) {
      const error = Object.assign(new UnsafeUrlError('private_address', `refusing to connect to ${hostname}`), {
        code: 'EBLOCKED',
      });
      return callback(error, '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
