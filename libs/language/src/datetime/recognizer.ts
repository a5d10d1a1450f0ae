import { Culture, DateTimeRecognizer } from '@microsoft/recognizers-text-date-time';
import { shareExtractions } from '../recognizers/shared-extractions';
import type { DateTimeItem, DateTimeValue } from './types';

interface RawResult {
  start: number;
  end: number;
  typeName: string;
  resolution?: { values?: DateTimeValue[] };
}

type Model = { parse(query: string, reference: Date): RawResult[] };

/** One Recognizers-Text DateTimeModel per culture, built on first use. */
const models = new Map<string, Model>();

function model(culture: string): Model {
  let m = models.get(culture);
  if (!m) {
    m = shareExtractions(new DateTimeRecognizer(culture).getDateTimeModel() as unknown as Model);
    models.set(culture, m);
  }
  return m;
}

/**
 * Date/time items of `text` from Microsoft Recognizers-Text (`Culture.English` by default),
 * offsets into `text`, `text` of each item taken from the input as given.
 */
export function recognizeWithMicrosoft(text: string, referenceTime: Date, culture: string = Culture.English): DateTimeItem[] {
  return model(culture)
    .parse(text, referenceTime)
    .map((r) => ({
      start: r.start,
      end: r.end,
      resolution: { values: (r.resolution?.values ?? []).map((v) => ({ ...v })) },
      text: text.slice(r.start, r.end + 1),
      type_name: r.typeName,
    }));
}
