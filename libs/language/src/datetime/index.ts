import { LEXICONS } from './lexicon';
import { recognizeChinese, recognizeEnglish } from './microsoft';
import { recognizeRuleBased } from './rule-based';
import type { DateTimeItem } from './types';

export type { DateTimeItem, DateTimeValue } from './types';
export { LEXICONS as DATETIME_LEXICONS } from './lexicon';
export type { DateLexicon } from './lexicon';

/**
 * Date/time expressions in `text`, grounded against `referenceTime` (its local date and time
 * parts), in the shape of `datetime` in the entity-tagging response. English (`en-*`) and
 * Chinese (`zh-*`) go through Microsoft Recognizers-Text; id, jv, ms, tl, vi, cs and hr through
 * the rule-based recogniser and the word tables in `lexicon.ts`. Unknown languages fall back
 * to English. `end` is inclusive (see DateTimeItem).
 */
export function recognizeDateTimes(text: string, langCode: string, referenceTime: Date): DateTimeItem[] {
  const lang = langCode.toLowerCase().split(/[-_]/)[0];
  if (lang === 'zh') return recognizeChinese(text, referenceTime);
  const lexicon = LEXICONS[lang];
  if (lexicon) return recognizeRuleBased(text, lexicon, referenceTime);
  return recognizeEnglish(text, referenceTime);
}
