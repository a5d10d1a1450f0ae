/**
 * One resolution value, as the Microsoft Recognizers-Text DateTimeV2 model produces it:
 * `timex` and `type` always; `value` for points (date, time, datetime, duration, set);
 * `start`/`end` for ranges; sometimes `Mod`, `sourceEntity`, `timeZone`... kept as they come.
 */
export interface DateTimeValue {
  timex?: string;
  type: string;
  value?: string;
  start?: string;
  end?: string;
  [field: string]: unknown;
}

/**
 * One recognised date/time expression in the HTTP shape of `datetime` in the entity-tagging
 * response (spec 03, B1).
 *
 * - `start`: index of the first character of `text` in the input (UTF-16 code units).
 * - `end`: index of the LAST character (inclusive), as Microsoft Recognizers-Text reports it,
 *   so `text === input.slice(start, end + 1)` and `end - start + 1 === text.length`.
 * - `text`: the matched span exactly as it appears in the input (original case and script).
 * - `type_name`: `datetimeV2.date | time | datetime | daterange | timerange | datetimerange |
 *   duration | set`.
 */
export interface DateTimeItem {
  start: number;
  end: number;
  resolution: { values: DateTimeValue[] };
  text: string;
  type_name: string;
}
