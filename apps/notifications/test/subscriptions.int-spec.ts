import { EVENT_CATALOGUE } from '@parley/contracts';
import { uuidv7 } from '@parley/platform';
import { http, startApp } from '@parley/testing';
import { notificationsDefinition } from '../src/definition';
import { API, ISO_UTC, Notifications, UUID, Workspace } from './harness';

describe('notifications: subscriptions and event types', () => {
  let t: Notifications;
  let a: Workspace;
  let b: Workspace;
  const hook = 'https://hooks.example.com/parley';
  const subs = (ws: Workspace) => `/workspaces/${ws.id}/subscription`;

  beforeAll(async () => {
    t = await Notifications.start();
    a = await t.workspace('Acme');
    b = await t.workspace('Beta');
  });
  afterAll(() => t?.close());

  describe('POST /workspaces/{workspace_id}/subscription', () => {
    it('creates a subscription with the defaults and returns all its fields', async () => {
      const res = await t.call('POST', subs(a), a.key, {
        webhook_url: hook,
        event_types: ['message.new', 'conversation.new'],
        created_by: 'ann@acme.test',
        is_enabled: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        webhook_url: hook,
        event_types: ['message.new', 'conversation.new'],
        created_by: 'ann@acme.test',
        is_enabled: true,
        type: 'PLATFORM',
        created_at: expect.stringMatching(ISO_UTC),
        updated_at: expect.stringMatching(ISO_UTC),
        updated_by: 'ann@acme.test',
      });
      expect((await t.call('GET', `${subs(a)}/${res.body.id}`, a.key)).body).toEqual(res.body);
    });

    it('stores an AUTOMATION subscription without a creator, de-duplicating event types', async () => {
      const res = await t.call('POST', subs(a), a.key, {
        webhook_url: hook,
        event_types: ['call.ended', 'call.ended'],
        is_enabled: false,
        type: 'AUTOMATION',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ event_types: ['call.ended'], created_by: null, updated_by: null, is_enabled: false, type: 'AUTOMATION' });
    });

    it('answers 422 with a missing-field item for each missing required field', async () => {
      const res = await t.call('POST', subs(a), a.key, { event_types: ['message.new'] });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        detail: [
          { loc: ['body', 'webhook_url'], msg: 'field required', type: 'value_error.missing' },
          { loc: ['body', 'is_enabled'], msg: 'field required', type: 'value_error.missing' },
        ],
      });
    });

    it.each([
      ['an unknown event type', { event_types: ['message.new', 'message.deleted'] }, 'event_types'],
      ['an empty event type list', { event_types: [] }, 'event_types'],
      ['event types that are not a list', { event_types: 'message.new' }, 'event_types'],
      ['a missing event type list', { event_types: undefined }, 'event_types'],
      ['an unknown type', { type: 'CUSTOM' }, 'type'],
      ['a non-boolean is_enabled', { is_enabled: 'yes' }, 'is_enabled'],
      ['text that is not a URL', { webhook_url: 'not a url' }, 'webhook_url'],
      ['a URL of another scheme', { webhook_url: 'ftp://hooks.example.com/x' }, 'webhook_url'],
      ['an unknown field', { secret: 'x' }, 'secret'],
    ])('answers 422 for %s', async (_what, fields, field) => {
      const res = await t.call('POST', subs(a), a.key, {
        webhook_url: hook,
        event_types: ['message.new'],
        is_enabled: true,
        ...fields,
      });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
    });
  });

  describe('GET /workspaces/{workspace_id}/subscription', () => {
    let ids: string[];
    beforeAll(async () => {
      const created = [];
      for (const [by, type] of [
        ['zed', 'PLATFORM'],
        ['amy', 'AUTOMATION'],
        ['kim', 'PLATFORM'],
      ]) {
        created.push(await t.subscribe(b, { webhook_url: hook, event_types: ['message.new'], created_by: by, type }));
      }
      ids = created.map((s) => s.id);
    });

    it('lists the workspace subscriptions, newest first', async () => {
      const res = await t.call('GET', subs(b), b.key);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['subscriptions']);
      expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
      expect(res.body.subscriptions[0]).toEqual((await t.call('GET', `${subs(b)}/${ids[2]}`, b.key)).body);
    });

    it('orders by an allowed field in either direction', async () => {
      const byCreator = await t.call('GET', `${subs(b)}?order_by=created_by:asc`, b.key);
      expect(byCreator.body.subscriptions.map((s: { created_by: string }) => s.created_by)).toEqual(['amy', 'kim', 'zed']);
      const oldest = await t.call('GET', `${subs(b)}?order_by=created_at:asc`, b.key);
      expect(oldest.body.subscriptions.map((s: { id: string }) => s.id)).toEqual(ids);
    });

    it('filters by type', async () => {
      const res = await t.call('GET', `${subs(b)}?type=AUTOMATION`, b.key);
      expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
    });

    it.each([
      ['an unknown type', 'type=OTHER', 'type'],
      ['an unknown order field', 'order_by=webhook_url:asc', 'order_by'],
      ['a bad direction', 'order_by=created_at:up', 'order_by'],
    ])('answers 422 for %s', async (_what, query, field) => {
      const res = await t.call('GET', `${subs(b)}?${query}`, b.key);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    });

    it("never lists another workspace's subscriptions", async () => {
      const res = await t.call('GET', subs(a), a.key);
      expect(res.body.subscriptions.some((s: { id: string }) => ids.includes(s.id))).toBe(false);
    });
  });

  describe('GET, PATCH and DELETE one subscription', () => {
    it('answers 404 for an unknown id, a non-UUID and another workspace subscription', async () => {
      const other = await t.subscribe(b, { webhook_url: hook, event_types: ['message.new'] });
      for (const id of [uuidv7(), 'not-a-uuid', other.id]) {
        for (const method of ['GET', 'DELETE']) {
          const res = await t.call(method, `${subs(a)}/${id}`, a.key);
          expect([method, res.status, res.body]).toEqual([method, 404, { detail: 'Subscription not found' }]);
        }
        const patch = await t.call('PATCH', `${subs(a)}/${id}`, a.key, { updated_by: 'x', is_enabled: false });
        expect(patch.status).toBe(404);
        expect(patch.body).toEqual({ detail: 'Subscription not found' });
      }
      expect((await t.call('GET', `${subs(b)}/${other.id}`, b.key)).body.is_enabled).toBe(true);
    });

    it('updates the given fields, records the updater and returns the whole subscription', async () => {
      const created = await t.subscribe(a, { webhook_url: hook, event_types: ['message.new'], created_by: 'ann' });
      const res = await t.call('PATCH', `${subs(a)}/${created.id}`, a.key, {
        updated_by: 'bob@acme.test',
        is_enabled: false,
        event_types: ['conversation.ended'],
        webhook_url: 'https://other.example.com/hook',
        type: 'AUTOMATION',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...created,
        updated_by: 'bob@acme.test',
        is_enabled: false,
        event_types: ['conversation.ended'],
        webhook_url: 'https://other.example.com/hook',
        type: 'AUTOMATION',
        updated_at: expect.stringMatching(ISO_UTC),
      });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
      expect((await t.call('GET', `${subs(a)}/${created.id}`, a.key)).body).toEqual(res.body);

      const resumed = await t.call('PATCH', `${subs(a)}/${created.id}`, a.key, { updated_by: 'cy', is_enabled: true });
      expect(resumed.body).toMatchObject({ is_enabled: true, updated_by: 'cy', event_types: ['conversation.ended'] });
    });

    it.each([
      ['a missing updated_by', { is_enabled: false }, 'updated_by', 'value_error.missing'],
      ['an empty event type list', { updated_by: 'x', event_types: [] }, 'event_types', undefined],
      ['an unknown event type', { updated_by: 'x', event_types: ['nope'] }, 'event_types', undefined],
      ['a URL that is not one', { updated_by: 'x', webhook_url: 'nope' }, 'webhook_url', 'value_error.url'],
      ['an unknown type', { updated_by: 'x', type: 'SOMETHING' }, 'type', undefined],
    ])('answers 422 for %s', async (_what, body, field, type) => {
      const created = await t.subscribe(a, { webhook_url: hook, event_types: ['message.new'] });
      const res = await t.call('PATCH', `${subs(a)}/${created.id}`, a.key, body);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
      if (type) expect(res.body.detail[0].type).toBe(type);
    });

    it('deletes with 204 and no body; the subscription is gone', async () => {
      const created = await t.subscribe(a, { webhook_url: hook, event_types: ['message.new'] });
      const res = await t.call('DELETE', `${subs(a)}/${created.id}`, a.key);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await t.call('GET', `${subs(a)}/${created.id}`, a.key)).status).toBe(404);
      expect((await t.call('DELETE', `${subs(a)}/${created.id}`, a.key)).status).toBe(404);
    });
  });

  describe('GET /event_types', () => {
    it('serves the OpenAPI page also under the API prefix', async () => {
      expect((await http('GET', `${t.url}/docs`)).status).toBe(200);
      expect((await http('GET', `${t.url}${API}/docs`)).status).toBe(200);
    });


    it('lists the 12 event types with their descriptions', async () => {
      const res = await t.call('GET', '/event_types', a.key);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(12);
      expect(res.body).toEqual(EVENT_CATALOGUE.map(({ event_type, description }) => ({ event_type, description })));
    });
  });

  describe('authentication and workspace isolation', () => {
    const routes = (ws: Workspace, id: string): [string, string, unknown?][] => [
      ['POST', `/workspaces/${ws.id}/subscription`, { webhook_url: hook, event_types: ['message.new'], is_enabled: true }],
      ['GET', `/workspaces/${ws.id}/subscription`],
      ['GET', `/workspaces/${ws.id}/subscription/${id}`],
      ['PATCH', `/workspaces/${ws.id}/subscription/${id}`, { updated_by: 'x' }],
      ['DELETE', `/workspaces/${ws.id}/subscription/${id}`],
      ['GET', `/workspaces/${ws.id}/logs`],
      ['GET', `/workspaces/${ws.id}/logs/${id}`],
    ];

    it('answers 401 without a key or with an unknown key, on every route', async () => {
      const id = (await t.subscribe(a, { webhook_url: hook, event_types: ['message.new'] })).id;
      for (const [method, path, body] of [...routes(a, id), ['GET', '/event_types'] as [string, string]]) {
        for (const key of [null, 'prl_aaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']) {
          const res = await t.call(method, path, key, body);
          expect([method, path, res.status]).toEqual([method, path, 401]);
          expect(typeof res.body.detail).toBe('string');
        }
      }
    });

    it("answers 403 on every route of another workspace, even with an invalid body, and changes nothing", async () => {
      const id = (await t.subscribe(a, { webhook_url: hook, event_types: ['message.new'] })).id;
      for (const [method, path, body] of routes(a, id)) {
        const res = await t.call(method, path, b.key, body);
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
      const invalid = await t.call('POST', subs(a), b.key, {});
      expect(invalid.status).toBe(403);
      expect((await t.call('GET', `${subs(a)}/${id}`, a.key)).status).toBe(200);
    });

    it('answers 403 to a key without the notify scope', async () => {
      const chatOnly = await t.keyFor(a, ['chat']);
      expect((await t.call('GET', subs(a), chatOnly)).status).toBe(403);
      expect((await t.call('GET', '/event_types', chatOnly)).status).toBe(403);
    });

    it('accepts the key as a Bearer token, an access_token parameter and an X-API-KEY header in any case', async () => {
      const bearer = await http('GET', `${t.url}${API}${subs(a)}`, { headers: { authorization: `Bearer ${a.key}` } });
      const query = await http('GET', `${t.url}${API}${subs(a)}?access_token=${a.key}`);
      const upper = await http('GET', `${t.url}${API}${subs(a)}`, { headers: { 'X-API-KEY': a.key } });
      expect([bearer.status, query.status, upper.status]).toEqual([200, 200, 200]);
    });
  });

  describe('with ALLOW_PRIVATE_URLS=false', () => {
    it('refuses http and URLs resolving to private, loopback or metadata addresses', async () => {
      // A second instance on the same database and stream, only stricter.
      const strict = await startApp(notificationsDefinition, { ...t.iso.env, ALLOW_PRIVATE_URLS: 'false' });
      try {
        const post = (webhook_url: string) =>
          http('POST', `${strict.url}${API}${subs(a)}`, {
            headers: { 'x-api-key': a.key },
            body: { webhook_url, event_types: ['message.new'], is_enabled: true },
          });
        for (const url of [
          'http://hooks.example.com/x',
          'https://127.0.0.1/x',
          'https://localhost:8443/x',
          'https://10.1.2.3/x',
          'https://192.168.0.10/x',
          'https://169.254.169.254/latest/meta-data',
          'https://[::1]/x',
          'https://[::ffff:127.0.0.1]/x',
        ]) {
          const res = await post(url);
          expect([url, res.status]).toEqual([url, 422]);
          expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'webhook_url'], type: 'value_error.url' });
        }
        const ok = await post('https://93.184.216.34/hook');
        expect(ok.status).toBe(201);
      } finally {
        await strict.close();
      }
    });
  });
});
