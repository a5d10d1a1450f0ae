import { RunningApp, http, startApp } from '@parley/testing';
import { languageDefinition } from '../src/definition';

describe('language app', () => {
  let svc: RunningApp;
  beforeAll(async () => {
    svc = await startApp(languageDefinition, { LOG_LEVEL: 'silent' });
  });
  afterAll(() => svc?.close());

  it('is live and ready once Redis and NATS answer (it has no Postgres schema)', async () => {
    expect((await http('GET', `${svc.url}/healthz`)).status).toBe(200);
    const ready = await http('GET', `${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ redis: 'ok', nats: 'ok' });
  });

  it('serves its metrics, and its API docs at /docs and /ner/docs', async () => {
    await http('GET', `${svc.url}/healthz`);
    expect((await http('GET', `${svc.url}/metrics`)).text).toContain('http_request_duration_seconds_bucket');
    expect((await http('GET', `${svc.url}/docs`)).status).toBe(200);
    expect((await http('GET', `${svc.url}/ner/docs`)).status).toBe(200);
    const spec = await http('GET', `${svc.url}/ner/docs-json`);
    expect(spec.body.info.title).toBe('Parley Language API');
  });

  it('renders an unknown route as a FastAPI-style 404', async () => {
    const res = await http('GET', `${svc.url}/ner/xx/nope`);
    expect(res.status).toBe(404);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(typeof res.body.detail).toBe('string');
  });
});
