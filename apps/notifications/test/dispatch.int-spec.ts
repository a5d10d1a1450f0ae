import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { eventSubject } from '@parley/contracts';
import { JetStreamService } from '@parley/events';
import { uuidv7 } from '@parley/platform';
import { WebhookReceiver, waitFor } from '@parley/testing';
import { ISO_UTC, Notifications, UUID, Workspace, envelopeOf } from './harness';

const MAX_ATTEMPTS = 5;

describe('notifications: event dispatch and delivery logs', () => {
  let t: Notifications;
  let receiver: WebhookReceiver;
  let a: Workspace;
  let b: Workspace;

  beforeAll(async () => {
    t = await Notifications.start({ DELIVERY_MAX_ATTEMPTS: String(MAX_ATTEMPTS) });
    receiver = await new WebhookReceiver().start();
    a = await t.workspace('Acme');
    b = await t.workspace('Beta');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  const at = (path: string) => `${receiver.url}${path}`;
  const requestsTo = (path: string, eventId?: string) =>
    receiver.received.filter((r) => r.path === path && (!eventId || r.body?.id === eventId));
  const logs = async (ws: Workspace, query = '', subscriptionId?: string) => {
    const res = await t.call('GET', `/workspaces/${ws.id}/logs${subscriptionId ? `/${subscriptionId}` : ''}${query}`, ws.key);
    if (res.status !== 200) throw new Error(`logs: ${res.status} ${res.text}`);
    return res.body as { total: number; data: any[] };
  };
  const logsOf = async (ws: Workspace, subscriptionId: string, count: number) =>
    waitFor(
      async () => {
        const page = await logs(ws, '?order_by=created_at:asc', subscriptionId);
        return page.total >= count ? page.data : undefined;
      },
      { what: `${count} log entries of ${subscriptionId}` },
    );
  const deliveriesOf = async (eventId: string) =>
    (await t.db.query(`SELECT subscription_id FROM notifications.deliveries WHERE event_id = $1`, [eventId])) as {
      subscription_id: string;
    }[];

  it('delivers a matching event to its subscription only, with the subscription fields added', async () => {
    const match = await t.subscribe(a, {
      webhook_url: at('/match'),
      event_types: ['message.new', 'conversation.new'],
      created_by: 'ann',
    });
    await t.call('PATCH', `/workspaces/${a.id}/subscription/${match.id}`, a.key, { updated_by: 'bob' });
    await t.subscribe(a, { webhook_url: at('/other-type'), event_types: ['conversation.ended'] });
    await t.subscribe(a, { webhook_url: at('/disabled'), event_types: ['message.new'], is_enabled: false });
    const deleted = await t.subscribe(a, { webhook_url: at('/deleted'), event_types: ['message.new'] });
    expect((await t.call('DELETE', `/workspaces/${a.id}/subscription/${deleted.id}`, a.key)).status).toBe(204);
    await t.subscribe(b, { webhook_url: at('/other-workspace'), event_types: ['message.new'] });

    const event = envelopeOf(a, 'message.new');
    await t.publish(event);

    const [request] = await waitFor(() => (requestsTo('/match', event.id).length ? requestsTo('/match', event.id) : undefined));
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-parley-event-id']).toBe(event.id);
    expect(request.body).toEqual({ ...event, subscription_created_by: 'ann', subscription_updated_by: 'bob' });

    // The deliveries of an event are recorded in one statement before it is acked.
    expect(await deliveriesOf(event.id)).toEqual([{ subscription_id: match.id }]);
    const [log] = await logsOf(a, match.id, 1);
    expect(receiver.received.filter((r) => r.body?.id === event.id)).toHaveLength(1);
    expect(log).toEqual({
      id: expect.stringMatching(UUID),
      workspace_id: a.id,
      event_id: event.id,
      subscription_id: match.id,
      event_type: 'message.new',
      webhook_url: at('/match'),
      delivery_status: 'success',
      status_code: '200',
      response_body: '{"ok":true}',
      delivered_event_obj: {
        id: event.id,
        workspace_id: a.id,
        workspace_name: 'Acme',
        value: {
          event_type: 'message.new',
          event_source: 'agents',
          event_triggered_by: 'Support Bot',
          payload: event.data,
          occurred_at: event.timestamp,
          sent_at: expect.stringMatching(ISO_UTC),
          subscription_created_by: 'ann',
          subscription_updated_by: 'bob',
        },
      },
      created_at: expect.stringMatching(ISO_UTC),
    });
  });

  it('delivers an event published twice only once per subscription', async () => {
    const sub = await t.subscribe(a, { webhook_url: at('/once'), event_types: ['conversation.label.added'] });
    const event = envelopeOf(a, 'conversation.label.added');
    await t.publish(event);
    await t.publish(event); // same msgID: dropped by JetStream
    // A different message id gets past JetStream; the dispatcher's own idempotency must hold.
    const subject = eventSubject(t.iso.env.NATS_SUBJECT_PREFIX, a.id, event.event_type);
    await t.svc.app.get(JetStreamService).js().publish(subject, JSON.stringify(event), { msgID: uuidv7() });

    await logsOf(a, sub.id, 1);
    const jsm = t.svc.app.get(JetStreamService).jsm();
    await waitFor(async () => {
      const info = await jsm.consumers.info(t.iso.env.NATS_STREAM, 'notifications-dispatcher');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    expect(await deliveriesOf(event.id)).toHaveLength(1);
    expect(requestsTo('/once', event.id)).toHaveLength(1);
    // No creator recorded: the envelope's subscription fields stay strings.
    expect(requestsTo('/once', event.id)[0].body).toMatchObject({ subscription_created_by: '', subscription_updated_by: '' });
    expect((await logs(a, '', sub.id)).total).toBe(1);
  });

  it('retries a failing receiver with backoff until it answers 2xx, logging every attempt', async () => {
    let calls = 0;
    receiver.respond = (req) => {
      if (req.path !== '/flaky') return { status: 200, body: '{"ok":true}' };
      calls += 1;
      return calls <= 3 ? { status: 500, body: `{"error":"boom ${calls}"}` } : { status: 200, body: 'thanks' };
    };
    const sub = await t.subscribe(a, { webhook_url: at('/flaky'), event_types: ['call.new'] });
    const event = envelopeOf(a, 'call.new');
    await t.publish(event);

    const entries = await logsOf(a, sub.id, 4);
    expect(entries.map((l) => [l.delivery_status, l.status_code, l.response_body])).toEqual([
      ['failed', '500', '{"error":"boom 1"}'],
      ['failed', '500', '{"error":"boom 2"}'],
      ['failed', '500', '{"error":"boom 3"}'],
      ['success', '200', 'thanks'],
    ]);
    expect(new Set(entries.map((l) => l.event_id))).toEqual(new Set([event.id]));
    const sent = requestsTo('/flaky', event.id);
    expect(sent).toHaveLength(4);
    expect(sent.every((r) => r.headers['x-parley-event-id'] === event.id)).toBe(true);
    expect(sent.map((r) => r.at)).toEqual([...sent.map((r) => r.at)].sort((x, y) => x - y));
    receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
  });

  it('gives up after the last attempt with the network error as status code', async () => {
    const closedPort = `http://127.0.0.1:1/hook`;
    const sub = await t.subscribe(a, { webhook_url: closedPort, event_types: ['call.updated'] });
    await t.publish(envelopeOf(a, 'call.updated'));
    const entries = await logsOf(a, sub.id, MAX_ATTEMPTS);
    expect(entries.map((l) => [l.delivery_status, l.status_code])).toEqual(
      Array(MAX_ATTEMPTS).fill(['failed', 'ECONNREFUSED']),
    );
    await waitFor(async () => {
      const [row] = await t.db.query(`SELECT state, attempts FROM notifications.deliveries WHERE subscription_id = $1`, [sub.id]);
      return row?.state === 'failed' && row.attempts === MAX_ATTEMPTS;
    });
  });

  it('stops retrying once the subscription is deleted', async () => {
    receiver.respond = (req) => (req.path === '/doomed' ? { status: 503, body: 'down' } : { status: 200, body: '{"ok":true}' });
    const sub = await t.subscribe(a, { webhook_url: at('/doomed'), event_types: ['call.ended'] });
    await t.publish(envelopeOf(a, 'call.ended'));
    await logsOf(a, sub.id, 1);
    expect((await t.call('DELETE', `/workspaces/${a.id}/subscription/${sub.id}`, a.key)).status).toBe(204);
    const afterDelete = requestsTo('/doomed').length;
    // Every remaining retry would have come within this time (backoff 50 ms doubling, 5 attempts).
    await new Promise((r) => setTimeout(r, 1_500));
    expect(requestsTo('/doomed').length).toBeLessThanOrEqual(afterDelete + 1); // one attempt may have been in flight
    expect(requestsTo('/doomed').length).toBeLessThan(MAX_ATTEMPTS);
    expect(await t.db.query(`SELECT 1 FROM notifications.deliveries WHERE subscription_id = $1`, [sub.id])).toEqual([]);
    // Its logs stay readable.
    expect((await logs(a, '', sub.id)).total).toBeGreaterThanOrEqual(1);
    receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
  });

  it('abandons pending retries when the subscription is paused', async () => {
    receiver.respond = (req) => (req.path === '/paused' ? { status: 502, body: 'bad gateway' } : { status: 200, body: '{"ok":true}' });
    const sub = await t.subscribe(a, { webhook_url: at('/paused'), event_types: ['message.new'] });
    await t.publish(envelopeOf(a, 'message.new'));
    await logsOf(a, sub.id, 1);
    await t.call('PATCH', `/workspaces/${a.id}/subscription/${sub.id}`, a.key, { updated_by: 'ops', is_enabled: false });
    const state = await waitFor(async () => {
      const [row] = await t.db.query(`SELECT state FROM notifications.deliveries WHERE subscription_id = $1`, [sub.id]);
      return row?.state !== 'pending' && row?.state;
    });
    expect(state).toBe('cancelled');
    expect((await logs(a, '', sub.id)).total).toBeLessThan(MAX_ATTEMPTS);
    receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
  });

  it('keeps the first 20480 characters of a long reply', async () => {
    receiver.respond = (req) => (req.path === '/chatty' ? { status: 200, body: 'x'.repeat(30_000) } : { status: 200, body: '{"ok":true}' });
    const sub = await t.subscribe(a, { webhook_url: at('/chatty'), event_types: ['meeting.ended'] });
    await t.publish(envelopeOf(a, 'meeting.ended'));
    const [entry] = await logsOf(a, sub.id, 1);
    expect(entry.response_body).toBe('x'.repeat(20_480));
    receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
  });

  describe('GET /workspaces/{workspace_id}/logs', () => {
    let c: Workspace;
    let ok: { id: string };
    let flaky: { id: string };
    let before: string;

    beforeAll(async () => {
      c = await t.workspace('Gamma');
      before = new Date(Date.now() - 1000).toISOString();
      let failedOnce = false;
      receiver.respond = (req) => {
        if (req.path === '/c-flaky' && !failedOnce) {
          failedOnce = true;
          return { status: 503, body: 'busy' };
        }
        return { status: 200, body: '{"ok":true}' };
      };
      ok = await t.subscribe(c, { webhook_url: at('/c-ok'), event_types: ['message.new', 'conversation.new'] });
      flaky = await t.subscribe(c, { webhook_url: at('/c-flaky'), event_types: ['message.new'] });
      await t.publish(envelopeOf(c, 'message.new'));
      await t.publish(envelopeOf(c, 'conversation.new'));
      await waitFor(async () => (await logs(c)).total === 4, { what: '4 log entries' });
    });
    afterAll(() => {
      receiver.respond = () => ({ status: 200, body: '{"ok":true}' });
    });

    const count = async (query: string, subscriptionId?: string) => (await logs(c, query, subscriptionId)).total;

    it('lists every attempt of the workspace, newest first, with no limit by default', async () => {
      const page = await logs(c);
      expect(page.total).toBe(4);
      expect(page.data).toHaveLength(4);
      const times = page.data.map((l) => Date.parse(l.created_at));
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(page.data.every((l) => l.workspace_id === c.id)).toBe(true);
      expect((await logs(c, '?limit=0')).data).toHaveLength(4);
    });

    it('filters by event type, delivery status and subscription', async () => {
      expect(await count('?event_type=message.new')).toBe(3);
      expect(await count('?event_type=conversation.new')).toBe(1);
      expect(await count('?delivery_status=failed')).toBe(1);
      expect(await count('?delivery_status=success')).toBe(3);
      expect(await count('?delivery_status=success&event_type=message.new')).toBe(2);
      expect(await count('', flaky.id)).toBe(2);
      expect(await count('', ok.id)).toBe(2);
      expect(await count('?delivery_status=failed', flaky.id)).toBe(1);
      expect(await count('', uuidv7())).toBe(0);
    });

    it('filters by creation time, with or without an offset', async () => {
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect(await count(`?start_date=${before}`)).toBe(4);
      expect(await count(`?start_date=${future}`)).toBe(0);
      expect(await count(`?end_date=${before}`)).toBe(0);
      expect(await count(`?end_date=${future}&start_date=${before}`)).toBe(4);
      // The same instant written at +08:00, percent-encoded and not.
      const local = new Date(Date.parse(before) + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
      expect(await count(`?start_date=${encodeURIComponent(local)}`)).toBe(4);
      expect(await count(`?start_date=${local}`)).toBe(4);
      const laterLocal = new Date(Date.parse(future) + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
      expect(await count(`?start_date=${encodeURIComponent(laterLocal)}`)).toBe(0);
    });

    it('orders, pages with limit and offset, and counts the total before paging', async () => {
      const byStatus = await logs(c, '?order_by=delivery_status:asc');
      expect(byStatus.data.map((l) => l.delivery_status)).toEqual(['failed', 'success', 'success', 'success']);
      const byCode = await logs(c, '?order_by=status_code:desc');
      expect(byCode.data.map((l) => l.status_code)).toEqual(['503', '200', '200', '200']);
      const byType = await logs(c, '?order_by=event_type:asc');
      expect(byType.data[0].event_type).toBe('conversation.new');
      const oldest = await logs(c, '?order_by=created_at:asc');
      const all = oldest.data.map((l) => l.id);
      expect((await logs(c, '?order_by=created_at:asc&limit=2')).data.map((l) => l.id)).toEqual(all.slice(0, 2));
      const tail = await logs(c, '?order_by=created_at:asc&limit=2&offset=3');
      expect(tail.total).toBe(4);
      expect(tail.data.map((l) => l.id)).toEqual(all.slice(3));
      expect((await logs(c, '?offset=4')).data).toEqual([]);
    });

    it.each([
      ['delivery_status=pending', 'delivery_status'],
      ['event_type=message.deleted', 'event_type'],
      ['start_date=yesterday', 'start_date'],
      ['end_date=2024-02-30', 'end_date'],
      ['order_by=response_body:asc', 'order_by'],
      ['limit=-1', 'limit'],
      ['offset=x', 'offset'],
    ])('answers 422 for %s', async (query, field) => {
      const res = await t.call('GET', `/workspaces/${c.id}/logs?${query}`, c.key);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    });

    it('answers 404 for a subscription id that is not a UUID', async () => {
      const res = await t.call('GET', `/workspaces/${c.id}/logs/nope`, c.key);
      expect(res).toMatchObject({ status: 404, body: { detail: 'Subscription not found' } });
    });

    it('never shows another workspace its logs', async () => {
      expect((await logs(a)).data.some((l) => l.workspace_id !== a.id)).toBe(false);
      expect(await count('', (await t.call('GET', `/workspaces/${a.id}/subscription`, a.key)).body.subscriptions[0].id)).toBe(0);
    });

    it('contains no API key', async () => {
      const everything = JSON.stringify([await logs(a), await logs(b), await logs(c)]);
      for (const key of [a.key, b.key, c.key]) expect(everything).not.toContain(key);
      expect(JSON.stringify(receiver.received)).not.toContain(a.key);
    });
  });

  it('sends a recorded delivery that was never attempted (process died after the commit)', async () => {
    const sub = await t.subscribe(a, { webhook_url: at('/orphan'), event_types: ['contact.label.added'] });
    const event = envelopeOf(a, 'contact.label.added');
    // What the dispatcher leaves behind when it dies between its commit and the first attempt.
    await t.db.query(
      `INSERT INTO notifications.deliveries
         (id, workspace_id, event_id, subscription_id, event_type, webhook_url, envelope, state, attempts,
          next_attempt_at, lease_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, now() - interval '1 minute', now() - interval '1 second')`,
      [uuidv7(), a.id, event.id, sub.id, event.event_type, at('/orphan'), JSON.stringify(event)],
    );
    const [entry] = await logsOf(a, sub.id, 1);
    expect(entry).toMatchObject({ event_id: event.id, delivery_status: 'success' });
    expect(requestsTo('/orphan', event.id)).toHaveLength(1);
  });

  // Stops the app: keep this test last.
  it('finishes and records an attempt in flight when it shuts down', async () => {
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => setTimeout(() => res.end('late but fine'), 300));
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`;
      const sub = await t.subscribe(a, { webhook_url: url, event_types: ['conversation.label.deleted'] });
      let arrived = false;
      slow.on('request', () => (arrived = true));
      await t.publish(envelopeOf(a, 'conversation.label.deleted'));
      await waitFor(() => arrived, { what: 'the slow request' });
      await t.stop();

      const pg = new Client({ connectionString: t.iso.databaseUrl });
      await pg.connect();
      try {
        const { rows } = await pg.query(
          `SELECT delivery_status, status_code, response_body FROM notifications.delivery_logs WHERE subscription_id = $1`,
          [sub.id],
        );
        expect(rows).toEqual([{ delivery_status: 'success', status_code: '200', response_body: 'late but fine' }]);
      } finally {
        await pg.end();
      }
    } finally {
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });
});
