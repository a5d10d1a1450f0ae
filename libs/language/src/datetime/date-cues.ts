import { windowsAround, type Span } from '../recognizers/cue-windows';

/**
 * Where an English date/time expression can be: short windows of text around cue words.
 *
 * Every English expression Recognizers-Text knows contains a cue below (a month, weekday, unit,
 * part of day, relative word, season, holiday, year-like or date-like number, clock time, or a
 * number after at/by/from/until...), so the recognizer is only shown the words around cues
 * (`../recognizers/cue-windows.ts`): WINDOW_WORDS words either side of each cue, overlapping
 * windows merged, never crossing a sentence end. `npm run eval -- datetime` checks both that the spec
 * cases still pass and that windows answer like whole sentences on news and Wikipedia text.
 */

const alternatives = (...groups: string[]) => groups.join('|');

const CUE_WORDS = alternatives(
  // Months and weekdays, full and abbreviated.
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun',
  'mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays?|weekends?',
  // Relative words.
  'today|tonight|tonite|tomorrow|tmrw|tmr|yesterday|now|ago|hence|currently|present|recently|previously|nowadays|eod|eom|eoy|ytd|mtd|qtd',
  'next|last|previous|past|coming|upcoming|following|prior|mid|midweek|early|late|later|earlier|end|beginning|start',
  // Units and frequencies.
  'secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|wks?|fortnights?|months?|years?|yrs?|decades?|centur(?:y|ies)|millenni(?:um|a)|quarters?|semesters?',
  'hourly|daily|nightly|weekly|biweekly|monthly|bimonthly|quarterly|yearly|annually|annual|biannual|semiannual',
  // Parts of the day, clock words, seasons and holidays without "day" in their name.
  'mornings?|afternoons?|evenings?|nights?|overnight|noon|midnight|midday|dawn|dusk|daytime|nighttime|lunchtime|bedtime|breakfast|lunch|dinner',
  "am|pm|o'clock|oclock",
  'spring|summer|autumn|fall|winter|springtime|summertime|wintertime',
  'christmas|xmas|easter|thanksgiving|giving|halloween|hallow|hanukkah|eve|juneteenth|mardi|pentecost|christi|qingming|fawkes|mayo|fools|yuandan|birthday',
  'ramadh?an|ramz?an|ramathan|eid|eidul|sacrifice',
  // Quarters and halves (Q1, H2), "everyday", "noonish", "the moment", "this time".
  'q[1-4]|h[12]|everyday|noonish|moment|time',
  // Years and clock times in words: "nineteen ninety six", "two thousand and ten", "three thirty".
  'thousand|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty',
);

export const DATE_CUE = new RegExp(
  [
    String.raw`\b(?:${CUE_WORDS})\b`,
    String.raw`\b[ap]\.m\.`,
    String.raw`\d\s*(?:am|pm|ampm|[ap]|[ap]\.m\.|h|hrs?|hours?|mins?|minutes?|s|secs?|seconds?|d|days?|w|wks?|weeks?|m|mos?|months?|y|yrs?|years?|ish)\b`, // 11am, 7p, 3.5years, 11ish
    String.raw`\b[12]\d{3}s?\b`, // years and decades (1990s)
    String.raw`'\d{2}s?\b`, // '99, '80s
    String.raw`\b\d{1,4}[/:-]\d{1,2}\b`, // 5/12, 2024-05, 10:30
    String.raw`\b\d{1,2}\.\d{1,2}\.\d{2,4}\b|\b(?:on|by|until|till|from|since|before|after|to|through)\s+\d{1,2}\.\d{1,2}\b`, // 5.12.2019, on 5.12 (not 4.5 percent)
    String.raw`\b(?:the|on|by|around|until|till|from|since|before|after|between|and|to)\s+\d{1,2}(?:st|nd|rd|th)\b`, // on the 21st (a month or week beside an ordinal is a cue of its own)
    String.raw`\b[12]\d{7}\b`, // 20161016
    String.raw`\b(?:at|by|around|about|from|between|until|till|til|since|before|after|to|through)\s+\d{1,2}\b`, // at 5
  ].join('|'),
  'gi',
);

/** Words kept on either side of a cue. */
export const WINDOW_WORDS = 5;

/**
 * Windows of `text` (one sentence or piece) that may hold a date/time expression, in order and
 * not overlapping; empty when the text has no cue.
 */
export function dateWindows(text: string, words = WINDOW_WORDS): Span[] {
  return windowsAround(text, DATE_CUE, words);
}
