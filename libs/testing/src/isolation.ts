import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MigrationSet, runMigrations } from '@parley/platform';
import { dropStream } from './nats-cleanup';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Isolation {
  /** Settings to hand to loadConfig: own database, NATS stream and subject prefix, queue prefix. */
  env: Record<string, string>;
  databaseUrl: string;
  cleanup(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Everything one test file needs to run beside others on the same Postgres, NATS and Redis:
 * a fresh database with the given migrations applied, its own JetStream stream and subject
 * prefix, and its own BullMQ key prefix. cleanup() drops the database and the stream.
 */
export async function isolate(sets: MigrationSet[]): Promise<Isolation> {
  const tag = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `parley_${tag}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const databaseUrl = withDatabase(ADMIN_URL, dbName);
  await runMigrations(databaseUrl, sets);
  const env = {
    DATABASE_URL: databaseUrl,
    NATS_STREAM: `PARLEY_${tag.toUpperCase()}`,
    NATS_SUBJECT_PREFIX: `${tag}.`,
    QUEUE_PREFIX: `parley-${tag}`,
    ALLOW_PRIVATE_URLS: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  };
  return {
    env,
    databaseUrl,
    async cleanup() {
      await dropStream(env.NATS_STREAM).catch(() => undefined);
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.end();
    },
  };
}
