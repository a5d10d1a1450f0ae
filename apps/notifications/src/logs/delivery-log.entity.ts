import { Column, Entity, PrimaryColumn } from 'typeorm';

export type DeliveryStatus = 'success' | 'failed';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['success', 'failed'];

/** `delivered_event_obj` of spec 03: what was sent, in the log's own shape. */
export interface DeliveredEventObj {
  id: string;
  workspace_id: string;
  workspace_name: string;
  value: {
    event_type: string;
    event_source: string;
    event_triggered_by: string;
    payload: unknown;
    occurred_at: string;
    sent_at: string;
    subscription_created_by: string;
    subscription_updated_by: string;
  };
}

/** One row per delivery attempt. */
@Entity({ name: 'delivery_logs' })
export class DeliveryLogEntity {
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

  @Column('text', { name: 'delivery_status' })
  deliveryStatus: DeliveryStatus;

  @Column('text', { name: 'status_code' })
  statusCode: string;

  @Column('text', { name: 'response_body' })
  responseBody: string;

  @Column('jsonb', { name: 'delivered_event_obj' })
  deliveredEventObj: DeliveredEventObj;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
