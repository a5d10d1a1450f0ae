export { extractEntities, preloadEntityModels, type EntityExtraction, type ExtractEntitiesOptions } from './extract';
export { NER_LANGUAGE_CODES, isNerLanguage, ENTITY_LABELS, type NerLanguageCode, type EntityLabel } from './labels';
