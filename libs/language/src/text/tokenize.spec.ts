import { segmentChinese, tokenize, toSimplifiedSameLength } from './index';

const texts = (toks: { text: string }[]) => toks.map((t) => t.text);
const offsetsHold = (text: string, toks: { text: string; start: number; end: number }[]) =>
  toks.every((t) => text.slice(t.start, t.end) === t.text);

describe('tokenize', () => {
  it('splits English words and punctuation with offsets', () => {
    const text = 'Hello, world! Angela Merkel’s trip.';
    const toks = tokenize(text, 'en-US');
    expect(texts(toks)).toEqual(['Hello', ',', 'world', '!', 'Angela', 'Merkel', '’s', 'trip', '.']);
    expect(toks[2]).toEqual({ text: 'world', start: 7, end: 12 });
    expect(offsetsHold(text, toks)).toBe(true);
  });

  it('keeps e-mail addresses, URLs, numbers and hyphenated words whole', () => {
    const text = 'Mail jo.doe+x@mail.example.co.id or see https://ex.com/a?b=1. It costs 10,000 or 3.5 on 1996-08-22 (U.S. Jean-Pierre).';
    const toks = tokenize(text, 'id-ID');
    expect(texts(toks)).toEqual([
      'Mail', 'jo.doe+x@mail.example.co.id', 'or', 'see', 'https://ex.com/a?b=1', '.', 'It', 'costs', '10,000', 'or',
      '3.5', 'on', '1996-08-22', '(', 'U.S.', 'Jean-Pierre', ')', '.',
    ]);
    expect(texts(tokenize("They didn't know O'Neil's plan.", 'en'))).toEqual(['They', 'did', "n't", 'know', "O'Neil", "'s", 'plan', '.']);
    expect(offsetsHold(text, toks)).toBe(true);
  });

  it('keeps a number whole with the letters glued to it (times, units, ordinals), never splitting off a digit', () => {
    const cases: [string, string[]][] = [
      ['11am', ['11am']],
      ['5pm', ['5pm']],
      ['10:30am', ['10:30am']],
      ['3PM', ['3PM']],
      ['12.5kg', ['12.5kg']],
      ['10,000km', ['10,000km']],
      ['$4.5', ['$', '4.5']],
      ['2nd', ['2nd']],
      ['1990s', ['1990s']],
      ['9am-5pm', ['9am', '-', '5pm']],
      ['K1A 0B6', ['K1A', '0B6']],
      ['(-3.5)', ['(', '-3.5', ')']],
    ];
    for (const [text, expected] of cases) {
      const toks = tokenize(text, 'en-US');
      expect(texts(toks)).toEqual(expected);
      expect(offsetsHold(text, toks)).toBe(true);
    }
    expect(texts(tokenize('Rapat pukul 11am, lalu 2nd call.', 'id-ID'))).toEqual(['Rapat', 'pukul', '11am', ',', 'lalu', '2nd', 'call', '.']);
  });

  it('handles non-Latin scripts and emoji', () => {
    const text = 'Tiếng Việt 😀 Ελληνικά!';
    const toks = tokenize(text, 'vi-VN');
    expect(texts(toks)).toEqual(['Tiếng', 'Việt', '😀', 'Ελληνικά', '!']);
    expect(offsetsHold(text, toks)).toBe(true);
  });

  it('segments Simplified Chinese with jieba', () => {
    const text = '我们在台湾的电脑学习软件，价格3.5元。';
    const toks = tokenize(text, 'zh-CN');
    expect(texts(toks)).toEqual(expect.arrayContaining(['我们', '台湾', '电脑', '学习', '3.5', '元']));
    expect(offsetsHold(text, toks)).toBe(true);
  });

  it('segments Traditional Chinese via Simplified, offsets and texts from the original', () => {
    const text = 'Email a@b.com：我們在臺灣的電腦學習軟體';
    const toks = tokenize(text, 'zh-TW');
    expect(texts(toks)).toEqual(expect.arrayContaining(['a@b.com', '我們', '臺灣', '電腦', '學習']));
    expect(offsetsHold(text, toks)).toBe(true);
    expect(segmentChinese(text)).toEqual(toks);
    expect(toSimplifiedSameLength('臺灣電腦')).toBe('台湾电脑');
  });
});
