import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { DataSource } from 'typeorm';
import { InjectConfig, InjectLogger, Logger, Metrics, uuidv7 } from '@parley/platform';
import type { NotificationsConfig } from '../config';
import { CompletionWriter } from './completion-writer';
import { DeliveryTask, deliveredBody, deliveredEventObj } from './delivered-event';
import { Limiter } from './limiter';
import { returning } from './sql';
import { WebhookSender } from './webhook-sender';

/** Room kept on a lease beyond one request's timeout (queueing, logging, clock drift). */
const LEASE_MARGIN_MS = 15_000;
/** A task starts only if its lease outlives a whole request by this much. */
const LEASE_SAFETY_MS = 2_000;

interface DeliveryRow {
  id: string;
  workspace_id: string;
  event_id: string;
  subscription_id: string;
  event_type: string;
  webhook_url: string;
  envelope: DeliveryTask['envelope'];
  subscription_created_by: string | null;
  subscription_updated_by: string | null;
  attempts: number;
  state: string;
}

export function toTask(r: DeliveryRow): DeliveryTask {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    eventId: r.event_id,
    subscriptionId: r.subscription_id,
    eventType: r.event_type,
    webhookUrl: r.webhook_url,
    envelope: r.envelope,
    subscriptionCreatedBy: r.subscription_created_by,
    subscriptionUpdatedBy: r.subscription_updated_by,
    attempts: r.attempts,
  };
}

/** Retry n (n >= 1) waits base * 2^(n-1), spread by ±20 % so retries of one outage do not stampede. */
export function backoffMs(base: number, failedAttempt: number, random = Math.random): number {
  return Math.round(base * 2 ** (failedAttempt - 1) * (0.8 + 0.4 * random()));
}

/**
 * Makes delivery attempts with bounded concurrency. Every attempt runs under a lease on its
 * delivery row (`lease_until`), so two workers never send the same attempt: first attempts
 * are leased by the dispatcher's insert, retries and sweeps claim theirs here. A task whose
 * lease ran short while it queued is released to the sweeper rather than sent.
 */
