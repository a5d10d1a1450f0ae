import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationsConfig } from '../config';
import { backoffMs } from './delivery-runner';
import { MAX_RESPONSE_CHARS, WebhookSender, clipResponse, failureCode } from './webhook-sender';

const config = (over: Partial<NotificationsConfig>) =>
  ({ allowPrivateUrls: true, deliveryTimeoutMs: 1_000, deliveryConcurrency: 4, ...over }) as NotificationsConfig;

describe('WebhookSender', () => {
  let server: Server;
  let base: string;
  let answer: (body: string) => { status: number; body: string } | null;
  const seen: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        const a = answer(body);
        if (a) res.writeHead(a.status).end(a.body); // null: never answer
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('POSTs JSON with the event id header; a 2xx is a success and its body is kept', async () => {
    const sender = new WebhookSender(config({}));
    answer = () => ({ status: 202, body: 'queued' });
    const result = await sender.send(`${base}/hook`, '{"id":"e1"}', 'e1');
    expect(result).toEqual({ success: true, statusCode: '202', responseBody: 'queued' });
    expect(seen.at(-1)).toMatchObject({ body: '{"id":"e1"}', headers: { 'content-type': 'application/json', 'x-parley-event-id': 'e1' } });
    answer = () => ({ status: 301, body: '' });
    expect(await sender.send(`${base}/hook`, '{}', 'e2')).toMatchObject({ success: false, statusCode: '301' });
    await sender.onApplicationShutdown();
  });

  it('reports a timeout, a refused connection and a blocked address as status codes', async () => {
    const sender = new WebhookSender(config({ deliveryTimeoutMs: 200 }));
    answer = () => null;
    expect(await sender.send(`${base}/slow`, '{}', 'e')).toMatchObject({ success: false, statusCode: 'timeout' });
    expect(await sender.send('http://127.0.0.1:1/x', '{}', 'e')).toMatchObject({ success: false, statusCode: 'ECONNREFUSED' });
    await sender.onApplicationShutdown();

    const strict = new WebhookSender(config({ allowPrivateUrls: false }));
    expect(await strict.send('https://127.0.0.1/x', '{}', 'e')).toMatchObject({ success: false, statusCode: 'blocked_address' });
    expect(await strict.send(`${base}/x`, '{}', 'e')).toMatchObject({ success: false, statusCode: 'invalid_url' });
    await strict.onApplicationShutdown();
  });

  it('keeps the first 20480 characters of a long reply', async () => {
    const sender = new WebhookSender(config({}));
    answer = () => ({ status: 500, body: 'é'.repeat(50_000) });
    const result = await sender.send(`${base}/big`, '{}', 'e');
    expect(result.responseBody).toBe('é'.repeat(MAX_RESPONSE_CHARS));
    await sender.onApplicationShutdown();
  });
});

describe('clipResponse and failureCode', () => {
  it('never splits a surrogate pair and drops NUL characters', () => {
    const text = 'a'.repeat(MAX_RESPONSE_CHARS - 1) + '😀';
    expect(clipResponse(text)).toBe('a'.repeat(MAX_RESPONSE_CHARS - 1));
    expect(clipResponse('a\u0000b')).toBe('ab');
  });

  it('maps undici and Node errors to short codes', () => {
    expect(failureCode({ code: 'UND_ERR_HEADERS_TIMEOUT' })).toBe('timeout');
    expect(failureCode({ name: 'TimeoutError' })).toBe('timeout');
    expect(failureCode({ code: 'UND_ERR_SOCKET' })).toBe('ECONNRESET');
    expect(failureCode({ cause: { code: 'ENOTFOUND' } })).toBe('ENOTFOUND');
    expect(failureCode(new Error('x'))).toBe('network_error');
  });
});

describe('backoffMs', () => {
  it('doubles from the base with at most 20 % jitter either way', () => {
    expect(backoffMs(2000, 1, () => 0.5)).toBe(2000);
    expect(backoffMs(2000, 3, () => 0.5)).toBe(8000);
    expect(backoffMs(2000, 3, () => 0)).toBe(6400);
    expect(backoffMs(2000, 3, () => 1)).toBe(9600);
  });
});
