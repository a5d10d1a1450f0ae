import { Controller, DynamicModule, Get, Module, Param } from '@nestjs/common';
import { ErrorDialect } from '@parley/contracts';
import { BaseConfig, DatabaseModule, PlatformModule, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { Isolation, RunningApp, http, isolate, startApp, waitFor } from '@parley/testing';
import {
  ApiKeyService,
  AuthModule,
  CurrentPrincipal,
  IDENTITY_ENTITIES,
  Principal,
  RequireScope,
  assertWorkspace,
  hashKey,
  identityMigrations,
} from '../src';

@Controller()
class ProbeController {
  @Get('me')
  @RequireScope('chat')
  me(@CurrentPrincipal() principal: Principal) {
    return principal;
  }

  @Get('workspaces/:workspace_id/things')
  @RequireScope('notify')
  things(@Param('workspace_id') workspaceId: string, @CurrentPrincipal() principal: Principal) {
    assertWorkspace(principal, workspaceId);
    return { workspace_id: workspaceId };
  }
}

function definition(service: string, dialect: ErrorDialect): ServiceDefinition<BaseConfig> {
  @Module({ controllers: [ProbeController] })
  class ProbeModule {}
  return {
    dialect,
    docs: { title: 'auth probe', description: 'auth probe' },
    loadConfig: (env) => loadBaseConfig(service, 0, env),
    module: (config): DynamicModule => ({
      module: ProbeModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, { schema: 'identity', entities: IDENTITY_ENTITIES }),
        AuthModule.forRoot(),
      ],
    }),
  };
}

