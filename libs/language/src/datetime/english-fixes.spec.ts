import { recognizeDateTimes } from './index';

// Wednesday 1 May 2024, 10:00 local time.
const REF = new Date(2024, 4, 1, 10, 0, 0);

function only(input: string) {
  const items = recognizeDateTimes(input, 'en-US', REF);
  expect(items).toHaveLength(1);
  expect(input.slice(items[0].start, items[0].end + 1)).toBe(items[0].text);
  return items[0];
}

describe('English repairs on top of Recognizers-Text', () => {
  it('part of day + clock range → one datetimerange in the evening', () => {
    expect(only('Dinner tonight from 8 to 9:30')).toEqual({
      start: 7,
      end: 28,
      text: 'tonight from 8 to 9:30',
      type_name: 'datetimeV2.datetimerange',
      resolution: {
        values: [
          { timex: '(2024-05-01T20,2024-05-01T21:30,PT1H30M)', type: 'datetimerange', start: '2024-05-01 20:00:00', end: '2024-05-01 21:30:00' },
        ],
      },
    });
  });

  it('date + clock range with pm', () => {
    expect(only('Workshop tomorrow from 1:00 to 3:00pm').resolution.values).toEqual([
      { timex: '(2024-05-02T13:00,2024-05-02T15:00,PT2H)', type: 'datetimerange', start: '2024-05-02 13:00:00', end: '2024-05-02 15:00:00' },
    ]);
  });

  it('"between H and <datetime>"', () => {
    const item = only('We were out between 6 and 8:15 last night');
    expect(item.text).toBe('between 6 and 8:15 last night');
    expect(item.resolution.values).toEqual([
      { timex: '(2024-04-30T18,2024-04-30T20:15,PT2H15M)', type: 'datetimerange', start: '2024-04-30 18:00:00', end: '2024-04-30 20:15:00' },
    ]);
  });

  it('month-to-month ranges', () => {
    expect(only('The trial runs Mar-Jun 2025')).toMatchObject({
      text: 'Mar-Jun 2025',
      type_name: 'datetimeV2.daterange',
      resolution: { values: [{ timex: '(2025-03-01,2025-06-01,P3M)', type: 'daterange', start: '2025-03-01', end: '2025-06-01' }] },
    });
    expect(only('We close from Oct to Feb 2026').resolution.values[0]).toMatchObject({ start: '2025-10-01', end: '2026-02-01' });
  });

  it('weekday + day of month, and upcoming / past weekdays', () => {
    expect(only('Call me on Friday 17').resolution.values.map((v) => v.value)).toEqual(['2023-11-17', '2024-05-17']);
    expect(only('this upcoming Monday').resolution.values).toEqual([{ timex: '2024-05-06', type: 'date', value: '2024-05-06' }]);
    expect(only('past Tuesday').resolution.values).toEqual([{ timex: '2024-04-30', type: 'date', value: '2024-04-30' }]);
  });

  it('part of day + bare hour range, and "the Nth day of next month"', () => {
    expect(only('Free next Tuesday afternoon 2-4').resolution.values).toEqual([
      { timex: '(2024-05-07T14,2024-05-07T16,PT2H)', type: 'datetimerange', start: '2024-05-07 14:00:00', end: '2024-05-07 16:00:00' },
    ]);
    expect(only('Pay on the 3rd day of next month')).toMatchObject({
      text: 'the 3rd day of next month',
      type_name: 'datetimeV2.date',
      resolution: { values: [{ timex: '2024-06-03', type: 'date', value: '2024-06-03' }] },
    });
  });

  it('repairs mangled range timexes and ends before starts', () => {
    expect(only('wait between now and seven o\'clock').resolution.values).toEqual([
      { timex: '(PRESENT_REF,2024-05-01T19,PT9H)', type: 'datetimerange', start: '2024-05-01 10:00:00', end: '2024-05-01 19:00:00' },
    ]);
    expect(only('between nine o\'clock and now').resolution.values[0].timex).toBe('(2024-05-01T09,PRESENT_REF,PT1H)');
    expect(only('Is Friday morning from 9am to 11am ok').resolution.values[0]).toMatchObject({
      timex: '(XXXX-WXX-5T09,XXXX-WXX-5T11,PT2H)',
      start: '2024-04-26 09:00:00',
    });
  });
});

describe('long input', () => {
  it('is recognised sentence by sentence with offsets into the whole text', () => {
    const sentence = 'We met on Monday morning from 10am to 12pm and again next week. ';
    const input = sentence.repeat(3) + 'Dr. Lee left on Dec. 31, 2023 at 5 p.m. Tomorrow is fine.';
    const items = recognizeDateTimes(input, 'en-US', REF);
    for (const i of items) expect(input.slice(i.start, i.end + 1)).toBe(i.text);
    expect(items.map((i) => i.text)).toEqual([
      ...Array(3).fill(['Monday morning from 10am to 12pm', 'next week']).flat(),
      'Dec. 31, 2023 at 5 p.m.',
      'Tomorrow',
    ]);
  });
});
