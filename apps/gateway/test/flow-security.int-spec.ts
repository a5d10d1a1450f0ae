/**
 * Security across services: a revoked key stops working everywhere within one second, and
 * no API key reaches the application logs of a running service, however it was sent.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ApiKeyService } from '@parley/auth';
import { agentsDefinition } from '../../agents/src/definition';
import { notificationsDefinition } from '../../notifications/src/definition';
import { Isolation, RunningApp, http, isolate, startApp, waitFor } from '@parley/testing';
import { ALL_MIGRATION_SETS } from '../../../scripts/migration-sets';
import { apiKey, bearer, workspaceWithKey } from './flow-helpers';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('keys across services', () => {
  let iso: Isolation;
  let agents: RunningApp;
  let notifications: RunningApp;

  beforeAll(async () => {
    iso = await isolate(ALL_MIGRATION_SETS);
    agents = await startApp(agentsDefinition, iso.env);
    notifications = await startApp(notificationsDefinition, iso.env);
  });
  afterAll(async () => {
    await agents?.close();
    await notifications?.close();
    await iso?.cleanup();
  });

  it('a revoked key gets 401 from every service within one second', async () => {
    const { workspace, key, keyId } = await workspaceWithKey(agents, 'Revoke', ['chat', 'notify']);
    const agentsList = () => http('GET', `${agents.url}/api/v1/public/bots`, { headers: bearer(key) });
    const subsList = () =>
      http('GET', `${notifications.url}/notify-api/v1/workspaces/${workspace.id}/subscription`, { headers: apiKey(key) });
    expect((await agentsList()).status).toBe(200);
    expect((await subsList()).status).toBe(200); // both services have the key cached now

    await agents.app.get(ApiKeyService).revokeKey(keyId);
    await waitFor(async () => (await agentsList()).status === 401 && (await subsList()).status === 401, {
      timeoutMs: 1000,
      intervalMs: 20,
      what: 'revocation in both services',
    });
  });

  it('keeps API keys out of the application logs', async () => {
    const { workspace, key } = await workspaceWithKey(agents, 'Logs', ['chat']);
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../../dist/apps/agents/src/main.js')], {
      env: { ...process.env, ...iso.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200, {
        timeoutMs: 20000,
        what: 'agents process ready',
      });
      const unknown = `${key.slice(0, -4)}zzzz`;
      const malformed = 'definitely-not-a-key-0123456789';
      await http('GET', `${base}/api/v1/public/bots`, { headers: bearer(key) });
      await http('GET', `${base}/api/v1/public/bots`, { headers: { 'X-Api-Key': key } });
      await http('GET', `${base}/api/v1/public/bots?access_token=${key}&workspace_id=${workspace.id}`);
      await http('GET', `${base}/api/v1/public/bots`, { headers: bearer(unknown) });
      await http('GET', `${base}/api/v1/public/bots?access_token=${unknown}`);
      const bad = await http('GET', `${base}/api/v1/public/bots`, { headers: bearer(malformed) });
      expect(bad.status).toBe(401);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    expect(output).toContain('request completed'); // the requests were logged...
    expect(output).toContain('/api/v1/public/bots');
    expect(output).not.toContain(key); // ...without the key, however it came
    expect(output).not.toContain(key.slice(4));
    expect(output).not.toContain('definitely-not-a-key-0123456789');
  });
});
