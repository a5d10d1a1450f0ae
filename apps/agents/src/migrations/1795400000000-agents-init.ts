import { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventsTables } from '@parley/events';
import { USE_CASES } from '../bots/use-cases';

const useCaseList = USE_CASES.map((u) => `'${u}'`).join(', ');

/** Agents, their conversations and messages, and the outbox the events library relays. */
export class AgentsInit1795400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await createEventsTables(q, 'agents');
    await q.query(`
      CREATE TABLE agents.bots (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        name text NOT NULL,
        description text,
        use_case text CHECK (use_case IN (${useCaseList})),
        live_agent_transfer boolean NOT NULL DEFAULT false,
        default_response_language text NOT NULL DEFAULT 'default',
        is_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // One index per allowed order_by field, each scoped by workspace, id as the tie-breaker.
    await q.query(`CREATE INDEX bots_workspace_created_idx ON agents.bots (workspace_id, created_at, id)`);
    await q.query(`CREATE INDEX bots_workspace_updated_idx ON agents.bots (workspace_id, updated_at, id)`);
    await q.query(`CREATE INDEX bots_workspace_name_idx ON agents.bots (workspace_id, name, id)`);

    await q.query(`
      CREATE TABLE agents.conversations (
        id uuid PRIMARY KEY,
        bot_id uuid NOT NULL REFERENCES agents.bots (id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL,
        user_id text NOT NULL,
        user_first_name text,
        user_last_name text,
        title text NOT NULL,
        channel text NOT NULL DEFAULT 'WEBCHAT',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        -- get_or_create relies on it: one conversation per (agent, user) under concurrency.
        CONSTRAINT conversations_bot_user_key UNIQUE (bot_id, user_id)
      )`);
    await q.query(`CREATE INDEX conversations_workspace_idx ON agents.conversations (workspace_id, created_at)`);

    await q.query(`
      CREATE TABLE agents.messages (
        id uuid PRIMARY KEY,
        conversation_id uuid NOT NULL REFERENCES agents.conversations (id) ON DELETE CASCADE,
        bot_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        direction text NOT NULL CHECK (direction IN ('INBOUND', 'OUTBOUND')),
        sender_type text NOT NULL,
        sender_id text NOT NULL,
        sender_name text,
        content text NOT NULL,
        content_type text NOT NULL DEFAULT 'text',
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX messages_conversation_created_idx ON agents.messages (conversation_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE agents.messages`);
    await q.query(`DROP TABLE agents.conversations`);
    await q.query(`DROP TABLE agents.bots`);
    await q.query(`DROP TABLE agents.processed_events`);
    await q.query(`DROP TABLE agents.outbox`);
  }
}