@Injectable()
export class DeliveryRunner implements BeforeApplicationShutdown {
  /** Lease taken for one attempt. */
  readonly leaseMs: number;
  private readonly limiter: Limiter;
  private closing = false;
  private readonly unsent: string[] = [];
  private readonly attemptsTotal: Counter<'result'>;
  private readonly attemptSeconds: Histogram;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: WebhookSender,
    private readonly writer: CompletionWriter,
    @InjectConfig() private readonly config: NotificationsConfig,
    @InjectLogger() private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.leaseMs = config.deliveryTimeoutMs + LEASE_MARGIN_MS;
    this.limiter = new Limiter(config.deliveryConcurrency);
    this.attemptsTotal = new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts by result',
      labelNames: ['result'],
      registers: [metrics.registry],
    });
    this.attemptSeconds = new Histogram({
      name: 'webhook_delivery_attempt_seconds',
      help: 'Duration of one webhook request',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [metrics.registry],
    });
  }

  /** Free sending slots, for the sweeper to claim no more than it can start. */
  get freeSlots(): number {
    return this.closing ? 0 : this.limiter.freeSlots;
  }

  /**
   * Starts attempts of deliveries already leased to this process until `leaseExpiresAt`
   * (local clock, measured from before the lease was taken). Not awaited by callers.
   */
  startLeased(tasks: DeliveryTask[], leaseExpiresAt: number): void {
    for (const task of tasks) {
      void this.limiter
        .run(() => this.attemptLeased(task, leaseExpiresAt))
        .catch((err: Error) => this.logger.error({ err, deliveryId: task.id }, 'delivery attempt failed'));
    }
  }

  /** A retry job: claims attempt `attempt` of the delivery and makes it. Nothing to do if it is no longer due. */
  async runRetry(deliveryId: string, attempt: number): Promise<void> {
    if (this.closing) throw new Error('shutting down; the job will run again');
    await this.limiter.run(async () => {
      const started = Date.now();
      const [task] = await this.claim('d.id = $2 AND d.attempts = $3', [deliveryId, attempt - 1]);
      if (task) await this.attemptLeased(task, started + this.leaseMs);
    });
  }

  /** Sweeper: claims overdue deliveries (crash leftovers, lost retry jobs) up to the free slots. */
  async sweep(graceMs: number): Promise<number> {
    const limit = Math.min(this.freeSlots, 500);
    if (limit === 0) return 0;
    const started = Date.now();
    const tasks = await this.claim(
      `d.next_attempt_at <= now() - $2::integer * interval '1 millisecond' ORDER BY d.next_attempt_at LIMIT $3`,
      [graceMs, limit],
    );
    this.startLeased(tasks, started + this.leaseMs);
    return tasks.length;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.limiter.idle(); // in-flight sends finish and are recorded
    await this.writer.flush();
    if (this.unsent.length > 0) await this.release(this.unsent.splice(0));
  }

  /**
   * Takes the lease of pending deliveries matching `filter` ($1 is the lease length) whose
   * lease is free. A delivery whose subscription was disabled is cancelled instead; one whose
   * subscription was deleted no longer exists. The current webhook_url is picked up.
   */
  private async claim(filter: string, params: unknown[]): Promise<DeliveryTask[]> {
    const rows = await returning<DeliveryRow>(
      this.dataSource,
      `WITH due AS (
         SELECT d.id FROM notifications.deliveries d
         WHERE d.state = 'pending' AND (d.lease_until IS NULL OR d.lease_until < now()) AND ${filter}
         FOR UPDATE SKIP LOCKED
       )
       UPDATE notifications.deliveries d
       SET state = CASE WHEN s.is_enabled THEN 'pending' ELSE 'cancelled' END,
           lease_until = CASE WHEN s.is_enabled THEN now() + $1::integer * interval '1 millisecond' END,
           webhook_url = s.webhook_url,
           updated_at = now()
       FROM due, notifications.subscriptions s
       WHERE d.id = due.id AND s.id = d.subscription_id
       RETURNING d.*`,
      [this.leaseMs, ...params],
    );
    return rows.filter((r) => r.state === 'pending').map(toTask);
  }

  private async attemptLeased(task: DeliveryTask, leaseExpiresAt: number): Promise<void> {
    if (this.closing) {
      this.unsent.push(task.id);
      return;
    }
    if (Date.now() + this.config.deliveryTimeoutMs + LEASE_SAFETY_MS > leaseExpiresAt) {
      await this.release([task.id]);
      return;
    }
    await this.attempt(task);
  }

  private async attempt(task: DeliveryTask): Promise<void> {
    const attempt = task.attempts + 1;
    const sentAt = new Date();
    const stopTimer = this.attemptSeconds.startTimer();
    const result = await this.sender.send(task.webhookUrl, JSON.stringify(deliveredBody(task)), task.eventId);
    stopTimer();
    const retry = !result.success && attempt < this.config.deliveryMaxAttempts;
    this.attemptsTotal.inc({ result: result.success ? 'success' : 'failed' });
    this.writer.add(
      {
        id: uuidv7(),
        workspace_id: task.workspaceId,
        event_id: task.eventId,
        subscription_id: task.subscriptionId,
        event_type: task.eventType,
        webhook_url: task.webhookUrl,
        delivery_status: result.success ? 'success' : 'failed',
        status_code: result.statusCode,
        response_body: result.responseBody,
        delivered_event_obj: deliveredEventObj(task, sentAt),
        created_at: new Date().toISOString(),
      },
      {
        id: task.id,
        state: result.success ? 'delivered' : retry ? 'pending' : 'failed',
        attempts: attempt,
        delay_ms: retry ? backoffMs(this.config.deliveryBackoffBaseMs, attempt) : 0,
      },
    );
  }

  /** Gives leases back so the sweeper (here or in another replica) takes the deliveries. */
  private async release(ids: string[]): Promise<void> {
    try {
      await this.dataSource.query(
        `UPDATE notifications.deliveries SET lease_until = NULL WHERE id = ANY($1::uuid[]) AND state = 'pending'`,
        [ids],
      );
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'could not release delivery leases; they expire on their own');
    }
  }
}
