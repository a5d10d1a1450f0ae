import { splitSentences, stopWordLanguage, stopWords } from './index';

const sentences = (text: string, options?: { atSemicolons?: boolean }) => splitSentences(text, options).map((s) => text.slice(s.start, s.end));

describe('splitSentences', () => {
  it('ends at . ! ? before a capital, digit or quote, not after an abbreviation or an initial', () => {
    expect(sentences('Dr. Smith met J. R. Ewing in St. Louis, e.g. at noon. "Why?" he asked! 2024 was busy.')).toEqual([
      'Dr. Smith met J. R. Ewing in St. Louis, e.g. at noon.',
      '"Why?" he asked!',
      '2024 was busy.',
    ]);
    expect(sentences('Version 3.5 is out. it is lower case.')).toEqual(['Version 3.5 is out. it is lower case.']);
  });

  it('ends at Chinese full stops and at line breaks, but not before an indented line', () => {
    expect(sentences('我们开会。明天见！好吗？')).toEqual(['我们开会。', '明天见！', '好吗？']);
    expect(sentences('Title line\nBody starts here\n  and wraps here\n\nNew paragraph')).toEqual([
      'Title line',
      'Body starts here\n  and wraps here',
      'New paragraph',
    ]);
  });

  it('ends at semicolons only when asked, and gives trimmed offsets', () => {
    const text = '  Cats purr; dogs bark.  ';
    expect(sentences(text)).toEqual(['Cats purr; dogs bark.']);
    expect(sentences(text, { atSemicolons: true })).toEqual(['Cats purr;', 'dogs bark.']);
    expect(splitSentences(text)).toEqual([{ start: 2, end: 23 }]);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

describe('stopWords', () => {
  it('has a list for every language of the data folder, English for anything else', () => {
    expect(stopWordLanguage('zh-TW')).toBe('zh');
    expect(stopWordLanguage('jv-XX')).toBe('jv');
    expect(stopWordLanguage('xx-YY')).toBe('en');
    expect(stopWordLanguage(undefined)).toBe('en');
    for (const lang of ['en', 'id', 'jv', 'ms', 'tl', 'vi', 'zh'] as const) expect(stopWords(lang).size).toBeGreaterThan(50);
    expect(stopWords('en').has('the')).toBe(true);
    expect(stopWords('en')).toBe(stopWords('en'));
  });
});
