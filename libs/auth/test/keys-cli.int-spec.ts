import { Controller, DynamicModule, Get, Module } from '@nestjs/common';
import { BaseConfig, DatabaseModule, PlatformModule, ServiceDefinition, loadBaseConfig } from '@parley/platform';
import { Isolation, RunningApp, http, isolate, startApp, waitFor } from '@parley/testing';
import { AuthModule, IDENTITY_ENTITIES, RequireScope, identityMigrations, openKeyStore, seedDemo } from '../src';
import { main } from '../src/cli/keys-cli';

@Controller()
class ProbeController {
  @Get('notify')
  @RequireScope('notify')
  notify() {
    return { ok: true };
  }
}

const probe: ServiceDefinition<BaseConfig> = {
  dialect: 'fastapi',
  docs: { title: 'probe', description: 'probe' },
  loadConfig: (env) => loadBaseConfig('probe', 0, env),
  module: (config): DynamicModule => {
    @Module({ controllers: [ProbeController] })
    class ProbeModule {}
    return {
      module: ProbeModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, { schema: 'identity', entities: IDENTITY_ENTITIES }),
        AuthModule.forRoot(),
      ],
    };
  },
};

describe('keys CLI and demo seed against a real database', () => {
  let iso: Isolation;
  let svc: RunningApp;
  let env: Record<string, string | undefined>;

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  beforeAll(async () => {
    iso = await isolate([identityMigrations]);
    env = { ...process.env, ...iso.env };
    svc = await startApp(probe, iso.env);
  });

  afterAll(async () => {
    await svc?.close();
    await iso?.cleanup();
  });

  it('creates a workspace and a key, lists it without secrets, and revokes it everywhere', async () => {
    const ws = await run('workspace', 'create', '--name', 'Acme Inc');
    expect(ws.code).toBe(0);
    const workspaceId = /workspace ([0-9a-f-]{36})/.exec(ws.out)![1];

    const created = await run('create', '--workspace', workspaceId, '--name', 'ci', '--scopes', 'chat,notify');
    expect(created.code).toBe(0);
    const key = /(prl_[a-z0-9]{12}_[A-Za-z0-9]+)/.exec(created.out)![1];
    const keyId = /key ([0-9a-f-]{36})/.exec(created.out)![1];
    expect((await http('GET', `${svc.url}/notify`, { headers: { 'x-api-key': key } })).status).toBe(200);

    const listed = await run('list', `--workspace=${workspaceId}`);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/ID\s+PREFIX\s+NAME\s+SCOPES\s+CREATED\s+REVOKED\s+LAST USED/);
    expect(listed.out).toContain(keyId);
    expect(listed.out).toContain(key.slice(4, 16)); // the public prefix
    expect(listed.out).toContain('chat,notify');
    expect(listed.out).not.toContain(key);

    const revoked = await run('revoke', '--id', keyId);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`key ${keyId}`);
    await waitFor(async () => (await http('GET', `${svc.url}/notify`, { headers: { 'x-api-key': key } })).status === 401, {
      timeoutMs: 1000,
      intervalMs: 20,
      what: 'CLI revocation to reach the service',
    });
    const after = await run('list', '--workspace', workspaceId);
    expect(after.out).toMatch(new RegExp(`${keyId}.*Z\\s+\\d{4}-\\d\\d-\\d\\dT`)); // a revoked_at timestamp
  });

  it('fails with exit code 1 for a workspace or key that does not exist', async () => {
    const missing = '0190f0e8-0000-7000-8000-000000000099';
    const create = await run('create', '--workspace', missing, '--name', 'x', '--scopes', 'chat');
    expect(create.code).toBe(1);
    expect(create.err).toContain('Workspace not found');
    expect((await run('list', '--workspace', missing)).code).toBe(1);
    expect((await run('revoke', '--id', missing)).code).toBe(1);
  });

  it('seeds the Demo workspace once and replaces its demo keys on every run', async () => {
    const config = loadBaseConfig('seed', 0, env);
    const first = await openKeyStore(config, { broadcast: true });
    let firstKeys: string[];
    let secondKeys: string[];
    try {
      const a = await seedDemo(first.store);
      const b = await seedDemo(first.store);
      expect(b.workspace.id).toBe(a.workspace.id);
      expect(a.keys.map((k) => k.scope)).toEqual(['chat', 'analytics', 'messaging', 'notify', 'language']);
      firstKeys = a.keys.map((k) => k.key);
      secondKeys = b.keys.map((k) => k.key);
      const list = await first.store.listKeys(a.workspace.id);
      expect(list.filter((k) => !k.revokedAt).map((k) => k.name)).toEqual([
        'demo-chat',
        'demo-analytics',
        'demo-messaging',
        'demo-notify',
        'demo-language',
      ]);
      expect(list.filter((k) => k.revokedAt)).toHaveLength(5);
    } finally {
      await first.close();
    }
    const notifyOld = firstKeys[3];
    const notifyNew = secondKeys[3];
    expect((await http('GET', `${svc.url}/notify`, { headers: { 'x-api-key': notifyNew } })).status).toBe(200);
    expect((await http('GET', `${svc.url}/notify`, { headers: { 'x-api-key': notifyOld } })).status).toBe(401);
  });
});
