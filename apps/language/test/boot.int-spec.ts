import { http } from '@parley/testing';
import { Language } from './harness';

describe('language app', () => {
  let lang: Language;
  beforeAll(async () => {
    lang = await Language.start({ PRELOAD_ENTITY_MODELS: 'true' });
  });
  afterAll(() => lang?.close());

  it('is live and ready once Postgres (API keys only), Redis and NATS answer', async () => {
    expect((await http('GET', `${lang.url}/healthz`)).status).toBe(200);
    const ready = await http('GET', `${lang.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ postgres: 'ok', redis: 'ok', nats: 'ok' });
  });

  it('serves its metrics, and its API docs at /docs and /ner/docs', async () => {
    await http('GET', `${lang.url}/healthz`);
    expect((await http('GET', `${lang.url}/metrics`)).text).toContain('http_request_duration_seconds_bucket');
    expect((await http('GET', `${lang.url}/docs`)).status).toBe(200);
    expect((await http('GET', `${lang.url}/ner/docs`)).status).toBe(200);
    const spec = await http('GET', `${lang.url}/ner/docs-json`);
    expect(spec.body.info.title).toBe('Parley Language API');
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/machine-reading/marco-answer',
        '/topics/{lang_code}/extract_no_callback',
        '/topics/{lang_code}/extract',
        '/topics/{lang_code}/extract_live',
      ]),
    );
  });

  it('renders an unknown route as a FastAPI-style 404', async () => {
    const res = await http('GET', `${lang.url}/ner/xx/nope`);
    expect(res.status).toBe(404);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(typeof res.body.detail).toBe('string');
  });
});
