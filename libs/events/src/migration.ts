import type { QueryRunner } from 'typeorm';

/** Creates the outbox and processed_events tables in `schema`; call it from the service's first migration. */
export async function createEventsTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  const s = `"${schema.replace(/"/g, '""')}"`;
  await queryRunner.query(`
    CREATE TABLE ${s}.outbox (
      id uuid PRIMARY KEY,
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz NULL
    )`);
  // The relay only ever looks for unpublished rows, oldest first.
  await queryRunner.query(
    `CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (created_at) WHERE published_at IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE ${s}.processed_events (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
}
