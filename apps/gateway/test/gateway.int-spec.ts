import type { FastifyInstance } from 'fastify';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { SERVICES, ServiceName } from '@parley/contracts';
import { WebhookReceiver, http } from '@parley/testing';
import { createGateway, loadGatewayConfig, upstreamSetting } from '../src';

const NAMES = Object.keys(SERVICES) as ServiceName[];

/** A fake app: answers every request with its own name and what it received. */
async function fakeUpstream(name: ServiceName): Promise<WebhookReceiver> {
  const upstream = await new WebhookReceiver().start();
  upstream.respond = (req) => ({ status: req.method === 'POST' ? 201 : 200, body: JSON.stringify({ service: name, ...req }) });
  return upstream;
}

/** A loopback port nobody listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startGateway(upstreams: Partial<Record<ServiceName, string>>, settings: Record<string, string> = {}) {
  const env: Record<string, string> = { LOG_LEVEL: 'silent', ...settings };
  for (const [name, url] of Object.entries(upstreams)) env[upstreamSetting(name as ServiceName)] = url;
  const gateway = await createGateway(loadGatewayConfig(env));
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, url };
}

describe('gateway', () => {
  const upstreams = {} as Record<ServiceName, WebhookReceiver>;
  let gateway: FastifyInstance;
  let gw: string;

  beforeAll(async () => {
    for (const name of NAMES) upstreams[name] = await fakeUpstream(name);
    ({ gateway, url: gw } = await startGateway(Object.fromEntries(NAMES.map((n) => [n, upstreams[n].url]))));
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all(Object.values(upstreams).map((u) => u.stop()));
  });

  it.each(NAMES.flatMap((name) => SERVICES[name].prefixes.map((prefix) => [prefix, name])))(
    'routes %s to %s with the full path and query kept',
    async (prefix, name) => {
      const res = await http('GET', `${gw}${prefix}/some/thing?limit=5&order_by=name:asc`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ service: name, path: `${prefix}/some/thing?limit=5&order_by=name:asc` });
    },
  );

  it('tells apart the analytics and messaging paths under /seax-api/api/v1', async () => {
    const report = await http('POST', `${gw}/seax-api/api/v1/analytics/generate_metric_report`, { body: { metrics: [] } });
    const contacts = await http('GET', `${gw}/seax-api/api/v1/workspace/w-1/contacts?offset=20`);
    expect(report.body).toMatchObject({ service: 'analytics', path: '/seax-api/api/v1/analytics/generate_metric_report' });
    expect(contacts.body).toMatchObject({ service: 'messaging', path: '/seax-api/api/v1/workspace/w-1/contacts?offset=20' });
  });

  it('forwards method, credentials, body and request id, and returns the upstream status', async () => {
    const res = await http('POST', `${gw}/notify-api/v1/workspaces/w-1/subscription?access_token=tok`, {
      headers: { 'x-api-key': 'key-1', authorization: 'Bearer key-2', 'x-request-id': 'req-42' },
      body: { webhook_url: 'https://example.test/hook' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('req-42');
    expect(res.body).toMatchObject({
      service: 'notifications',
      method: 'POST',
      path: '/notify-api/v1/workspaces/w-1/subscription?access_token=tok',
      body: { webhook_url: 'https://example.test/hook' },
      headers: { 'x-api-key': 'key-1', authorization: 'Bearer key-2', 'x-request-id': 'req-42' },
    });
  });

  it('answers a path no service serves with a 404 {detail}', async () => {
    const res = await http('GET', `${gw}/nowhere/at/all`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it('is live, ready when every upstream is healthy, and counts requests in /metrics', async () => {
    expect((await http('GET', `${gw}/healthz`)).body).toEqual({ status: 'ok' });
    const ready = await http('GET', `${gw}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual(Object.fromEntries(NAMES.map((n) => [n, 'ok'])));
    const metrics = await http('GET', `${gw}/metrics`);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
    expect(metrics.text).toContain('route="/ner/*"');
  });
});

describe('gateway with an upstream down', () => {
  let upstream: WebhookReceiver;
  let gateway: FastifyInstance;
  let gw: string;

  beforeAll(async () => {
    upstream = await fakeUpstream('agents');
    const down = `http://127.0.0.1:${await deadPort()}`;
    ({ gateway, url: gw } = await startGateway({
      ...Object.fromEntries(NAMES.map((n) => [n, upstream.url])),
      language: down,
    }));
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.stop();
  });

  it('answers 502 {detail} for its paths and still serves the others', async () => {
    const res = await http('POST', `${gw}/ner/en/extract`, { body: { text: 'hello' } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The language service is unavailable' });
    expect((await http('GET', `${gw}/api/v1/public/bots`)).status).toBe(200);
  });

  it('is not ready, naming the failing upstream', async () => {
    const ready = await http('GET', `${gw}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.checks.language).toMatch(/^failed/);
    expect(ready.body.checks.agents).toBe('ok');
  });
});

describe('gateway with an upstream that does not answer', () => {
  const stalled = createHttpServer(() => undefined);
  let gateway: FastifyInstance;
  let gw: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as { port: number };
    ({ gateway, url: gw } = await startGateway({ analytics: `http://127.0.0.1:${port}` }, { UPSTREAM_TIMEOUT_MS: '200' }));
  });
  afterAll(async () => {
    await gateway?.close();
    stalled.closeAllConnections();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it('gives up with a 504 {detail} after UPSTREAM_TIMEOUT_MS', async () => {
    const res = await http('GET', `${gw}/analytics-api/v1/generate_metric_report`);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ detail: 'The analytics service did not answer in time' });
  });
});
