export { tokenize, tokenizeSpaced, type Token } from './tokenize';
export { segmentChinese, toSimplifiedSameLength } from './chinese';
