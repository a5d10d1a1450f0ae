import { MigrationInterface, QueryRunner } from 'typeorm';
import { MigrationSet } from '@parley/platform';

export class IdentityInit1795315536542 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.workspaces (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX workspaces_name_idx ON identity.workspaces (name)`);
    await q.query(`
      CREATE TABLE identity.api_keys (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES identity.workspaces (id) ON DELETE CASCADE,
        name text NOT NULL,
        scopes text[] NOT NULL
          CHECK (scopes <@ ARRAY['chat', 'analytics', 'messaging', 'notify', 'language']::text[]),
        prefix text NOT NULL UNIQUE,
        hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_keys_workspace_idx ON identity.api_keys (workspace_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.api_keys`);
    await q.query(`DROP TABLE identity.workspaces`);
  }
}

/** Workspaces and API keys; runs before every service's set (they all read it). */
export const identityMigrations: MigrationSet = {
  schema: 'identity',
  migrations: [IdentityInit1795315536542],
};
