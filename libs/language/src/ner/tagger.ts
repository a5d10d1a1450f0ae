import fs from 'node:fs';
import path from 'node:path';
import { tokenize, type Token } from '../text/tokenize';
import { spans } from './conlleval';
import { deserializeModel, type NerModel, tagWithModel } from './model';
import { allowedTransitions } from './perceptron';

export type NerLanguage = 'en' | 'id';

/** Coarse entity labels of each model. */
export const NER_LABELS: Record<NerLanguage, readonly string[]> = {
  en: ['PER', 'LOC', 'ORG', 'MISC'],
  id: ['PERSON', 'PLACE', 'ORGANISATION'],
};

export interface EntitySpan {
  text: string;
  /** Character offsets into the input text. */
  start: number;
  end: number;
  label: string;
}

export interface NerTagger {
  readonly lang: NerLanguage;
  readonly labels: readonly string[];
  /** BIO tags (`O`, `B-PER`, `I-PER`, ...) for a tokenised sentence. */
  tag(tokens: string[]): string[];
  /** Tokenises `text`, tags it and returns tokens, tags and entity spans with character offsets. */
  tagText(text: string): { tokens: Token[]; tags: string[]; entities: EntitySpan[] };
}

/** Where the committed model of a language lives (same relative path from src/ and dist/). */
export function modelPath(lang: NerLanguage): string {
  return path.join(__dirname, '..', '..', 'models', `ner-${lang}.bin`);
}

/** Wraps a model in the tagger API. */
export function taggerFromModel(model: NerModel, lang: NerLanguage = model.lang as NerLanguage): NerTagger {
  const allowed = allowedTransitions(model.tags);
  const tag = (tokens: string[]) => tagWithModel(model, tokens, allowed);
  return {
    lang,
    labels: NER_LABELS[lang] ?? [...new Set(model.tags.filter((t) => t !== 'O').map((t) => t.slice(2)))],
    tag,
    tagText(text: string) {
      const tokens = tokenize(text, lang);
      // Tag sentence by sentence (as trained): split after . ! ? and at line breaks.
      const tags: string[] = [];
      let from = 0;
      for (let i = 0; i < tokens.length; i++) {
        const end = /^[.!?。！？]+$/u.test(tokens[i].text) || (i + 1 < tokens.length && text.slice(tokens[i].end, tokens[i + 1].start).includes('\n'));
        if (end || i === tokens.length - 1) {
          tags.push(...tag(tokens.slice(from, i + 1).map((t) => t.text)));
          from = i + 1;
        }
      }
      const entities = spans(tags).map((s) => ({
        text: text.slice(tokens[s.start].start, tokens[s.end - 1].end),
        start: tokens[s.start].start,
        end: tokens[s.end - 1].end,
        label: s.type,
      }));
      return { tokens, tags, entities };
    },
  };
}

const cache = new Map<NerLanguage, NerTagger>();

/** The committed tagger for `en` (PER/LOC/ORG/MISC) or `id` (PERSON/PLACE/ORGANISATION), loaded once. */
export function loadTagger(lang: NerLanguage): NerTagger {
  let tagger = cache.get(lang);
  if (!tagger) {
    if (!(lang in NER_LABELS)) throw new Error(`no entity tagger for language '${lang}'`);
    tagger = taggerFromModel(deserializeModel(fs.readFileSync(modelPath(lang))), lang);
    cache.set(lang, tagger);
  }
  return tagger;
}
