import { extractMisc, isValidIPv6 } from './index';

describe('extractMisc', () => {
  it('finds e-mail addresses, de-duplicated, trailing punctuation stripped', () => {
    const r = extractMisc('Write to ana.b+x@mail.example.co.id, or ana.b+x@mail.example.co.id. Not a@b.');
    expect(r.Email).toEqual(['ana.b+x@mail.example.co.id']);
  });

  it('finds URLs with and without a scheme', () => {
    const r = extractMisc(
      'See https://a.b/c?d=1&e=2, (http://example.org/x_(y)) and www.example.com/path. Also docs.parley.io; mail me@site.com.',
    );
    expect(r.URL).toEqual(['https://a.b/c?d=1&e=2', 'http://example.org/x_(y)', 'www.example.com/path', 'docs.parley.io']);
    expect(r.Email).toEqual(['me@site.com']);
  });

  it('keeps valid IPv4 only', () => {
    const r = extractMisc('Hosts 10.0.0.1, 999.1.1.1, 256.2.3.4 and 192.168.1.254. Version 1.2.3 is not one.');
    expect(r['IP-address']).toEqual(['10.0.0.1', '192.168.1.254']);
  });

  it('finds full and compressed IPv6', () => {
    const r = extractMisc('v6 2001:0db8:85a3:0000:0000:8a2e:0370:7334 and fe80::1, loopback ::1; bad 1::2::3; time 14:30:00.');
    expect(r['IP-address']).toEqual(['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'fe80::1', '::1']);
  });

  it('validates IPv6', () => {
    expect(isValidIPv6('::ffff:192.168.1.1')).toBe(true);
    expect(extractMisc('mapped ::ffff:10.0.0.1 here')['IP-address']).toEqual(['::ffff:10.0.0.1']);
    expect(isValidIPv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isValidIPv6('1:2:3:4:5:6:7:8:9')).toBe(false);
    expect(isValidIPv6('12345::1')).toBe(false);
  });

  it('works in any script and returns empty lists when nothing is there', () => {
    expect(extractMisc('请访问 https://例子.cn/页面，或发邮件到 kefu@example.cn。')).toEqual({
      Email: ['kefu@example.cn'],
      URL: ['https://例子.cn/页面'],
      'IP-address': [],
    });
    expect(extractMisc('nothing here')).toEqual({ Email: [], URL: [], 'IP-address': [] });
  });
});
