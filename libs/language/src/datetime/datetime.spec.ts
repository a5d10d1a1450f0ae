import { recognizeDateTimes } from './index';
import type { DateTimeItem } from './types';

// Wednesday 1 May 2024, 10:00 local time.
const REF = new Date(2024, 4, 1, 10, 0, 0);

function find(items: DateTimeItem[], text: string): DateTimeItem {
  const item = items.find((i) => i.text.toLowerCase() === text.toLowerCase());
  if (!item) throw new Error(`no item "${text}" in ${JSON.stringify(items)}`);
  return item;
}

function expectOffsets(input: string, items: DateTimeItem[]): void {
  for (const i of items) {
    expect(input.slice(i.start, i.end + 1)).toBe(i.text);
    expect(i.end - i.start + 1).toBe(i.text.length);
  }
}

describe('recognizeDateTimes: English (Recognizers-Text)', () => {
  it('grounds relative dates against the reference time', () => {
    const input = 'See you tomorrow, not yesterday.';
    const items = recognizeDateTimes(input, 'en-US', REF);
    expect(find(items, 'tomorrow')).toEqual({
      start: 8,
      end: 15,
      text: 'tomorrow',
      type_name: 'datetimeV2.date',
      resolution: { values: [{ timex: '2024-05-02', type: 'date', value: '2024-05-02' }] },
    });
    expect(find(items, 'yesterday').resolution.values[0].value).toBe('2024-04-30');
    expectOffsets(input, items);
  });

  it('returns dateranges with YYYY-MM-DD start and end', () => {
    const items = recognizeDateTimes('Revenue grew next week', 'en-GB', REF);
    const week = find(items, 'next week');
    expect(week.type_name).toBe('datetimeV2.daterange');
    expect(week.resolution.values).toEqual([
      { timex: '2024-W19', type: 'daterange', start: '2024-05-06', end: '2024-05-13' },
    ]);
  });

  it('keeps the original case in text', () => {
    const items = recognizeDateTimes('Meet me on Friday', 'en-AU', REF);
    expect(find(items, 'friday').text).toBe('Friday');
  });
});

describe('recognizeDateTimes: Chinese', () => {
  it('recognises a Simplified Chinese date', () => {
    const input = '会议在2024年5月3日举行';
    const items = recognizeDateTimes(input, 'zh-CN', REF);
    expect(find(items, '2024年5月3日')).toMatchObject({
      start: 3,
      end: 11,
      type_name: 'datetimeV2.date',
      resolution: { values: [{ timex: '2024-05-03', type: 'date', value: '2024-05-03' }] },
    });
  });

  it('recognises Traditional Chinese with offsets in the original text', () => {
    const input = '我們明天下午三點開會';
    const items = recognizeDateTimes(input, 'zh-TW', REF);
    expect(items.length).toBeGreaterThan(0);
    expectOffsets(input, items);
    expect(items[0].text.startsWith('明天')).toBe(true);
    expect(JSON.stringify(items[0].resolution.values)).toContain('2024-05-02');
  });
});

type Case = [lang: string, today: string, tomorrow: string, yesterday: string, numeric: string, monthName: string];
const RULE_CASES: Case[] = [
  ['id-ID', 'hari ini', 'besok', 'kemarin', 'pada 02/05/2024, ya', '17 Agustus 2024'],
  ['ms-MY', 'hari ini', 'esok', 'semalam', 'pada 2.5.2024', '17 Ogos 2024'],
  ['jv-ID', 'dina iki', 'sesuk', 'wingi', 'tanggal 02-05-2024', '17 Agustus 2024'],
  ['tl-PH', 'ngayon', 'bukas', 'kahapon', 'sa 02/05/2024', 'Agosto 17, 2024'],
  ['vi-VN', 'hôm nay', 'ngày mai', 'hôm qua', 'vào 02/05/2024', 'ngày 17 tháng 8 năm 2024'],
  ['cs-CZ', 'dnes', 'zítra', 'včera', 'dne 2. 5. 2024', '17. srpna 2024'],
  ['hr-HR', 'danas', 'sutra', 'jučer', 'dana 2.5.2024.', '17. kolovoza 2024.'],
];

