import { MigrationInterface, QueryRunner } from 'typeorm';

/** The messaging schema; contacts, campaigns and sends add their tables after this. */
export class MessagingSchema1795315600000 implements MigrationInterface {
  name = 'MessagingSchema1795315600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SCHEMA IF NOT EXISTS "messaging"');
  }

  // The schema also holds the migrations table, so it is never dropped from here.
  async down(): Promise<void> {}
}
