import type { DateTimeItem } from './types';

/** Repairs applied to the English recognizer's output (see the README in this folder). */
export function fixEnglish(_text: string, items: DateTimeItem[], _ref: Date): DateTimeItem[] {
  return items;
}