describe.each(RULE_CASES)('recognizeDateTimes: rule-based %s', (lang, today, tomorrow, yesterday, numeric, monthName) => {
  it('today / tomorrow / yesterday', () => {
    const input = `X ${today}, Y ${tomorrow}, Z ${yesterday}.`;
    const items = recognizeDateTimes(input, lang, REF);
    expectOffsets(input, items);
    const values = items.map((i) => [i.text.toLowerCase(), i.type_name, i.resolution.values[0].timex]);
    expect(values).toEqual([
      [today, 'datetimeV2.date', '2024-05-01'],
      [tomorrow, 'datetimeV2.date', '2024-05-02'],
      [yesterday, 'datetimeV2.date', '2024-04-30'],
    ]);
  });

  it('a day-first numeric date', () => {
    const items = recognizeDateTimes(numeric, lang, REF);
    expectOffsets(numeric, items);
    expect(items).toHaveLength(1);
    expect(items[0].type_name).toBe('datetimeV2.date');
    expect(items[0].resolution.values).toEqual([{ timex: '2024-05-02', type: 'date', value: '2024-05-02' }]);
    expect(items[0].text).toMatch(/^0?2[./-]\s?0?5[./-]\s?2024$/);
  });

  it('a month-name date', () => {
    const input = `Acara: ${monthName}`;
    const items = recognizeDateTimes(input, lang, REF);
    expectOffsets(input, items);
    expect(items).toHaveLength(1);
    expect(items[0].start).toBe(7);
    expect(items[0].text).toBe(monthName.replace(/\.$/, ''));
    expect(items[0].resolution.values).toEqual([{ timex: '2024-08-17', type: 'date', value: '2024-08-17' }]);
  });
});

