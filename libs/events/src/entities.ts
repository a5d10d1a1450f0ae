import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@parley/contracts';

/**
 * An event written in the same transaction as the state change that caused it. No explicit
 * schema: the table lives in the owning service's schema (the DataSource default).
 */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['createdAt'], { where: 'published_at IS NULL' })
export class OutboxEntity {
  /** The event id, also the JetStream message id (server-side de-duplication). */
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  subject: string;

  /** The whole envelope, published as is. */
  @Column('jsonb')
  payload: EventEnvelope;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}

/** Marks an event as handled by one durable consumer, so redeliveries are skipped. */
@Entity({ name: 'processed_events' })
export class ProcessedEventEntity {
  @PrimaryColumn('text')
  consumer: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const EVENTS_ENTITIES: Function[] = [OutboxEntity, ProcessedEventEntity];
