import { DataSource, MigrationInterface } from 'typeorm';

export type MigrationClass = new (...args: any[]) => MigrationInterface;

/** A schema and its ordered migrations; each service exports one of these. */
export interface MigrationSet {
  schema: string;
  migrations: MigrationClass[];
}

/**
 * Runs each set's migrations with its own migrations table inside its schema. An advisory
 * lock serialises concurrent runners (several pods starting, the migrate Job).
 */
export async function runMigrations(databaseUrl: string, sets: MigrationSet[], log = (_: string) => {}) {
  for (const set of sets) {
    const ds = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      schema: set.schema,
      migrations: set.migrations,
      migrationsTableName: 'migrations',
      synchronize: false,
    });
    await ds.initialize();
    try {
      await ds.query('SELECT pg_advisory_lock(hashtext($1))', [`parley-migrate-${set.schema}`]);
      try {
        await ds.query(`CREATE SCHEMA IF NOT EXISTS "${set.schema}"`);
        const ran = await ds.runMigrations({ transaction: 'each' });
        log(`${set.schema}: ${ran.length} migration(s) applied`);
      } finally {
        await ds.query('SELECT pg_advisory_unlock(hashtext($1))', [`parley-migrate-${set.schema}`]);
      }
    } finally {
      await ds.destroy();
    }
  }
}
