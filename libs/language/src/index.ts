// @parley/language: tokenisation, entity tagging, date/time grounding, extractive reading and
// topic extraction. Pure TypeScript over text: no Nest, no network, no downloads at run time.
export {};

// Machine reading (extractive QA over ≤512-character segments) and SQuAD v1.1 scoring.
export {
  answerQuestion,
  validateReadingInput,
  setReadingEntityTagger,
  MAX_SEGMENT_CHARS as READING_MAX_SEGMENT_CHARS,
  splitIntoSegments as splitIntoReadingSegments,
  normalizeAnswer as squadNormalizeAnswer,
  exactMatch as squadExactMatch,
  tokenF1 as squadTokenF1,
} from './reading';
export type { ReadingAnswer, ReadingOptions, EntityTagger as ReadingEntityTagger } from './reading';

// Topic extraction (YAKE-style keyphrases, lower score = more relevant) and the Porter stemmer.
export { extractTopics } from './topics';
export type { Topic, ExtractTopicsOptions } from './topics';
export { porterStem } from './stem';

// Date/time grounding (Recognizers-Text for en/zh, rule-based tables for id jv ms tl vi cs hr)
// and the misc entities (e-mail, URL, IP address) of the entity-tagging response.
export { recognizeDateTimes, DATETIME_LEXICONS } from './datetime';
export type { DateTimeItem, DateTimeValue, DateLexicon } from './datetime';
export { extractMisc, isValidIPv4, isValidIPv6 } from './misc';
export type { MiscEntities } from './misc';

// Text helpers (word-level tokens with character offsets, Chinese via jieba; sentence spans;
// per-language stop words) and entity tagging (averaged structured perceptron: en
// PER/LOC/ORG/MISC, id PERSON/PLACE/ORGANISATION).
export { tokenize, tokenizeSpaced, segmentChinese, toSimplifiedSameLength, splitSentences, stopWords, stopWordLanguage } from './text';
export type { Token, SentenceSpan, StopWordLanguage } from './text';
export { loadTagger, taggerFromModel, NER_LABELS, conllEval, spans as entitySpans, iob1ToBio } from './ner';
export type { NerTagger, NerLanguage, EntitySpan, ConllScore, ClassScore, Span as EntityTokenSpan } from './ner';
export { refineTags as refineEntityTags, refineEntity, referenceToConll } from './ner';
// Seeded PRNG (deterministic training shuffles, synthetic benchmark text).
export { mulberry32 } from './ner';
export type { FineLabel as EntityReferenceLabel } from './ner';

// Entity tagging response of spec 03 B1 ({tags, datetime, misc}) for the 14 language codes:
// trained taggers + fine labels for en/id, rules for zh jv ms tl vi cs hr (see entities/README.md).
export { extractEntities, preloadEntityModels, NER_LANGUAGE_CODES, isNerLanguage, ENTITY_LABELS } from './entities';
export type { EntityExtraction, ExtractEntitiesOptions, NerLanguageCode, EntityLabel } from './entities';
