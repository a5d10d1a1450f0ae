import { Language } from './harness';

const PATH = '/machine-reading/marco-answer';
const CONTEXT = [
  'The Eiffel Tower is a wrought-iron lattice tower in Paris. It was designed by the engineer Gustave Eiffel.',
  'Hamlet is a tragedy written by William Shakespeare sometime between 1599 and 1601.',
];

describe('machine reading and API keys', () => {
  let lang: Language;
  let key: string;
  beforeAll(async () => {
    lang = await Language.start();
    key = await lang.key(['language']);
  });
  afterAll(() => lang?.close());

  it('answers 401 without a key or with an unknown one, and 403 without the language scope', async () => {
    const body = { question: 'Who wrote Hamlet?', context: CONTEXT };
    const none = await lang.call(PATH, null, body);
    expect(none.status).toBe(401);
    expect(typeof none.body.detail).toBe('string');
    expect((await lang.call(PATH, 'pk_live_nope_nope', body)).status).toBe(401);
    const other = await lang.key(['notify']);
    const denied = await lang.call(PATH, other, body);
    expect(denied.status).toBe(403);
    expect(typeof denied.body.detail).toBe('string');
  });

  it('extracts the answer, its segment and a score', async () => {
    const res = await lang.call(PATH, key, { question: 'Who wrote Hamlet?', context: CONTEXT });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['answer', 'review', 'score']);
    expect(res.body.answer).toContain('Shakespeare');
    expect(res.body.review).toBe(CONTEXT[1]);
    expect(res.body.score).toBeGreaterThan(0);
    expect(res.body.score).toBeLessThanOrEqual(1);
  });

  it('refuses an over-long segment, an empty context and an empty question with 422 naming the field', async () => {
    const long = await lang.call(PATH, key, { question: 'Who?', context: ['ok', 'x'.repeat(513)] });
    expect(long.status).toBe(422);
    expect(long.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'context', 1], type: 'value_error' })]);
    expect(long.body.detail[0].msg).toMatch(/512/);

    const empty = await lang.call(PATH, key, { question: 'Who?', context: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'context'] })]);

    const blank = await lang.call(PATH, key, { question: '  ', context: CONTEXT });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'question'] })]);

    const missing = await lang.call(PATH, key, { context: CONTEXT, extra: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d: any) => d.loc)).toEqual([
      ['body', 'extra'],
      ['body', 'question'],
    ]);
  });

  it('accepts a segment of exactly 512 characters', async () => {
    const res = await lang.call(PATH, key, { question: 'Who designed it?', context: ['a'.repeat(512)] });
    expect(res.status).toBe(200);
  });
});
