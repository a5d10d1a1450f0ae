import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope, isEventType } from '@parley/contracts';
import { DeliveryMeta, DurableConsumer } from '@parley/events';
import { UUID_RE, uuidv7 } from '@parley/platform';
import { SubscriptionCache } from '../subscriptions/subscription-cache';
import { DeliveryRunner } from './delivery-runner';
import { returning } from './sql';

// One statement, one round trip and one commit per event: it marks the event processed for
// this consumer (what DurableConsumer.once() does, without its three extra round trips) and
// records a delivery per candidate that is still enabled and still holds the type (the cached
// candidates may be a moment old), leased to this process for its first attempt, with the
// subscription's created_by / updated_by frozen as they are now. A redelivered or concurrent
// duplicate event finds its processed_events row and records nothing.
const RECORD_DELIVERIES = `
  WITH first_time AS (
    INSERT INTO notifications.processed_events (consumer, event_id) VALUES ($8, $1)
    ON CONFLICT DO NOTHING
    RETURNING event_id
  )
  INSERT INTO notifications.deliveries
    (id, workspace_id, event_id, subscription_id, event_type, webhook_url, envelope,
     subscription_created_by, subscription_updated_by, state, attempts, next_attempt_at, lease_until,
     created_at, updated_at)
  SELECT c.id, s.workspace_id, f.event_id, s.id, $2, s.webhook_url, $3::jsonb, s.created_by, s.updated_by,
         'pending', 0, now(), now() + $4::integer * interval '1 millisecond', now(), now()
  FROM first_time f
  CROSS JOIN unnest($5::uuid[], $6::uuid[]) AS c(id, subscription_id)
  JOIN notifications.subscriptions s ON s.id = c.subscription_id
  WHERE s.workspace_id = $7 AND s.is_enabled AND $2 = ANY(s.event_types)
  ON CONFLICT (event_id, subscription_id) DO NOTHING
  RETURNING id, subscription_id, webhook_url, subscription_created_by, subscription_updated_by`;

interface Recorded {
  id: string;
  subscription_id: string;
  webhook_url: string;
  subscription_created_by: string | null;
  subscription_updated_by: string | null;
}

/**
 * ARCHITECTURE.md event flow 3: matches each public event against the workspace's enabled
 * subscriptions and records one delivery per match; the event is acked only once that has
 * committed (processed_events, and the unique (event_id, subscription_id), make a
 * redelivered event a no-op). First attempts then start at once, outside the ack path.
 */
@Injectable()
export class DispatchConsumer extends DurableConsumer {
  readonly durableName = 'notifications-dispatcher';
  readonly filterSubjects = ['events.>'];
  protected override concurrency = 64;

  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionCache,
    private readonly runner: DeliveryRunner,
  ) {
    super();
  }

  protected async handle(envelope: EventEnvelope, meta: DeliveryMeta): Promise<void> {
    if (!this.wellFormed(envelope, meta)) return;
    const workspaceId = envelope.workspace.id;
    const candidates = await this.subscriptions.matching(workspaceId, envelope.event_type);
    if (candidates.length === 0) return;

    const started = Date.now();
    const recorded = await returning<Recorded>(this.dataSource, RECORD_DELIVERIES, [
      envelope.id,
      envelope.event_type,
      JSON.stringify(envelope),
      this.runner.leaseMs,
      candidates.map(() => uuidv7()),
      candidates.map((c) => c.id),
      workspaceId,
      this.durableName,
    ]);
    // Committed: the base acks the event when this returns; the sends do not hold the ack up.
    this.runner.startLeased(
      recorded.map((r) => ({
        id: r.id,
        workspaceId,
        eventId: envelope.id,
        subscriptionId: r.subscription_id,
        eventType: envelope.event_type,
        webhookUrl: r.webhook_url,
        envelope,
        subscriptionCreatedBy: r.subscription_created_by,
        subscriptionUpdatedBy: r.subscription_updated_by,
        attempts: 0,
      })),
      started + this.runner.leaseMs,
    );
  }

  /** A malformed event can never succeed: it is logged and acked instead of redelivered. */
  private wellFormed(envelope: EventEnvelope, meta: DeliveryMeta): boolean {
    const [, subjectWorkspace, ...type] = meta.subject.split('.');
    const ok =
      typeof envelope?.id === 'string' &&
      UUID_RE.test(envelope.id) &&
      isEventType(envelope.event_type) &&
      typeof envelope.workspace?.id === 'string' &&
      UUID_RE.test(envelope.workspace.id) &&
      // The subject is what the stream routed on; an envelope claiming another workspace is refused.
      envelope.workspace.id === subjectWorkspace &&
      envelope.event_type === type.join('.');
    if (!ok) this.logger.error({ subject: meta.subject, eventId: envelope?.id }, 'malformed event skipped');
    return ok;
  }
}
