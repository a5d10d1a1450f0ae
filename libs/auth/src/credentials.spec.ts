import { ApiError } from '@parley/platform';
import { presentedKey } from './credentials';
import { generateKey } from './key-format';

const req = (headers: Record<string, string | string[]> = {}, query: Record<string, unknown> = {}) =>
  ({ headers, query }) as Parameters<typeof presentedKey>[0];

describe('presentedKey', () => {
  const { key } = generateKey();
  const other = generateKey().key;

  it('reads Bearer (any case of the scheme), then X-API-KEY, then access_token', () => {
    expect(presentedKey(req({ authorization: `Bearer ${key}`, 'x-api-key': other }, { access_token: other }))).toBe(key);
    expect(presentedKey(req({ authorization: `bearer  ${key}` }))).toBe(key);
    expect(presentedKey(req({ 'x-api-key': key }, { access_token: other }))).toBe(key);
    expect(presentedKey(req({}, { access_token: key }))).toBe(key);
    expect(presentedKey(req({}, { access_token: [key, other] }))).toBe(key);
  });

  it('ignores other authorization schemes and empty values', () => {
    expect(presentedKey(req({ authorization: 'Basic dXNlcjpwYXNz', 'x-api-key': key }))).toBe(key);
    expect(presentedKey(req({ authorization: 'Bearer ', 'x-api-key': ' ' }))).toBeUndefined();
    expect(presentedKey(req())).toBeUndefined();
  });

  it('fails a Bearer token that is not shaped like a key with code 40007 and the token', () => {
    let thrown: unknown;
    try {
      presentedKey(req({ authorization: 'Bearer eyJhbGciOi.junk' }));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 401, detail: 'Token decoding failed', options: { code: 40007, parameters: { token: 'eyJhbGciOi.junk' } } });
  });

  it('passes a malformed X-API-KEY through (verify then rejects it as an invalid key)', () => {
    expect(presentedKey(req({ 'x-api-key': 'nonsense' }))).toBe('nonsense');
  });
});
