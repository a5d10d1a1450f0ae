import { assertPublicUrl, isPrivateAddress, publicOnlyLookup, PublicUrlOptions, UnsafeUrlError } from './ssrf';

const strict = { allowPrivate: false };

async function reason(url: string, opts: PublicUrlOptions = strict): Promise<string | null> {
  try {
    await assertPublicUrl(url, opts);
    return null;
  } catch (err) {
    if (err instanceof UnsafeUrlError) return err.reason;
    throw err;
  }
}

describe('assertPublicUrl', () => {
  it('accepts an https URL on a public address and returns it parsed', async () => {
    const url = await assertPublicUrl('https://93.184.216.34/hook?x=1', strict);
    expect(url.pathname).toBe('/hook');
    await expect(assertPublicUrl('https://[2606:4700:4700::1111]/hook', strict)).resolves.toBeInstanceOf(URL);
  });

  it('refuses text that is not a URL', async () => {
    expect(await reason('not a url')).toBe('invalid_url');
    expect(await reason('')).toBe('invalid_url');
  });

  it('requires https unless private targets are allowed, then http is allowed too', async () => {
    expect(await reason('http://93.184.216.34/')).toBe('protocol');
    expect(await reason('ftp://93.184.216.34/')).toBe('protocol');
    expect(await reason('http://127.0.0.1:8080/', { allowPrivate: true })).toBeNull();
    expect(await reason('ftp://127.0.0.1/', { allowPrivate: true })).toBe('protocol');
    expect(await reason('http://93.184.216.34/', { allowPrivate: false, protocols: ['http:'] })).toBeNull();
  });

  it.each([
    'https://127.0.0.1/',
    'https://127.1.2.3/',
    'https://10.0.0.1/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://224.0.0.1/',
    'https://255.255.255.255/',
    'https://2130706433/', // 127.0.0.1 written as an integer
    'https://0x7f.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://[ff02::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/', // 169.254.169.254 mapped
    'https://[::ffff:10.1.2.3]/',
    'https://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
  ])('refuses the non-public address %s', async (url) => {
    expect(await reason(url)).toBe('private_address');
  });

  it('resolves host names and refuses one that points to loopback', async () => {
    expect(await reason('https://localhost/hook')).toBe('private_address');
  });

  it('allows private addresses when told to', async () => {
    expect(await reason('https://localhost/hook', { allowPrivate: true })).toBeNull();
    expect(await reason('http://169.254.169.254/', { allowPrivate: true })).toBeNull();
  });
});

describe('isPrivateAddress', () => {
  it('tells public from private addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('100.128.0.1')).toBe(false);
    expect(isPrivateAddress('2001:4860:4860::8888')).toBe(false);
    expect(isPrivateAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isPrivateAddress('192.168.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.0.1')).toBe(true);
    expect(isPrivateAddress('fe80::1%eth0')).toBe(true);
    expect(isPrivateAddress('not-an-ip')).toBe(true);
  });
});

describe('publicOnlyLookup', () => {
  it('fails a connection whose host resolves to a private address', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EBLOCKED');
  });
});
