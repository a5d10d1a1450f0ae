import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@parley/contracts';

/**
 * pending: an attempt is due or running (lease_until set while one runs); delivered: a 2xx
 * came back; failed: the last allowed attempt failed; cancelled: the subscription was
 * disabled before a retry. Deleting the subscription deletes its deliveries (cascade).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'cancelled';

@Entity({ name: 'deliveries' })
export class DeliveryEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @Column('uuid', { name: 'event_id' })
  eventId: string;

  @Column('uuid', { name: 'subscription_id' })
  subscriptionId: string;

  @Column('text', { name: 'event_type' })
  eventType: string;

  @Column('text', { name: 'webhook_url' })
  webhookUrl: string;

  @Column('jsonb')
  envelope: EventEnvelope;

  @Column('text', { name: 'subscription_created_by', nullable: true })
  subscriptionCreatedBy: string | null;

  @Column('text', { name: 'subscription_updated_by', nullable: true })
  subscriptionUpdatedBy: string | null;

  @Column('text')
  state: DeliveryState;

  @Column('integer')
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column('timestamptz', { name: 'lease_until', nullable: true })
  leaseUntil: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
