import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventType } from '@parley/contracts';

export const SUBSCRIPTION_TYPES = ['PLATFORM', 'AUTOMATION'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'webhook_url' })
  webhookUrl: string;

  @Column('text', { name: 'event_types', array: true })
  eventTypes: EventType[];

  @Column('text', { name: 'created_by', nullable: true })
  createdBy: string | null;

  @Column('boolean', { name: 'is_enabled' })
  isEnabled: boolean;

  @Column('text')
  type: SubscriptionType;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;

  @Column('text', { name: 'updated_by', nullable: true })
  updatedBy: string | null;
}