describe('API keys over HTTP', () => {
  let iso: Isolation;
  let agents: RunningApp; // agents dialect
  let messaging: RunningApp; // a second instance on the same database and NATS prefix
  let keys: ApiKeyService;
  let ws: { id: string; name: string };
  let other: { id: string };
  let chatKey: string;
  let notifyKey: string;

  beforeAll(async () => {
    iso = await isolate([identityMigrations]);
    agents = await startApp(definition('agents', 'agents'), iso.env);
    messaging = await startApp(definition('messaging', 'messaging'), iso.env);
    keys = agents.app.get(ApiKeyService);
    ws = await keys.createWorkspace('Acme');
    other = await keys.createWorkspace('Other');
    chatKey = (await keys.createKey({ workspaceId: ws.id, name: 'chat', scopes: ['chat'] })).key;
    notifyKey = (await keys.createKey({ workspaceId: ws.id, name: 'notify', scopes: ['notify', 'language'] })).key;
  });

  afterAll(async () => {
    await agents?.close();
    await messaging?.close();
    await iso?.cleanup();
  });

  it('accepts a key as Bearer, as X-API-KEY in any case, and as access_token', async () => {
    const sent: { headers: Record<string, string> }[] = [
      { headers: { Authorization: `Bearer ${chatKey}` } },
      { headers: { authorization: `bearer ${chatKey}` } },
      { headers: { 'X-API-KEY': chatKey } },
      { headers: { 'x-api-key': chatKey } },
      { headers: { 'X-Api-Key': chatKey } },
    ];
    for (const options of sent) {
      const res = await http('GET', `${agents.url}/me`, options);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ workspaceId: ws.id, workspaceName: 'Acme', keyId: expect.any(String), scopes: ['chat'] });
    }
    const viaQuery = await http('GET', `${agents.url}/me?lang=en&access_token=${chatKey}`);
    expect(viaQuery.status).toBe(200);
  });

  it('answers 401 for a missing, unknown or mangled key, in the dialect of the service', async () => {
    const unknown = `prl_${'a'.repeat(12)}_${'b'.repeat(40)}`;
    const mangled = `${chatKey.slice(0, -1)}${chatKey.endsWith('x') ? 'y' : 'x'}`;
    const variants: Record<string, string>[] = [
      {},
      { 'x-api-key': unknown },
      { 'x-api-key': mangled },
      { 'x-api-key': 'nonsense' },
      { authorization: `Bearer ${unknown}` },
    ];
    for (const headers of variants) {
      const res = await http('GET', `${agents.url}/me`, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid API key', code: 40100, parameters: {} });
    }
    const res = await http('GET', `${messaging.url}/me`, { headers: { 'X-API-Key': unknown } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Invalid API Key' });
  });

  it('answers a Bearer token that is not a key with code 40007 and the token', async () => {
    const res = await http('GET', `${agents.url}/me`, { headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Token decoding failed', code: 40007, parameters: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' } });
  });

  it('answers 403 for a key without the route scope or on another workspace', async () => {
    const wrongScope = await http('GET', `${agents.url}/me`, { headers: { 'x-api-key': notifyKey } });
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body).toEqual({ detail: 'API key lacks the chat scope', code: 40300, parameters: {} });

    const own = await http('GET', `${agents.url}/workspaces/${ws.id}/things`, { headers: { 'x-api-key': notifyKey } });
    expect(own.status).toBe(200);
    const foreign = await http('GET', `${agents.url}/workspaces/${other.id}/things`, { headers: { 'x-api-key': notifyKey } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('API key does not belong to this workspace');
  });

  it('lists keys without their hash and records when a key was last used', async () => {
    await http('GET', `${agents.url}/me`, { headers: { 'x-api-key': chatKey } });
    const listed = await waitFor(async () => {
      const list = await keys.listKeys(ws.id);
      return list.find((k) => k.name === 'chat')?.lastUsedAt ? list : undefined;
    }, { timeoutMs: 5000, what: 'last_used_at' });
    expect(listed.map((k) => k.name)).toEqual(['chat', 'notify']);
    for (const k of listed) {
      expect(k.hash).toBeUndefined();
      expect(JSON.stringify(k)).not.toContain(hashKey(chatKey));
    }
    expect(await keys.listKeys(other.id)).toEqual([]);
  });

  it('stops a revoked key on every running instance within a second', async () => {
    const { key, record } = await keys.createKey({ workspaceId: ws.id, name: 'short-lived', scopes: ['chat'] });
    // Both instances have verified (and cached) the key.
    expect((await http('GET', `${agents.url}/me`, { headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await http('GET', `${messaging.url}/me`, { headers: { 'x-api-key': key } })).status).toBe(200);

    await keys.revokeKey(record.id);

    expect((await http('GET', `${agents.url}/me`, { headers: { 'x-api-key': key } })).status).toBe(401);
    await waitFor(
      async () => (await http('GET', `${messaging.url}/me`, { headers: { 'x-api-key': key } })).status === 401,
      { timeoutMs: 1000, intervalMs: 20, what: 'revocation on the second instance' },
    );
    const revoked = (await keys.listKeys(ws.id)).find((k) => k.id === record.id);
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    // Other keys are untouched.
    expect((await http('GET', `${messaging.url}/me`, { headers: { 'x-api-key': chatKey } })).status).toBe(200);
  });

  it('revokes only within the workspace given, and reports an unknown key', async () => {
    const { record } = await keys.createKey({ workspaceId: ws.id, name: 'scoped', scopes: ['chat'] });
    await expect(keys.revokeKey(record.id, other.id)).rejects.toMatchObject({ status: 404 });
    await expect(keys.revokeKey('0190f0e8-0000-7000-8000-000000000099')).rejects.toMatchObject({ status: 404 });
    await expect(keys.revokeKey(record.id, ws.id)).resolves.toBeUndefined();
  });

  it('documents the three ways to send a key on guarded routes', async () => {
    const doc = await http('GET', `${agents.url}/docs-json`);
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/me'].get.security).toEqual(
      expect.arrayContaining([{ bearer: [] }, { 'api-key': [] }, { 'access-token': [] }]),
    );
    expect(Object.keys(doc.body.paths['/me'].get.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('refuses keys with no scope, an unknown scope or an unknown workspace', async () => {
    await expect(keys.createKey({ workspaceId: ws.id, name: 'x', scopes: [] })).rejects.toMatchObject({ status: 400 });
    await expect(keys.createKey({ workspaceId: ws.id, name: 'x', scopes: ['admin' as never] })).rejects.toMatchObject({ status: 400 });
    await expect(
      keys.createKey({ workspaceId: '0190f0e8-0000-7000-8000-000000000099', name: 'x', scopes: ['chat'] }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
