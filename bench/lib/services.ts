import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '@parley/testing';

const root = path.resolve(__dirname, '../../..');

export interface SpawnedService {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a built app (dist/apps/<name>/src/main.js) as its own process, as in production,
 * and waits for /readyz. Benchmarks measure the real services, not in-process shortcuts.
 */
export async function spawnService(name: string, port: number, env: Record<string, string>): Promise<SpawnedService> {
  const child = spawn(process.execPath, [path.join(root, 'dist/apps', name, 'src/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (exited) throw new Error(`${name} exited during start`);
      const res = await fetch(`${url}/readyz`).catch(() => null);
      return res?.status === 200;
    },
    { timeoutMs: 30000, intervalMs: 200, what: `${name} ready` },
  );
  return {
    name,
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
