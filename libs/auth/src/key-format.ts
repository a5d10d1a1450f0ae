import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Key format: `prl_<12 lowercase alnum public prefix>_<40 alnum secret>`. The prefix is
 * stored in clear for lookup; the whole key is stored only as its SHA-256.
 */
export const KEY_RE = /^prl_([a-z0-9]{12})_([A-Za-z0-9]{32,128})$/;
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_ALPHABET = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${PREFIX_ALPHABET}`;
const PREFIX_LENGTH = 12;
const SECRET_LENGTH = 40; // ~238 bits

/** Uniform random string over `alphabet` (rejection sampling avoids modulo bias). */
export function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export interface GeneratedKey {
  key: string;
  prefix: string;
  hash: string;
}

export function generateKey(): GeneratedKey {
  const prefix = randomString(PREFIX_ALPHABET, PREFIX_LENGTH);
  const key = `prl_${prefix}_${randomString(SECRET_ALPHABET, SECRET_LENGTH)}`;
  return { key, prefix, hash: hashKey(key) };
}

/** The public prefix of a well-formed key, or null when the text is not shaped like a key. */
export function keyPrefix(key: string): string | null {
  return KEY_RE.exec(key)?.[1] ?? null;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time check of a presented key against a stored hex SHA-256. */
export function keyMatches(key: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(key, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
