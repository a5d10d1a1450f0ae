import { createHash } from 'node:crypto';
import { KEY_RE, generateKey, hashKey, keyMatches, keyPrefix, randomString } from './key-format';

describe('API key format', () => {
  it('issues prl_<12 lowercase alnum>_<40 alnum> keys whose prefix and hash are returned', () => {
    const { key, prefix, hash } = generateKey();
    expect(key).toMatch(/^prl_[a-z0-9]{12}_[A-Za-z0-9]{40}$/);
    expect(key.startsWith(`prl_${prefix}_`)).toBe(true);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hash).not.toContain(key.split('_')[2]);
  });

  it('never issues the same key or prefix twice', () => {
    const keys = Array.from({ length: 200 }, () => generateKey());
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
    expect(new Set(keys.map((k) => k.prefix)).size).toBe(200);
  });

  it('draws only from the alphabet given', () => {
    expect(randomString('ab', 500)).toMatch(/^[ab]{500}$/);
  });

  it('reads the prefix of a well-formed key and rejects anything else', () => {
    const { key, prefix } = generateKey();
    expect(keyPrefix(key)).toBe(prefix);
    for (const bad of ['', 'not-a-key', `prl_${prefix}`, `prl_${prefix.toUpperCase()}_${'a'.repeat(40)}`, `xyz_${prefix}_${'a'.repeat(40)}`, `prl_${prefix}_short`, `${key} `]) {
      expect(keyPrefix(bad)).toBeNull();
    }
    expect(KEY_RE.test(key)).toBe(true);
  });

  it('matches a key only against its own hash', () => {
    const a = generateKey();
    const b = generateKey();
    expect(keyMatches(a.key, a.hash)).toBe(true);
    expect(keyMatches(b.key, a.hash)).toBe(false);
    // same prefix, other secret
    expect(keyMatches(`prl_${a.prefix}_${'x'.repeat(40)}`, a.hash)).toBe(false);
    expect(keyMatches(a.key, 'deadbeef')).toBe(false);
    expect(hashKey(a.key)).toBe(a.hash);
  });
});