describe('recognizeDateTimes: rule-based details', () => {
  it('ISO dates and clock times, joined into datetimes', () => {
    const input = 'Rapat 2024-05-03 pukul 14.30, lalu jam 9 malam.';
    const items = recognizeDateTimes(input, 'id-ID', REF);
    expectOffsets(input, items);
    expect(items.map((i) => [i.text, i.type_name, i.resolution.values])).toEqual([
      ['2024-05-03 pukul 14.30', 'datetimeV2.datetime', [{ timex: '2024-05-03T14:30', type: 'datetime', value: '2024-05-03 14:30:00' }]],
      ['jam 9 malam', 'datetimeV2.time', [{ timex: 'T21', type: 'time', value: '21:00:00' }]],
    ]);
  });

  it('relative day with a pm time', () => {
    const items = recognizeDateTimes('Gặp nhau lúc 2 giờ chiều ngày mai', 'vi-VN', REF);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      text: 'lúc 2 giờ chiều ngày mai',
      type_name: 'datetimeV2.datetime',
      resolution: { values: [{ timex: '2024-05-02T14', type: 'datetime', value: '2024-05-02 14:00:00' }] },
    });
  });

  it('weekday names resolve to the previous and the next occurrence', () => {
    const items = recognizeDateTimes('Sastanak u petak u 14:30', 'hr-HR', REF);
    expect(items).toHaveLength(1);
    expect(items[0].resolution.values).toEqual([
      { timex: 'XXXX-WXX-5T14:30', type: 'datetime', value: '2024-04-26 14:30:00' },
      { timex: 'XXXX-WXX-5T14:30', type: 'datetime', value: '2024-05-03 14:30:00' },
    ]);
  });

  it('month and year as a daterange', () => {
    const items = recognizeDateTimes('Laporan bulan Mei 2024', 'id-ID', REF);
    expect(items).toEqual([
      {
        start: 14,
        end: 21,
        text: 'Mei 2024',
        type_name: 'datetimeV2.daterange',
        resolution: { values: [{ timex: '2024-05', type: 'daterange', start: '2024-05-01', end: '2024-06-01' }] },
      },
    ]);
  });

  it('relative day + day part: a part-of-day range, or it places a following clock time', () => {
    expect(recognizeDateTimes('Besok pagi kita berangkat', 'id-ID', REF)).toEqual([
      {
        start: 0,
        end: 9,
        text: 'Besok pagi',
        type_name: 'datetimeV2.datetimerange',
        resolution: { values: [{ timex: '2024-05-02TMO', type: 'datetimerange', start: '2024-05-02 08:00:00', end: '2024-05-02 12:00:00' }] },
      },
    ]);
    const items = recognizeDateTimes('Jučer navečer u 8.15 bili smo doma', 'hr-HR', REF);
    expect(items.map((i) => [i.text, i.resolution.values[0].value])).toEqual([['Jučer navečer u 8.15', '2024-04-30 20:15:00']]);
  });

  it('prepositions before a time stay outside the span; ambiguous words need a capital', () => {
    expect(recognizeDateTimes('Sraz v 15.30, v 5 případech', 'cs-CZ', REF).map((i) => i.text)).toEqual(['15.30']);
    expect(recognizeDateTimes('dua minggu lagi, hari Minggu', 'id-ID', REF).map((i) => i.text)).toEqual(['Minggu']);
  });

  it('next / last / this with weekdays and calendar units, before or after the word', () => {
    const summary = (input: string, lang: string) =>
      recognizeDateTimes(input, lang, REF).map((i) => [i.text, i.type_name.slice(11), i.resolution.values[0].timex]);
    expect(summary('minggu depan, Jumat lalu, bulan ini', 'id-ID')).toEqual([
      ['minggu depan', 'daterange', '2024-W19'],
      ['Jumat lalu', 'date', '2024-04-26'],
      ['bulan ini', 'daterange', '2024-05'],
    ]);
    expect(summary('příští pondělí, minulý rok', 'cs-CZ')).toEqual([
      ['příští pondělí', 'date', '2024-05-06'],
      ['minulý rok', 'daterange', '2023'],
    ]);
    expect(recognizeDateTimes('tháng sau', 'vi-VN', REF)[0].resolution.values).toEqual([
      { timex: '2024-06', type: 'daterange', start: '2024-06-01', end: '2024-07-01' },
    ]);
  });

  it('day and month without a year after a day word or with both dots', () => {
    const vi = recognizeDateTimes('Hẹn ngày 17/8 lúc 9h nhé', 'vi-VN', REF);
    expect(vi.map((i) => [i.text, i.resolution.values.map((v) => v.value)])).toEqual([
      ['ngày 17/8 lúc 9h', ['2023-08-17 09:00:00', '2024-08-17 09:00:00']],
    ]);
    const hr = recognizeDateTimes('Vidimo se 17.8. u 9.30 sati', 'hr-HR', REF);
    expect(hr.map((i) => [i.text, i.resolution.values[0].timex])).toEqual([['17.8. u 9.30 sati', 'XXXX-08-17T09:30']]);
    expect(recognizeDateTimes('versi 1.2.', 'id-ID', REF)).toEqual([]);
  });

  it('N days / weeks / months ago and from now', () => {
    const values = (input: string, lang: string) => recognizeDateTimes(input, lang, REF).map((i) => [i.text, i.resolution.values[0].value]);
    expect(values('3 hari lagi, 2 minggu yang lalu', 'id-ID')).toEqual([
      ['3 hari lagi', '2024-05-04'],
      ['2 minggu yang lalu', '2024-04-17'],
    ]);
    expect(values('za 3 dny, před 3 měsíci', 'cs-CZ')).toEqual([
      ['za 3 dny', '2024-05-04'],
      ['před 3 měsíci', '2024-02-01'],
    ]);
    expect(values('3 ngày nữa', 'vi-VN')).toEqual([['3 ngày nữa', '2024-05-04']]);
    expect(values('ada 3 hari', 'id-ID')).toEqual([]);
  });

  it('ignores invalid dates, IP addresses and plain numbers', () => {
    expect(recognizeDateTimes('31.02.2024 192.168.1.10 versi 3.14 ada 12 orang', 'id-ID', REF)).toEqual([]);
  });
});
