/**
 * Durability of the event flow: nothing accepted is lost when the notifications service is
 * down, or when publishing fails right after the database commit; nothing is sent twice.
 */
import { OutboxPublisher } from '@parley/events';
import { agentsDefinition } from '../../agents/src/definition';
import { notificationsDefinition } from '../../notifications/src/definition';
import { Isolation, RunningApp, WebhookReceiver, http, isolate, startApp, waitFor } from '@parley/testing';
import { ALL_MIGRATION_SETS } from '../../../scripts/migration-sets';
import { apiKey, bearer, workspaceWithKey } from './flow-helpers';

describe('event flow durability', () => {
  let iso: Isolation;
  let agents: RunningApp;
  let receiver: WebhookReceiver;
  let key: string;
  let workspaceId: string;
  const received = new Map<string, number>(); // event id -> times received

  beforeAll(async () => {
    iso = await isolate(ALL_MIGRATION_SETS);
    agents = await startApp(agentsDefinition, iso.env);
    receiver = await new WebhookReceiver().start();
    receiver.respond = (req) => {
      received.set(req.body.id, (received.get(req.body.id) ?? 0) + 1);
      return { status: 200, body: 'ok' };
    };
    const ws = await workspaceWithKey(agents, 'Durable', ['chat', 'notify']);
    key = ws.key;
    workspaceId = ws.workspace.id;
  });
  afterAll(async () => {
    await agents?.close();
    await receiver?.stop();
    await iso?.cleanup();
  });

  async function conversation(botName: string, users: number) {
    const bot = await http('POST', `${agents.url}/api/v1/public/bots`, {
      headers: bearer(key),
      body: { workspace_id: workspaceId, name: botName },
    });
    const ids: string[] = [];
    for (let u = 0; u < users; u++) {
      const c = await http('POST', `${agents.url}/api/v1/public/bots/${bot.body.id}/conversations/ops/get_or_create`, {
        headers: bearer(key),
        body: { user: { id: `${botName}-u${u}` } },
      });
      ids.push(c.body.id);
    }
    return { botId: bot.body.id as string, conversations: ids };
  }

  async function postMessages(botId: string, conversations: string[], count: number) {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < count) {
          const i = next++;
          const res = await http('POST', `${agents.url}/api/v1/public/bots/${botId}/conversations/${conversations[i % conversations.length]}/messages`, {
            headers: bearer(key),
            body: { content: `message ${i}` },
          });
          expect(res.status).toBe(201);
        }
      }),
    );
  }

  it('delivers every event accepted while notifications was down, each once', async () => {
    // The subscription is made with notifications up, which then stops.
    let notifications = await startApp(notificationsDefinition, { ...iso.env, DELIVERY_BACKOFF_BASE_MS: '50' });
    await http('POST', `${notifications.url}/notify-api/v1/workspaces/${workspaceId}/subscription`, {
      headers: apiKey(key),
      body: { webhook_url: `${receiver.url}/down`, event_types: ['message.new', 'conversation.new'], created_by: 'd', is_enabled: true },
    });
    await notifications.close();

    const { botId, conversations } = await conversation('offline', 10);
    await postMessages(botId, conversations, 500);
    expect(received.size).toBe(0);

    notifications = await startApp(notificationsDefinition, { ...iso.env, DELIVERY_BACKOFF_BASE_MS: '50' });
    try {
      const expected = 10 + 500 * 2;
      await waitFor(() => received.size >= expected, { timeoutMs: 90000, intervalMs: 100, what: `${expected} deliveries` });
      await new Promise((r) => setTimeout(r, 500));
      expect(received.size).toBe(expected);
      expect([...received.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await notifications.close();
    }
  });

  it('publishes through the relay when publishing fails after the commit, each event once', async () => {
    received.clear();
    const notifications = await startApp(notificationsDefinition, { ...iso.env, DELIVERY_BACKOFF_BASE_MS: '50' });
    const publisher = agents.app.get(OutboxPublisher);
    const original = publisher.publish.bind(publisher);
    const failedOnce = new Set<string>();
    const spy = jest.spyOn(publisher, 'publish').mockImplementation(async (row) => {
      if (!failedOnce.has(row.id)) {
        failedOnce.add(row.id); // the fast path right after commit fails
        throw new Error('NATS unavailable');
      }
      return original(row);
    });
    try {
      const { botId, conversations } = await conversation('relay', 2);
      await postMessages(botId, conversations, 20);
      const expected = 2 + 20 * 2;
      await waitFor(() => received.size >= expected, { timeoutMs: 30000, what: `${expected} relayed deliveries` });
      await new Promise((r) => setTimeout(r, 1500)); // a relay pass or two later: still once each
      expect(received.size).toBe(expected);
      expect([...received.values()].every((n) => n === 1)).toBe(true);
      expect(failedOnce.size).toBeGreaterThanOrEqual(expected);
    } finally {
      spy.mockRestore();
      await notifications.close();
    }
  });
});
