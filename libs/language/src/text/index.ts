export { tokenize, tokenizeSpaced, type Token } from './tokenize';
export { segmentChinese, toSimplifiedSameLength } from './chinese';
export { splitSentences, type SentenceSpan } from './sentences';
export { stopWordLanguage, stopWords, type StopWordLanguage } from './stopwords';
