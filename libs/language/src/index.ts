// @parley/language: tokenisation, entity tagging, date/time grounding, extractive reading and
// topic extraction. Pure TypeScript over text: no Nest, no network, no downloads at run time.
export {};
