/** The 14 language codes of the entity-tagging endpoint, exactly as spec 03 (B1) lists them. */
export const NER_LANGUAGE_CODES = [
  'en-XX',
  'en-US',
  'en-GB',
  'en-AU',
  'en-SG',
  'zh-TW',
  'zh-CN',
  'id-ID',
  'jv-ID',
  'ms-MY',
  'tl-PH',
  'vi-VN',
  'cs-CZ',
  'hr-HR',
] as const;

export type NerLanguageCode = (typeof NER_LANGUAGE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(NER_LANGUAGE_CODES);

/** True for one of the 14 codes of NER_LANGUAGE_CODES (exact spelling, case-sensitive). */
export function isNerLanguage(code: string): code is NerLanguageCode {
  return CODES.has(code);
}

/**
 * The 30 reference labels (spec 03, B1). CAUSE_OF_DEATH, HANDLE and IDEOLOGY exist only in
 * training data and are never emitted.
 */
export const ENTITY_LABELS = [
  'PERSON',
  'NORP',
  'FAC',
  'ORG',
  'ORG_COMP',
  'TITLE',
  'RELIGION',
  'LOC',
  'CITY',
  'STATE_OR_PROVINCE',
  'ZIP_CODE',
  'COUNTRY',
  'NATIONALITY',
  'MISC',
  'PRODUCT',
  'EVENT',
  'WORK_OF_ART',
  'LAW',
  'LANGUAGE',
  'DATE',
  'TIME',
  'DURATION',
  'SET',
  'PERCENT',
  'MONEY',
  'CARDINAL',
  'QUANTITY',
  'ORDINAL',
  'URL',
  'CRIMINAL_CHARGE',
] as const;

export type EntityLabel = (typeof ENTITY_LABELS)[number];

export const ENTITY_LABEL_SET: ReadonlySet<string> = new Set(ENTITY_LABELS);
