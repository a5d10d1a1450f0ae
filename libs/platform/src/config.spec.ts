import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadBaseConfig } from './config';

describe('loadBaseConfig', () => {
  it('fills defaults for local development', () => {
    const c = loadBaseConfig('svc', 3009, {});
    expect(c).toMatchObject({
      service: 'svc',
      port: 3009,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/parley',
      redisUrl: 'redis://127.0.0.1:6379',
      natsUrl: 'nats://127.0.0.1:4222',
      natsStream: 'PARLEY_EVENTS',
      natsSubjectPrefix: '',
      allowPrivateUrls: false,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ ALLOW_PRIVATE_URLS: 'maybe' }, /ALLOW_PRIVATE_URLS/],
    [{ NATS_SUBJECT_PREFIX: 'no dot' }, /NATS_SUBJECT_PREFIX/],
  ])('names the bad setting in %p', (env, name) => {
    expect(() => loadBaseConfig('svc', 1, env)).toThrow(ConfigError);
    expect(() => loadBaseConfig('svc', 1, env)).toThrow(name);
  });

  it('stops a service at start with a message naming the bad setting', () => {
    const main = path.resolve(__dirname, '../../../dist/apps/analytics/src/main.js');
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 20000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('configuration error: Setting DATABASE_URL must use postgres: or postgresql:');
  });
});
