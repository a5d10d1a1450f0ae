import { http } from '@parley/testing';
import { Agents, BOTS, ISO_UTC, UUID, Workspace, startAgents } from './harness';

describe('agents (bots) API', () => {
  let t: Agents;
  let a: Workspace;

  beforeAll(async () => {
    t = await startAgents();
    a = await t.workspace('Acme');
  });
  afterAll(() => t?.close());

  const create = (body: Record<string, unknown>, key = a.key) => t.call('POST', BOTS, key, body);

  describe('POST /bots', () => {
    it('creates an agent with the defaults and returns the whole record', async () => {
      const res = await create({ workspace_id: a.id, name: 'Helpdesk' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        workspace_id: a.id,
        name: 'Helpdesk',
        description: null,
        use_case: null,
        live_agent_transfer: false,
        default_response_language: 'default',
        is_enabled: true,
        created_at: expect.stringMatching(ISO_UTC),
        updated_at: expect.stringMatching(ISO_UTC),
      });
      expect(res.body.updated_at).toBe(res.body.created_at);
      expect((await t.call('GET', `${BOTS}/${res.body.id}`, a.key)).body).toEqual(res.body);
    });

    it('stores every optional field', async () => {
      const body = {
        workspace_id: a.id,
        name: 'Ventas',
        description: 'Answers pricing questions',
        use_case: 'IT Support',
        live_agent_transfer: true,
        default_response_language: 'zh-TW',
        is_enabled: false,
      };
      const res = await create(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject(body);
      expect((await t.call('GET', `${BOTS}/${res.body.id}`, a.key)).body).toEqual(res.body);
    });

    it('accepts each use case of the spec', async () => {
      const cases = ['Customer Service', 'Sales', 'Marketing', 'HR', 'IT Support', 'Education', 'Healthcare', 'Finance', 'Legal', 'Other'];
      const results = await Promise.all(cases.map((use_case) => create({ workspace_id: a.id, name: use_case, use_case })));
      expect(results.map((r) => [r.status, r.body.use_case])).toEqual(cases.map((c) => [201, c]));
    });

    it('answers 400 with code 40001 naming a missing required field', async () => {
      const noName = await create({ workspace_id: a.id });
      expect(noName.status).toBe(400);
      expect(noName.body).toEqual({ detail: 'Missing required parameter: name', code: 40001, parameters: { missing: ['name'] } });
      const noWorkspace = await create({ name: 'x' });
      expect(noWorkspace.status).toBe(400);
      expect(noWorkspace.body).toMatchObject({ code: 40001, parameters: { missing: ['workspace_id'] } });
    });

    it.each([
      ['an unknown use case', { use_case: 'Astrology' }, 'use_case'],
      ['a use case in another case', { use_case: 'sales' }, 'use_case'],
      ['a language that is not a tag', { default_response_language: 'English (US)' }, 'default_response_language'],
      ['a non-boolean flag', { is_enabled: 'yes' }, 'is_enabled'],
      ['a non-boolean transfer flag', { live_agent_transfer: 1 }, 'live_agent_transfer'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a name of 256 characters', { name: 'n'.repeat(256) }, 'name'],
      ['an unknown field', { colour: 'blue' }, 'colour'],
    ])('answers 422 for %s', async (_what, fields, field) => {
      const res = await create({ workspace_id: a.id, name: 'Bad', ...fields });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(42201);
      expect(res.body.parameters.errors[0].loc).toEqual(['body', field]);
    });

    it('answers 403 when workspace_id is not the key\'s workspace, and creates nothing', async () => {
      const b = await t.workspace('Other');
      const res = await create({ workspace_id: b.id, name: 'Intruder' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'API key does not belong to this workspace', code: 40300, parameters: {} });
      expect((await t.call('GET', BOTS, b.key)).body.total).toBe(0);
    });
  });

  describe('GET /bots', () => {
    let w: Workspace;
    const names = ['Charlie', 'Alpha', 'Bravo', 'Delta', 'Echo'];
    let ids: string[];

    beforeAll(async () => {
      w = await t.workspace('Lister');
      ids = [];
      for (const name of names) ids.push((await create({ workspace_id: w.id, name }, w.key)).body.id);
    });

    const list = (query = '') => t.call('GET', `${BOTS}${query}`, w.key);

    it("lists the key's workspace newest first by default, 20 a page", async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      expect(res.body.data.map((b: { id: string }) => b.id)).toEqual([...ids].reverse());
      expect(res.body.data[0]).toEqual((await t.call('GET', `${BOTS}/${ids[4]}`, w.key)).body);
    });

    it('pages with offset and limit and orders by an allowed field', async () => {
      const page = await list(`?workspace_id=${w.id}&offset=1&limit=2&order_by=created_at:asc`);
      expect(page.body).toEqual({ total: 5, data: [expect.objectContaining({ id: ids[1] }), expect.objectContaining({ id: ids[2] })] });
      const byName = await list('?order_by=name:asc');
      expect(byName.body.data.map((b: { name: string }) => b.name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
      const beyond = await list('?offset=10');
      expect(beyond.body).toEqual({ total: 5, data: [] });
    });

    it('orders by updated_at', async () => {
      await t.call('PUT', `${BOTS}/${ids[0]}`, w.key, { description: 'touched' });
      const res = await list('?order_by=updated_at:desc&limit=1');
      expect(res.body.data[0].id).toBe(ids[0]);
    });

    it.each([
      ['an unknown order_by field', '?order_by=secret:asc', 'order_by'],
      ['an unknown direction', '?order_by=name:up', 'order_by'],
      ['a limit above 100', '?limit=101', 'limit'],
      ['a zero limit', '?limit=0', 'limit'],
      ['a negative offset', '?offset=-1', 'offset'],
    ])('answers 422 for %s', async (_what, query, field) => {
      const res = await list(query);
      expect(res.status).toBe(422);
      expect(res.body.parameters.errors[0].loc).toEqual(['query', field]);
    });

    it("answers 403 for another workspace's list", async () => {
      const res = await t.call('GET', `${BOTS}?workspace_id=${a.id}`, w.key);
      expect(res.status).toBe(403);
    });
  });

  describe('GET, PUT and DELETE /bots/{bot_id}', () => {
    it('answers 404 Agent not found for an unknown or malformed id', async () => {
      for (const id of ['0190a000-0000-7000-8000-000000000099', 'not-a-uuid', '123']) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const res = await t.call(method, `${BOTS}/${id}`, a.key, method === 'PUT' ? { name: 'x' } : undefined);
          expect([method, res.status, res.body]).toEqual([method, 404, { detail: 'Agent not found', code: 40400, parameters: {} }]);
        }
      }
    });

    it('updates only the fields sent and moves updated_at', async () => {
      const bot = (await create({ workspace_id: a.id, name: 'Before', description: 'keep me', use_case: 'Sales' })).body;
      await new Promise((r) => setTimeout(r, 5));
      const res = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { name: 'After', default_response_language: 'en', use_case: null });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...bot,
        name: 'After',
        default_response_language: 'en',
        use_case: null,
        updated_at: expect.stringMatching(ISO_UTC),
      });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(bot.updated_at));
      expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).body).toEqual(res.body);

      const unchanged = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, {});
      expect(unchanged.body).toEqual(res.body);
    });

    it('disables and enables an agent again', async () => {
      const bot = (await create({ workspace_id: a.id, name: 'Toggle' })).body;
      const off = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { is_enabled: false });
      expect(off.body.is_enabled).toBe(false);
      expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).body.is_enabled).toBe(false);
      const on = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { is_enabled: true });
      expect(on.body.is_enabled).toBe(true);
      expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).body.is_enabled).toBe(true);
    });

    it('rejects unknown fields, workspace_id and bad values on update, changing nothing', async () => {
      const bot = (await create({ workspace_id: a.id, name: 'Strict' })).body;
      const extra = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { name: 'x', nickname: 'y' });
      const move = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { workspace_id: a.id });
      const badCase = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { use_case: 'Space' });
      const nullName = await t.call('PUT', `${BOTS}/${bot.id}`, a.key, { name: null });
      expect([extra.status, move.status, badCase.status, nullName.status]).toEqual([422, 422, 422, 400]);
      expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).body).toEqual(bot);
    });

    it('deletes an agent: 204 with no body, then 404', async () => {
      const bot = (await create({ workspace_id: a.id, name: 'Doomed' })).body;
      const res = await t.call('DELETE', `${BOTS}/${bot.id}`, a.key);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await t.call('GET', `${BOTS}/${bot.id}`, a.key)).status).toBe(404);
      expect((await t.call('DELETE', `${BOTS}/${bot.id}`, a.key)).status).toBe(404);
    });
  });

  describe('authentication', () => {
    it('answers 401 without a key or with an unknown one', async () => {
      const none = await http('GET', `${t.svc.url}${BOTS}`);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ detail: 'Invalid API key', code: 40100, parameters: {} });
      const unknown = await t.call('GET', BOTS, 'prl_aaaaaaaaaaaa_' + 'A'.repeat(40));
      expect(unknown.status).toBe(401);
    });

    it('answers 403 to a key without the chat scope, on every route', async () => {
      const n = await t.workspace('NoChat', ['notify', 'analytics']);
      const id = '0190a000-0000-7000-8000-000000000001';
      const calls: [string, string, unknown?][] = [
        ['POST', BOTS, { workspace_id: n.id, name: 'x' }],
        ['GET', BOTS],
        ['GET', `${BOTS}/${id}`],
        ['PUT', `${BOTS}/${id}`, { name: 'x' }],
        ['DELETE', `${BOTS}/${id}`],
        ['POST', `${BOTS}/${id}/conversations/ops/get_or_create`, { user: { id: 'u' } }],
        ['GET', `${BOTS}/${id}/conversations/${id}/messages`],
        ['POST', `${BOTS}/${id}/conversations/${id}/messages`, { content: 'hi' }],
      ];
      for (const [method, path, body] of calls) {
        const res = await t.call(method, path, n.key, body);
        expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 40300]);
      }
    });

    it('accepts the key as X-API-KEY and as access_token too', async () => {
      const header = await http('GET', `${t.svc.url}${BOTS}`, { headers: { 'X-API-KEY': a.key } });
      const query = await http('GET', `${t.svc.url}${BOTS}?access_token=${a.key}&limit=1`);
      expect([header.status, query.status]).toEqual([200, 200]);
      expect(query.body.data).toHaveLength(1);
    });
  });
});
