import fs from 'node:fs';
import path from 'node:path';

/** Languages with a stop-word list under `libs/language/data/stopwords/<lang>.txt`. */
export type StopWordLanguage = 'en' | 'id' | 'jv' | 'ms' | 'tl' | 'vi' | 'zh';

const LANGS: readonly StopWordLanguage[] = ['en', 'id', 'jv', 'ms', 'tl', 'vi', 'zh'];

/**
 * Maps a language code (`en-XX`, `zh-TW`, `zh-CN`, `id-XX`, `jv-XX`, `ms-XX`, `tl-XX`, `vi-XX`,
 * or a bare `en`, `id-ID`, ...) to a stop-word language; anything else is English, the spec's
 * default extraction language.
 */
export function stopWordLanguage(langCode: string | undefined): StopWordLanguage {
  const base = (langCode ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base) ? (base as StopWordLanguage) : 'en';
}

// data/ sits two levels above this file both in the sources and in dist/.
const DATA_DIR = path.join(__dirname, '..', '..', 'data', 'stopwords');
const cache = new Map<StopWordLanguage, ReadonlySet<string>>();

/** The lower-cased stop words of a language (loaded once from the data folder). */
export function stopWords(lang: StopWordLanguage): ReadonlySet<string> {
  let set = cache.get(lang);
  if (!set) {
    const text = fs.readFileSync(path.join(DATA_DIR, `${lang}.txt`), 'utf8');
    set = new Set(
      text
        .split('\n')
        .map((w) => w.trim().toLowerCase())
        .filter((w) => w && !w.startsWith('#')),
    );
    cache.set(lang, set);
  }
  return set;
}
