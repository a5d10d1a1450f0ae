export { loadTagger, taggerFromModel, modelPath, NER_LABELS, type NerTagger, type NerLanguage, type EntitySpan } from './tagger';
export { conllEval, spans, type Span, type ConllScore, type ClassScore } from './conlleval';
export { parseConll, parseTwoColumn, iob1ToBio, type TaggedSentence } from './corpus';
export { trainTagger, evaluateModel, type TrainOptions } from './train';
export { serializeModel, deserializeModel, tagWithModel, type NerModel } from './model';
export { wordShape, shortShape } from './features';
export { buildGazetteer, matchGazetteer, type Gazetteer } from './gazetteer';
export { mulberry32 } from './perceptron';
export { refineEntity, refineTags, referenceToConll, type FineLabel } from './fine';
