export { answerQuestion, validateReadingInput, setReadingEntityTagger, MAX_SEGMENT_CHARS } from './reader';
export type { ReadingAnswer, ReadingOptions } from './reader';
export type { EntityTagger, AnswerType } from './answer-type';
export { classifyQuestion } from './answer-type';
export { splitIntoSegments } from './text';
export { normalizeAnswer, exactMatch, tokenF1, maxOverGold } from './squad';
