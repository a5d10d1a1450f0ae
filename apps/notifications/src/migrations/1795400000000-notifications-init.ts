import { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventsTables } from '@parley/events';

export class NotificationsInit1795400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // processed_events: the dispatcher's idempotency record (the outbox stays unused here).
    await createEventsTables(q, 'notifications');
    await q.query(`
      CREATE TABLE notifications.subscriptions (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        webhook_url text NOT NULL,
        event_types text[] NOT NULL,
        created_by text,
        is_enabled boolean NOT NULL,
        type text NOT NULL CHECK (type IN ('PLATFORM', 'AUTOMATION')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text
      )`);
    await q.query(`CREATE INDEX subscriptions_workspace_idx ON notifications.subscriptions (workspace_id, created_at)`);

    // One row per (event, subscription): the unit of work of the dispatcher and its retries.
    await q.query(`
      CREATE TABLE notifications.deliveries (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        event_id uuid NOT NULL,
        subscription_id uuid NOT NULL REFERENCES notifications.subscriptions (id) ON DELETE CASCADE,
        event_type text NOT NULL,
        webhook_url text NOT NULL,
        envelope jsonb NOT NULL,
        subscription_created_by text,
        subscription_updated_by text,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deliveries_event_subscription_key UNIQUE (event_id, subscription_id)
      )`);
    await q.query(
      `CREATE INDEX deliveries_due_idx ON notifications.deliveries (next_attempt_at) WHERE state = 'pending'`,
    );
    await q.query(`CREATE INDEX deliveries_subscription_idx ON notifications.deliveries (subscription_id)`);
    await q.query(
      `CREATE INDEX deliveries_finished_idx ON notifications.deliveries (updated_at) WHERE state <> 'pending'`,
    );

    // One row per attempt; no foreign key, so logs outlive a deleted subscription.
    await q.query(`
      CREATE TABLE notifications.delivery_logs (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        event_id uuid NOT NULL,
        subscription_id uuid NOT NULL,
        event_type text NOT NULL,
        webhook_url text NOT NULL,
        delivery_status text NOT NULL CHECK (delivery_status IN ('success', 'failed')),
        status_code text NOT NULL,
        response_body text NOT NULL,
        delivered_event_obj jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX delivery_logs_workspace_idx ON notifications.delivery_logs (workspace_id, created_at)`);
    await q.query(
      `CREATE INDEX delivery_logs_subscription_idx ON notifications.delivery_logs (workspace_id, subscription_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications.delivery_logs`);
    await q.query(`DROP TABLE notifications.deliveries`);
    await q.query(`DROP TABLE notifications.subscriptions`);
    await q.query(`DROP TABLE notifications.processed_events`);
    await q.query(`DROP TABLE notifications.outbox`);
  }
}
