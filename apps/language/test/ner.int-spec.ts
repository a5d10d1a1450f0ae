import { NER_LANGUAGE_CODES, tokenize } from '@parley/language';
import { Language } from './harness';

/** One sentence per language: a person, a city and the word for tomorrow. */
const SAMPLES: Record<string, { text: string; city: string; tomorrow: string }> = {
  en: { text: 'Barack Obama visited Paris tomorrow and emailed ann@example.com.', city: 'Paris', tomorrow: 'tomorrow' },
  zh: { text: '王小明明天在台北見面。', city: '台北', tomorrow: '明天' },
  id: { text: 'Joko Widodo mengunjungi Jakarta besok.', city: 'Jakarta', tomorrow: 'besok' },
  jv: { text: 'Budi lunga menyang Surabaya sesuk.', city: 'Surabaya', tomorrow: 'sesuk' },
  ms: { text: 'Ahmad pergi ke Kuala Lumpur esok.', city: 'Kuala Lumpur', tomorrow: 'esok' },
  tl: { text: 'Pumunta si Juan sa Maynila bukas.', city: 'Maynila', tomorrow: 'bukas' },
  vi: { text: 'Nguyễn Văn An đến Hà Nội ngày mai.', city: 'Hà Nội', tomorrow: 'ngày mai' },
  cs: { text: 'Jan Novák jede zítra do Prahy.', city: 'Prahy', tomorrow: 'zítra' },
  hr: { text: 'Ivan Horvat putuje sutra u Zagreb.', city: 'Zagreb', tomorrow: 'sutra' },
};

/** The text of each entity with `label`, its tokens joined by a space. */
function entities(tags: Record<string, string>[], label: string): string[] {
  const out: string[] = [];
  for (const t of tags) {
    const [token, tag] = Object.entries(t)[0];
    if (tag === `B-${label}`) out.push(token);
    else if (tag === `I-${label}` && out.length) out[out.length - 1] += ` ${token}`;
  }
  return out;
}

describe('entity tagging', () => {
  let lang: Language;
  let key: string;
  beforeAll(async () => {
    lang = await Language.start({ PRELOAD_ENTITY_MODELS: 'true' });
    key = await lang.key(['language']);
  });
  afterAll(() => lang?.close());

  it('needs a key with the language scope', async () => {
    const body = { text: 'Ann' };
    expect((await lang.call('/ner/en-XX/extract', null, body)).status).toBe(401);
    expect((await lang.call('/ner/en-XX/extract', 'pk_live_unknown', body)).status).toBe(401);
    expect((await lang.call('/ner/en-XX/extract', await lang.key(['analytics']), body)).status).toBe(403);
    // The key is checked before the language code.
    expect((await lang.call('/ner/fr-FR/extract', null, body)).status).toBe(401);
  });

  it('knows the 14 language codes of the spec', () => {
    expect(NER_LANGUAGE_CODES).toHaveLength(14);
  });

  it.each([...NER_LANGUAGE_CODES])('%s returns {tags, datetime, misc}: one tag per token, the city and tomorrow', async (code) => {
    const base = code.slice(0, 2);
    const { text, city, tomorrow } = SAMPLES[base];
    const res = await lang.call(`/ner/${code}/extract`, key, { text, reference_time: '2026-03-10T12:00:00' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['datetime', 'misc', 'tags']);
    expect(res.body.tags).toHaveLength(tokenize(text, base).length);
    for (const item of res.body.tags) {
      const entries = Object.entries(item);
      expect(entries).toHaveLength(1);
      expect(entries[0][1]).toMatch(/^(O|[BI]-[A-Z_]+)$/);
    }
    expect(res.body.tags.map((t: object) => Object.keys(t)[0]).join('')).toBe(text.replace(/\s+/g, ''));
    const joined = (e: string) => (base === 'zh' ? e.replace(/ /g, '') : e);
    expect(entities(res.body.tags, 'CITY').map(joined)).toEqual([city]);
    expect(entities(res.body.tags, 'DATE').map(joined)).toEqual([tomorrow]);
    expect(res.body.datetime).toEqual([
      expect.objectContaining({ text: tomorrow, type_name: 'datetimeV2.date', resolution: { values: [expect.objectContaining({ value: '2026-03-11' })] } }),
    ]);
    expect(Object.keys(res.body.misc).sort()).toEqual(['Email', 'IP-address', 'URL']);
  });

  it('tags people, places, e-mails and grounds relative dates on reference_time', async () => {
    const res = await lang.call('/ner/en-US/extract', key, {
      text: SAMPLES.en.text,
      // 04:30 UTC on the 11th, but the 10th on the caller's wall clock: "tomorrow" is the 11th.
      reference_time: '2026-03-10T23:30:00-05:00',
    });
    expect(res.status).toBe(200);
    const tags = Object.fromEntries(res.body.tags.map((t: object) => Object.entries(t)[0]));
    expect(tags.Barack).toBe('B-PERSON');
    expect(tags.Obama).toBe('I-PERSON');
    expect(res.body.misc.Email).toEqual(['ann@example.com']);
    const tomorrow = res.body.datetime.find((d: any) => /tomorrow/i.test(d.text));
    expect(tomorrow).toBeDefined();
    expect(tomorrow.resolution.values[0].value ?? tomorrow.resolution.values[0].timex).toBe('2026-03-11');
  });

  // The reference time is read on its own wall clock: 23:30 on 1 March in New York and in UTC
  // (and without an offset) are all 1 March, so "tomorrow" is 2 March wherever the server runs.
  it.each(['2026-03-01T23:30:00-05:00', '2026-03-01T23:30:00Z', '2026-03-01T23:30:00+14:00', '2026-03-01T23:30', '2026-03-01'])(
    'grounds "tomorrow" on the wall clock of reference_time %s',
    async (reference_time) => {
      const res = await lang.call('/ner/en-US/extract', key, { text: 'We meet tomorrow.', reference_time });
      expect(res.status).toBe(200);
      const [tomorrow] = res.body.datetime;
      expect(tomorrow.text).toBe('tomorrow');
      expect(tomorrow.resolution.values[0].value).toBe('2026-03-02');
    },
  );

  it('refuses an unknown code with 422 naming the supported ones, whatever the body', async () => {
    const res = await lang.call('/ner/fr-FR/extract', key, {});
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      {
        loc: ['path', 'lang_code'],
        msg: `unsupported language code; supported: ${NER_LANGUAGE_CODES.join(', ')}`,
        type: 'value_error.lang_code',
      },
    ]);
  });

  it('refuses a missing or over-long text and a bad reference_time with 422', async () => {
    const missing = await lang.call('/ner/en-XX/extract', key, {});
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'text'], type: 'value_error.missing' })]);
    const long = await lang.call('/ner/en-XX/extract', key, { text: 'a '.repeat(50_001) });
    expect(long.status).toBe(422);
    expect(long.body.detail[0].loc).toEqual(['body', 'text']);
    // Not ISO 8601, an impossible date, and ISO forms without a written wall-clock date.
    for (const reference_time of ['next week', '2026-02-30', '2026-03-01T25:00', '2026-03', '2026-W10-2', '20260301T2330']) {
      const when = await lang.call('/ner/en-XX/extract', key, { text: 'Ann', reference_time });
      expect(when.status).toBe(422);
      expect(when.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'reference_time'], msg: expect.any(String) })]);
    }
  });
});
