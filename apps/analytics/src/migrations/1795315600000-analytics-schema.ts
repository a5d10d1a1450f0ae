import { MigrationInterface, QueryRunner } from 'typeorm';

/** The read model's schema; its tables arrive with the metric reports. */
export class AnalyticsSchema1795315600000 implements MigrationInterface {
  name = 'AnalyticsSchema1795315600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SCHEMA IF NOT EXISTS "analytics"');
  }

  // The schema also holds the migrations table, so it is never dropped from here.
  async down(): Promise<void> {}
}
