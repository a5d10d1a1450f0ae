import { OutboxEntity, OutboxPublisher } from '@parley/events';
import { waitFor } from '@parley/testing';
import { ANSWER_ENGINE, AnswerEngine } from '../src/answers/answer-engine';
import { NO_KNOWLEDGE_REPLY } from '../src/answers/no-knowledge.engine';
import { Agents, BOTS, ISO_UTC, UUID, Workspace, startAgents } from './harness';

describe('conversations and messages API', () => {
  let t: Agents;
  let a: Workspace;

  beforeAll(async () => {
    t = await startAgents();
    a = await t.workspace('Acme');
  });
  afterAll(() => t?.close());
  afterEach(() => jest.restoreAllMocks());

  const newBot = async (name = 'Helpdesk', ws = a) =>
    (await t.call('POST', BOTS, ws.key, { workspace_id: ws.id, name })).body as { id: string; name: string };
  const getOrCreate = (botId: string, user: unknown, key = a.key) =>
    t.call('POST', `${BOTS}/${botId}/conversations/ops/get_or_create`, key, { user });
  const messagesPath = (botId: string, conversationId: string) => `${BOTS}/${botId}/conversations/${conversationId}/messages`;
  const send = (botId: string, conversationId: string, content: unknown, key = a.key) =>
    t.call('POST', messagesPath(botId, conversationId), key, { content });
  const history = (botId: string, conversationId: string, query = '', key = a.key) =>
    t.call('GET', `${messagesPath(botId, conversationId)}${query}`, key);
  const eventsOf = async (conversationId: string) =>
    (await t.events()).filter((e) => (e.envelope.data as { conversation_id?: string }).conversation_id === conversationId);

  describe('POST /bots/{bot_id}/conversations/ops/get_or_create', () => {
    it('creates the conversation on first contact and returns the same one afterwards', async () => {
      const bot = await newBot();
      const first = await getOrCreate(bot.id, { id: 'user-1', first_name: 'Ada', last_name: 'Lovelace' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        id: expect.stringMatching(UUID),
        bot_id: bot.id,
        workspace_id: a.id,
        user: { id: 'user-1', first_name: 'Ada', last_name: 'Lovelace' },
        title: 'Ada Lovelace',
        channel: 'WEBCHAT',
        created_at: expect.stringMatching(ISO_UTC),
        updated_at: first.body.created_at,
      });
      const again = await getOrCreate(bot.id, { id: 'user-1' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const other = await getOrCreate(bot.id, { id: 'user-2' });
      expect(other.body).toMatchObject({ user: { id: 'user-2', first_name: null, last_name: null }, title: 'user-2' });
      expect(other.body.id).not.toBe(first.body.id);
    });

    it('keeps one conversation per user under 20 concurrent calls, and emits conversation.new once', async () => {
      const bot = await newBot('Race');
      const results = await Promise.all(Array.from({ length: 20 }, () => getOrCreate(bot.id, { id: 'racer', first_name: 'Speedy' })));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const ids = new Set(results.map((r) => r.body.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const rows = await t.db.query(`SELECT id FROM agents.conversations WHERE bot_id = $1 AND user_id = 'racer'`, [bot.id]);
      expect(rows).toEqual([{ id }]);
      const events = await eventsOf(id);
      expect(events.map((e) => e.envelope.event_type)).toEqual(['conversation.new']);
    });

    it('validates the user object', async () => {
      const bot = await newBot();
      const noUser = await t.call('POST', `${BOTS}/${bot.id}/conversations/ops/get_or_create`, a.key, {});
      expect(noUser.status).toBe(400);
      expect(noUser.body).toMatchObject({ code: 40001, parameters: { missing: ['user'] } });
      const noId = await getOrCreate(bot.id, { first_name: 'Ada' });
      expect(noId.status).toBe(400);
      expect(noId.body).toMatchObject({ code: 40001, parameters: { missing: ['user.id'] } });
      const extra = await getOrCreate(bot.id, { id: 'u', email: 'u@example.com' });
      expect(extra.status).toBe(422);
      expect(extra.body.parameters.errors[0].loc).toEqual(['body', 'user', 'email']);
      expect((await getOrCreate(bot.id, 'user-1')).status).toBe(422);
      expect((await getOrCreate(bot.id, { id: 42 })).status).toBe(422);
    });

    it('answers 404 Agent not found for an unknown or malformed bot id', async () => {
      for (const id of ['0190a000-0000-7000-8000-000000000099', 'nope']) {
        const res = await getOrCreate(id, { id: 'u' });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Agent not found', code: 40400, parameters: {} });
      }
    });
  });

  describe('messages', () => {
    let bot: { id: string; name: string };
    let conversation: { id: string; updated_at: string };

    beforeAll(async () => {
      bot = await newBot('Support');
      conversation = (await getOrCreate(bot.id, { id: 'user-1', first_name: 'Ada', last_name: 'Lovelace' })).body;
    });

    it("returns the agent's reply to a user message and keeps both in the history", async () => {
      const res = await send(bot.id, conversation.id, 'What are your opening hours?');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        conversation_id: conversation.id,
        bot_id: bot.id,
        direction: 'OUTBOUND',
        sender: { type: 'BOT', id: bot.id, name: 'Support' },
        content: NO_KNOWLEDGE_REPLY,
        content_type: 'text',
        created_at: expect.stringMatching(ISO_UTC),
        in_reply_to: expect.stringMatching(UUID),
      });
      const { in_reply_to, ...reply } = res.body;
      const list = await history(bot.id, conversation.id);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        total: 2,
        data: [
          {
            id: in_reply_to,
            conversation_id: conversation.id,
            bot_id: bot.id,
            direction: 'INBOUND',
            sender: { type: 'CUSTOMER', id: 'user-1', name: 'Ada Lovelace' },
            content: 'What are your opening hours?',
            content_type: 'text',
            created_at: expect.stringMatching(ISO_UTC),
          },
          reply,
        ],
      });
      // The conversation's updated_at follows its latest message.
      const after = await getOrCreate(bot.id, { id: 'user-1' });
      expect(after.body.updated_at).toBe(reply.created_at);
    });

    it('pages the history and orders it by created_at', async () => {
      await send(bot.id, conversation.id, 'second question');
      const all = (await history(bot.id, conversation.id)).body;
      expect(all.total).toBe(4);
      expect(all.data.map((m: { direction: string }) => m.direction)).toEqual(['INBOUND', 'OUTBOUND', 'INBOUND', 'OUTBOUND']);
      const desc = (await history(bot.id, conversation.id, '?order_by=created_at:desc')).body;
      expect(desc.data).toEqual([...all.data].reverse());
      const page = (await history(bot.id, conversation.id, '?offset=1&limit=2')).body;
      expect(page).toEqual({ total: 4, data: all.data.slice(1, 3) });
      for (const query of ['?order_by=content:asc', '?limit=101', '?offset=x']) {
        expect((await history(bot.id, conversation.id, query)).status).toBe(422);
      }
    });

    it('validates the content', async () => {
      const missing = await t.call('POST', messagesPath(bot.id, conversation.id), a.key, {});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 40001, parameters: { missing: ['content'] } });
      for (const content of ['', '   ', 'x'.repeat(10_001), 42, ['hi']]) {
        const res = await send(bot.id, conversation.id, content);
        expect(res.status).toBe(422);
        expect(res.body.parameters.errors[0].loc).toEqual(['body', 'content']);
      }
      const extra = await t.call('POST', messagesPath(bot.id, conversation.id), a.key, { content: 'hi', type: 'text' });
      expect(extra.status).toBe(422);
      const before = (await history(bot.id, conversation.id)).body.total;
      expect((await send(bot.id, conversation.id, 'x'.repeat(10_000))).status).toBe(201);
      expect((await history(bot.id, conversation.id)).body.total).toBe(before + 2);
    });

    it('answers 404 for an unknown, malformed or foreign conversation, and for an unknown agent', async () => {
      const otherBot = await newBot('Other');
      const otherConversation = (await getOrCreate(otherBot.id, { id: 'user-1' })).body;
      const notFound = { detail: 'Conversation not found', code: 40400, parameters: {} };
      for (const id of ['0190a000-0000-7000-8000-000000000099', 'not-a-uuid', otherConversation.id]) {
        expect((await history(bot.id, id)).body).toEqual(notFound);
        const post = await send(bot.id, id, 'hello?');
        expect([post.status, post.body]).toEqual([404, notFound]);
      }
      const noAgent = await send('0190a000-0000-7000-8000-000000000099', conversation.id, 'hello?');
      expect([noAgent.status, noAgent.body.detail]).toEqual([404, 'Agent not found']);
      expect((await history('bad', conversation.id)).body.detail).toBe('Agent not found');
    });

    it('refuses messages to a disabled agent with 409 and stores nothing, until it is enabled again', async () => {
      const before = (await history(bot.id, conversation.id)).body.total;
      const eventsBefore = (await eventsOf(conversation.id)).length;
      await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { is_enabled: false });
      const res = await send(bot.id, conversation.id, 'anyone there?');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: 'Agent is disabled', code: 40900, parameters: { bot_id: bot.id } });
      expect((await history(bot.id, conversation.id)).body.total).toBe(before);
      expect(await eventsOf(conversation.id)).toHaveLength(eventsBefore);

      await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { is_enabled: true });
      expect((await send(bot.id, conversation.id, 'anyone there?')).status).toBe(201);
      expect((await history(bot.id, conversation.id)).body.total).toBe(before + 2);
    });

    it('keeps the user message when the answer engine fails, and says so with a 503', async () => {
      const c = (await getOrCreate(bot.id, { id: 'unlucky' })).body;
      jest.spyOn(t.svc.app.get<AnswerEngine>(ANSWER_ENGINE), 'answer').mockRejectedValueOnce(new Error('model down'));
      const res = await send(bot.id, c.id, 'hello?');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        detail: 'The agent could not answer right now; your message was stored',
        code: 50300,
        parameters: { message_id: expect.stringMatching(UUID) },
      });
      const stored = (await history(bot.id, c.id)).body;
      expect(stored).toEqual({ total: 1, data: [expect.objectContaining({ id: res.body.parameters.message_id, content: 'hello?' })] });
    });
  });

  describe('events', () => {
    it('emits conversation.new and two message.new envelopes as spec 03 gives them', async () => {
      const bot = await newBot('Concierge');
      const conversation = (await getOrCreate(bot.id, { id: 'guest-7', first_name: 'Grace', last_name: 'Hopper' })).body;
      const reply = (await send(bot.id, conversation.id, 'Where is my order?')).body;
      const [question] = (await history(bot.id, conversation.id)).body.data;

      const events = await eventsOf(conversation.id);
      expect(events).toHaveLength(3);
      const prefix = t.iso.env.NATS_SUBJECT_PREFIX;
      const common = {
        id: expect.stringMatching(UUID),
        affect: 'add',
        version: '0.0.1',
        workspace: { id: a.id, name: 'Acme' },
        source: { id: bot.id, type: 'WEBCHAT', identifier: 'Concierge' },
      };
      expect(events[0]).toEqual({
        subject: `${prefix}events.${a.id}.conversation.new`,
        envelope: {
          ...common,
          event_type: 'conversation.new',
          timestamp: conversation.created_at,
          data: {
            conversation_id: conversation.id,
            conversation_title: 'Grace Hopper',
            channel: 'WEBCHAT',
            customer: { id: 'guest-7', name: 'Grace Hopper', email: null, phone: null, address: null, channel: 'WEBCHAT' },
            latest_inbound_message: null,
            latest_outbound_message: null,
          },
        },
      });
      expect(events[1]).toEqual({
        subject: `${prefix}events.${a.id}.message.new`,
        envelope: {
          ...common,
          event_type: 'message.new',
          timestamp: question.created_at,
          data: {
            conversation_id: conversation.id,
            conversation_title: 'Grace Hopper',
            message_id: reply.in_reply_to,
            direction: 'INBOUND',
            created_at: question.created_at,
            sender: { type: 'CUSTOMER', id: 'guest-7', name: 'Grace Hopper' },
            content: { type: 'text', text: 'Where is my order?', data: null },
          },
        },
      });
      expect(events[2]).toEqual({
        subject: `${prefix}events.${a.id}.message.new`,
        envelope: {
          ...common,
          event_type: 'message.new',
          timestamp: reply.created_at,
          data: {
            conversation_id: conversation.id,
            conversation_title: 'Grace Hopper',
            message_id: reply.id,
            direction: 'OUTBOUND',
            created_at: reply.created_at,
            sender: { type: 'BOT', id: bot.id, name: 'Concierge' },
            content: { type: 'text', text: NO_KNOWLEDGE_REPLY, data: null },
          },
        },
      });
      expect(new Set(events.map((e) => e.envelope.id)).size).toBe(3);
    });

    it('still publishes each event once when the publish after commit fails', async () => {
      const bot = await newBot('Flaky');
      const conversation = (await getOrCreate(bot.id, { id: 'user-9' })).body;
      jest
        .spyOn(t.svc.app.get(OutboxPublisher), 'publish')
        .mockRejectedValueOnce(new Error('nats unavailable'))
        .mockRejectedValueOnce(new Error('nats unavailable'));
      const res = await send(bot.id, conversation.id, 'are you there?');
      expect(res.status).toBe(201);

      const outbox = t.db.getRepository(OutboxEntity);
      const messageIds = [res.body.in_reply_to, res.body.id];
      const rows = async () =>
        (await outbox.find({ where: { subject: `${t.iso.env.NATS_SUBJECT_PREFIX}events.${a.id}.message.new` } })).filter(
          (r) => messageIds.includes((r.payload.data as { message_id: string }).message_id),
        );
      expect((await rows()).map((r) => r.publishedAt)).toEqual([null, null]);

      await waitFor(async () => (await rows()).every((r) => r.publishedAt !== null), { what: 'relay to publish' });
      const published = (await eventsOf(conversation.id)).filter((e) => e.envelope.event_type === 'message.new');
      expect(published.map((e) => (e.envelope.data as { message_id: string }).message_id).sort()).toEqual([...messageIds].sort());
    });
  });

  it('deletes an agent with all its conversations and messages', async () => {
    const bot = await newBot('Short-lived');
    const c1 = (await getOrCreate(bot.id, { id: 'u1' })).body;
    const c2 = (await getOrCreate(bot.id, { id: 'u2' })).body;
    await send(bot.id, c1.id, 'one');
    await send(bot.id, c2.id, 'two');
    const count = async (table: string) =>
      Number((await t.db.query(`SELECT count(*) AS n FROM agents.${table} WHERE bot_id = $1`, [bot.id]))[0].n);
    expect([await count('conversations'), await count('messages')]).toEqual([2, 4]);

    expect((await t.call('DELETE', `${BOTS}/${bot.id}`, a.key)).status).toBe(204);
    expect([await count('conversations'), await count('messages')]).toEqual([0, 0]);
    expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).status).toBe(404);
    expect((await history(bot.id, c1.id)).body.detail).toBe('Agent not found');
    expect((await send(bot.id, c2.id, 'hello?')).status).toBe(404);
    expect((await getOrCreate(bot.id, { id: 'u1' })).status).toBe(404);
  });

  it("keeps workspace A's agents, conversations and messages out of workspace B's reach", async () => {
    const b = await t.workspace('Rival');
    const bot = await newBot('Private');
    const conversation = (await getOrCreate(bot.id, { id: 'vip' })).body;
    await send(bot.id, conversation.id, 'secret question');
    const snapshot = async () => ({
      bot: (await t.call('GET', `${BOTS}/${bot.id}`, a.key)).body,
      messages: (await history(bot.id, conversation.id)).body,
    });
    const before = await snapshot();
    const bBot = await newBot('Theirs', b);

    const attempts: [string, string, unknown?][] = [
      ['GET', `${BOTS}/${bot.id}`],
      ['PUT', `${BOTS}/${bot.id}`, { name: 'Hijacked', is_enabled: false }],
      ['DELETE', `${BOTS}/${bot.id}`],
      ['POST', `${BOTS}/${bot.id}/conversations/ops/get_or_create`, { user: { id: 'vip' } }],
      ['GET', messagesPath(bot.id, conversation.id)],
      ['POST', messagesPath(bot.id, conversation.id), { content: 'let me in' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, b.key, body);
      expect([method, path, res.status, res.body.detail]).toEqual([method, path, 404, 'Agent not found']);
    }
    // B's own agent with A's conversation id: still nothing.
    expect((await history(bBot.id, conversation.id, '', b.key)).body.detail).toBe('Conversation not found');
    expect((await send(bBot.id, conversation.id, 'hi', b.key)).status).toBe(404);
    expect((await t.call('GET', `${BOTS}?workspace_id=${a.id}`, b.key)).status).toBe(403);
    expect((await t.call('POST', BOTS, b.key, { workspace_id: a.id, name: 'Planted' })).status).toBe(403);
    const bList = (await t.call('GET', BOTS, b.key)).body;
    expect(bList.data.map((x: { id: string }) => x.id)).toEqual([bBot.id]);

    expect(await snapshot()).toEqual(before);
  });
});
