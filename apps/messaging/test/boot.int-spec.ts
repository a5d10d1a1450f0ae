import { Isolation, RunningApp, http, isolate, startApp } from '@parley/testing';
import { messagingDefinition } from '../src/definition';
import { messagingMigrations } from '../src/migrations';

describe('messaging app', () => {
  let iso: Isolation;
  let svc: RunningApp;
  beforeAll(async () => {
    iso = await isolate([messagingMigrations]);
    svc = await startApp(messagingDefinition, iso.env);
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
    expect(spec.body.info.title).toBe('Parley Messaging API');
  });

  it('renders an unknown route as a 404 in the messaging dialect', async () => {
    const res = await http('GET', `${svc.url}/seax-api/api/v1/workspace/w1/nope`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});
