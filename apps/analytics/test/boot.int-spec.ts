import { Isolation, RunningApp, http, isolate, startApp } from '@parley/testing';
import { analyticsDefinition } from '../src/definition';
import { analyticsMigrations } from '../src/migrations';

describe('analytics app', () => {
  let iso: Isolation;
  let svc: RunningApp;
  beforeAll(async () => {
    iso = await isolate([analyticsMigrations]);
    svc = await startApp(analyticsDefinition, iso.env);
  });
  afterAll(async () => {
    await svc?.close();
    await iso?.cleanup();
  });

  it('is live and ready once Postgres, Redis and NATS answer', async () => {
    expect((await http('GET', `${svc.url}/healthz`)).status).toBe(200);
    const ready = await http('GET', `${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ postgres: 'ok', redis: 'ok', nats: 'ok' });
  });

  it('serves its metrics and API docs', async () => {
    await http('GET', `${svc.url}/healthz`);
    expect((await http('GET', `${svc.url}/metrics`)).text).toContain('http_request_duration_seconds_bucket');
    expect((await http('GET', `${svc.url}/docs`)).status).toBe(200);
    const spec = await http('GET', `${svc.url}/docs-json`);
    expect(spec.body.info.title).toBe('Parley Analytics API');
  });

  it('renders an unknown route as a FastAPI-style 404', async () => {
    const res = await http('GET', `${svc.url}/api/v1/analytics/nope`);
    expect(res.status).toBe(404);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(typeof res.body.detail).toBe('string');
  });
});
