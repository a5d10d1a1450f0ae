import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { InjectLogger, Logger } from '@parley/platform';
import type { DeliveredEventObj, DeliveryStatus } from '../logs/delivery-log.entity';
import type { DeliveryState } from './delivery.entity';
import { RetryJob, WEBHOOK_DELIVERY_QUEUE, retryJobId } from './queue';
import { returning } from './sql';

/** A delivery_logs row, in column names. */
export interface LogRow {
  id: string;
  workspace_id: string;
  event_id: string;
  subscription_id: string;
  event_type: string;
  webhook_url: string;
  delivery_status: DeliveryStatus;
  status_code: string;
  response_body: string;
  delivered_event_obj: DeliveredEventObj;
  created_at: string;
}

/** Where an attempt leaves its delivery; `delay_ms` is the wait before the next attempt when still pending. */
export interface Outcome {
  id: string;
  state: DeliveryState;
  attempts: number;
  delay_ms: number;
}

const FLUSH_MS = 25;
const BATCH = 500;
const RETRY_FLUSH_MS = 1_000;

// One statement per batch: the log rows and the deliveries' new states commit together. A
// delivery deleted meanwhile (subscription deleted) is simply not updated; its log stays.
const FLUSH_SQL = `
  WITH logs AS (
    INSERT INTO notifications.delivery_logs
      (id, workspace_id, event_id, subscription_id, event_type, webhook_url, delivery_status,
       status_code, response_body, delivered_event_obj, created_at)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(
      id uuid, workspace_id uuid, event_id uuid, subscription_id uuid, event_type text, webhook_url text,
      delivery_status text, status_code text, response_body text, delivered_event_obj jsonb, created_at timestamptz)
  )
  UPDATE notifications.deliveries d
  SET state = o.state,
      attempts = o.attempts,
      lease_until = NULL,
      next_attempt_at = CASE WHEN o.state = 'pending' THEN now() + o.delay_ms * interval '1 millisecond'
                        ELSE d.next_attempt_at END,
      updated_at = now()
  FROM jsonb_to_recordset($2::jsonb) AS o(id uuid, state text, attempts integer, delay_ms integer)
  WHERE d.id = o.id AND d.state = 'pending'
  RETURNING d.id, d.state, d.attempts, o.delay_ms`;

interface Item {
  log: LogRow;
  outcome: Outcome;
}

/**
 * Records finished attempts in batches (the hot path's cheapest write): every few ms one
 * statement inserts the logs and moves the deliveries on; then the retries those deliveries
 * need are enqueued as delayed jobs. DeliveryRunner flushes it last at shutdown. Should the
 * process die before a flush, the deliveries stay pending and the sweeper re-drives them
 * (at least once).
 */
@Injectable()
export class CompletionWriter {
  private buffer: Item[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @InjectQueue(WEBHOOK_DELIVERY_QUEUE) private readonly queue: Queue<RetryJob>,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  add(log: LogRow, outcome: Outcome): void {
    this.buffer.push({ log, outcome });
    if (this.buffer.length >= BATCH) void this.flush();
    else this.schedule(FLUSH_MS);
  }

  /** Writes everything buffered so far (flushes run one at a time, in order). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.drain());
    return this.flushing;
  }

  private schedule(ms: number): void {
    if (!this.timer) this.timer = setTimeout(() => void this.flush(), ms);
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, BATCH);
      try {
        const pending = await returning<{ id: string; state: string; attempts: number; delay_ms: number }>(
          this.dataSource,
          FLUSH_SQL,
          [JSON.stringify(batch.map((i) => i.log)), JSON.stringify(batch.map((i) => i.outcome))],
        );
        await this.enqueueRetries(pending.filter((r) => r.state === 'pending'));
      } catch (err) {
        this.buffer.unshift(...batch);
        this.logger.warn({ err: (err as Error).message, size: batch.length }, 'could not record delivery attempts; will retry');
        this.schedule(RETRY_FLUSH_MS);
        return;
      }
    }
  }

  private async enqueueRetries(rows: { id: string; attempts: number; delay_ms: number }[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await this.queue.addBulk(
        rows.map((r) => {
          const data = { deliveryId: r.id, attempt: r.attempts + 1 };
          return { name: 'retry', data, opts: { jobId: retryJobId(data), delay: r.delay_ms } };
        }),
      );
    } catch (err) {
      // The deliveries are pending with next_attempt_at set: the sweeper sends them instead.
      this.logger.warn({ err: (err as Error).message }, 'could not enqueue delivery retries; the sweeper will');
    }
  }
}
