/**
 * The first end-to-end flow, over the real Postgres, Redis and NATS: a user message posted to
 * an agent reaches a subscribed webhook receiver as spec 03 envelopes, and the delivery logs
 * show it. Both services run in this process on an isolated database and stream.
 */
import { agentsDefinition } from '../../agents/src/definition';
import { notificationsDefinition } from '../../notifications/src/definition';
import { Isolation, RunningApp, WebhookReceiver, http, isolate, startApp, waitFor } from '@parley/testing';
import { ALL_MIGRATION_SETS } from '../../../scripts/migration-sets';
import { apiKey, bearer, workspaceWithKey } from './flow-helpers';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

describe('chat message to delivered webhook', () => {
  let iso: Isolation;
  let agents: RunningApp;
  let notifications: RunningApp;
  let receiver: WebhookReceiver;
  let key: string;
  let workspaceId: string;

  beforeAll(async () => {
    iso = await isolate(ALL_MIGRATION_SETS);
    agents = await startApp(agentsDefinition, iso.env);
    notifications = await startApp(notificationsDefinition, { ...iso.env, DELIVERY_BACKOFF_BASE_MS: '50' });
    receiver = await new WebhookReceiver().start();
    const ws = await workspaceWithKey(agents, 'Acme', ['chat', 'notify']);
    key = ws.key;
    workspaceId = ws.workspace.id;
  });
  afterAll(async () => {
    await agents?.close();
    await notifications?.close();
    await receiver?.stop();
    await iso?.cleanup();
  });

  it('delivers conversation.new once and message.new twice, logged as success', async () => {
    const sub = await http('POST', `${notifications.url}/notify-api/v1/workspaces/${workspaceId}/subscription`, {
      headers: apiKey(key),
      body: {
        webhook_url: `${receiver.url}/hooks/parley`,
        event_types: ['conversation.new', 'message.new'],
        created_by: 'ops@acme.test',
        is_enabled: true,
      },
    });
    expect(sub.status).toBe(201);

    const bot = await http('POST', `${agents.url}/api/v1/public/bots`, {
      headers: bearer(key),
      body: { workspace_id: workspaceId, name: 'Helper', use_case: 'Customer Service' },
    });
    expect(bot.status).toBe(201);
    const conv = await http('POST', `${agents.url}/api/v1/public/bots/${bot.body.id}/conversations/ops/get_or_create`, {
      headers: bearer(key),
      body: { user: { id: 'u-1', first_name: 'Ada', last_name: 'Lovelace' } },
    });
    expect(conv.status).toBe(200);
    const reply = await http('POST', `${agents.url}/api/v1/public/bots/${bot.body.id}/conversations/${conv.body.id}/messages`, {
      headers: bearer(key),
      body: { content: 'Where is my order?' },
    });
    expect(reply.status).toBe(201);

    await waitFor(() => receiver.received.length >= 3, { what: 'three deliveries' });
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives
    expect(receiver.received).toHaveLength(3);
    for (const r of receiver.received) {
      expect(r.method).toBe('POST');
      expect(r.path).toBe('/hooks/parley');
      expect(r.headers['content-type']).toMatch(/^application\/json/);
    }
    const bodies = receiver.received.map((r) => r.body);
    const convNew = bodies.filter((b) => b.event_type === 'conversation.new');
    const msgNew = bodies.filter((b) => b.event_type === 'message.new');
    expect(convNew).toHaveLength(1);
    expect(msgNew).toHaveLength(2);

    const envelope = {
      id: expect.any(String),
      version: '0.0.1',
      timestamp: expect.stringMatching(ISO_TIME),
      workspace: { id: workspaceId, name: 'Acme' },
      source: { id: bot.body.id, type: 'WEBCHAT', identifier: 'Helper' },
      subscription_created_by: 'ops@acme.test',
      subscription_updated_by: expect.any(String),
    };
    expect(convNew[0]).toEqual({
      ...envelope,
      event_type: 'conversation.new',
      affect: 'add',
      data: {
        conversation_id: conv.body.id,
        conversation_title: expect.any(String),
        channel: 'WEBCHAT',
        customer: { id: 'u-1', name: 'Ada Lovelace', email: null, phone: null, address: null, channel: 'WEBCHAT' },
        latest_inbound_message: null,
        latest_outbound_message: null,
      },
    });
    const inbound = msgNew.find((b) => b.data.direction === 'INBOUND');
    const outbound = msgNew.find((b) => b.data.direction === 'OUTBOUND');
    expect(inbound).toEqual({
      ...envelope,
      event_type: 'message.new',
      affect: 'add',
      data: {
        conversation_id: conv.body.id,
        conversation_title: expect.any(String),
        message_id: reply.body.in_reply_to,
        direction: 'INBOUND',
        created_at: expect.stringMatching(ISO_TIME),
        sender: { type: 'CUSTOMER', id: 'u-1', name: 'Ada Lovelace' },
        content: { type: 'text', text: 'Where is my order?', data: null },
      },
    });
    expect(outbound.data).toMatchObject({
      message_id: reply.body.id,
      direction: 'OUTBOUND',
      sender: { type: 'BOT', id: bot.body.id, name: 'Helper' },
      content: { type: 'text', text: reply.body.content, data: null },
    });
    expect(new Set(bodies.map((b) => b.id)).size).toBe(3);

    const logs = await waitFor(
      async () => {
        const res = await http('GET', `${notifications.url}/notify-api/v1/workspaces/${workspaceId}/logs`, { headers: apiKey(key) });
        return res.body.total === 3 ? res.body : undefined;
      },
      { what: 'three delivery logs' },
    );
    for (const entry of logs.data) {
      expect(entry).toMatchObject({
        workspace_id: workspaceId,
        subscription_id: sub.body.id,
        webhook_url: `${receiver.url}/hooks/parley`,
        delivery_status: 'success',
        status_code: '200',
        response_body: '{"ok":true}',
      });
      expect(bodies.map((b) => b.id)).toContain(entry.event_id);
      expect(entry.delivered_event_obj).toMatchObject({
        workspace_id: workspaceId,
        workspace_name: 'Acme',
        value: { event_type: entry.event_type, subscription_created_by: 'ops@acme.test' },
      });
    }
    expect(JSON.stringify(logs)).not.toContain(key);
  });

  it('retries while the receiver answers 500 until it answers 200, logging every attempt', async () => {
    const flaky = await new WebhookReceiver().start();
    const failUntil = Date.now() + 1500;
    flaky.respond = () => (Date.now() < failUntil ? { status: 500, body: 'down for maintenance' } : { status: 200, body: 'ok' });
    try {
      const sub = await http('POST', `${notifications.url}/notify-api/v1/workspaces/${workspaceId}/subscription`, {
        headers: apiKey(key),
        body: { webhook_url: `${flaky.url}/h`, event_types: ['message.new'], created_by: 'flaky', is_enabled: true },
      });
      const bot = await http('POST', `${agents.url}/api/v1/public/bots`, {
        headers: bearer(key),
        body: { workspace_id: workspaceId, name: 'Flaky' },
      });
      const conv = await http('POST', `${agents.url}/api/v1/public/bots/${bot.body.id}/conversations/ops/get_or_create`, {
        headers: bearer(key),
        body: { user: { id: 'u-2' } },
      });
      for (let i = 0; i < 5; i++) {
        await http('POST', `${agents.url}/api/v1/public/bots/${bot.body.id}/conversations/${conv.body.id}/messages`, {
          headers: bearer(key),
          body: { content: `m${i}` },
        });
      }
      const delivered = () => new Set(flaky.received.filter((r) => r.at >= failUntil).map((r) => r.body.id));
      await waitFor(() => delivered().size === 10, { timeoutMs: 30000, what: 'ten events after recovery' });
      const logs = await waitFor(
        async () => {
          const res = await http('GET', `${notifications.url}/notify-api/v1/workspaces/${workspaceId}/logs/${sub.body.id}`, {
            headers: apiKey(key),
          });
          return res.body.total === flaky.received.length ? res : undefined;
        },
        { what: 'one log row per attempt' },
      );
      const failed = logs.body.data.filter((l: any) => l.delivery_status === 'failed');
      const ok = logs.body.data.filter((l: any) => l.delivery_status === 'success');
      expect(failed.length).toBeGreaterThan(0);
      expect(failed[0]).toMatchObject({ status_code: '500', response_body: 'down for maintenance' });
      expect(new Set(ok.map((l: any) => l.event_id)).size).toBe(10);
      expect(ok).toHaveLength(10);
    } finally {
      await flaky.stop();
    }
  });
});
