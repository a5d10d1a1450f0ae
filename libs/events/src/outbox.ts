import { AsyncLocalStorage } from 'node:async_hooks';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventEnvelope, eventSubject } from '@parley/contracts';
import { BaseConfig, InjectConfig, InjectLogger, Logger } from '@parley/platform';
import { OutboxEntity } from './entities';
import { JetStreamService } from './jetstream.service';

export interface OutboxRow {
  id: string;
  subject: string;
  payload: EventEnvelope;
}

// Well inside the relay's 1 s age threshold, and long enough that marking costs a few
// commits a second instead of one per request (commit latency dominated the POST tail).
const MARK_DELAY_MS = 250;
const MARK_BATCH = 500;

/** The one place that sends an outbox row to JetStream and marks it published. */
@Injectable()
export class OutboxPublisher implements BeforeApplicationShutdown {
  /**
   * The relay's transaction while it publishes a claimed batch. It holds the rows' locks, so
   * marking them through any other connection would wait on it forever. Carried in async
   * context rather than as an argument so that publish(row) keeps one signature, including
   * for test doubles that wrap it.
   */
  private readonly claim = new AsyncLocalStorage<EntityManager>();

  /**
   * Fast-path rows published but not yet marked. Marks are batched into one UPDATE: on the
   * hot path a commit per event cost more than the publish itself, and a lost mark only
   * makes the relay republish a row that JetStream then drops as a duplicate.
   */
  private pendingMarks: string[] = [];
  private markTimer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jetStream: JetStreamService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Runs fn so that publish() marks rows through `manager`, the transaction holding their locks. */
  withClaim<T>(manager: EntityManager, fn: () => Promise<T>): Promise<T> {
    return this.claim.run(manager, fn);
  }

  async publish(row: OutboxRow): Promise<void> {
    await this.jetStream.publish(row.subject, row.payload);
    const claim = this.claim.getStore();
    if (claim) {
      await claim.query(`UPDATE ${this.table()} SET published_at = now() WHERE id = $1`, [row.id]);
      return;
    }
    this.pendingMarks.push(row.id);
    if (this.pendingMarks.length >= MARK_BATCH) void this.flushMarks();
    else this.markTimer ??= setTimeout(() => void this.flushMarks(), MARK_DELAY_MS);
  }

  /** Writes the batched marks now (also on shutdown). */
  flushMarks(): Promise<void> {
    clearTimeout(this.markTimer);
    this.markTimer = undefined;
    const ids = this.pendingMarks;
    this.pendingMarks = [];
    if (ids.length === 0) return this.flushing;
    this.flushing = this.flushing
      .then(() => this.dataSource.query(`UPDATE ${this.table()} SET published_at = now() WHERE id = ANY($1::uuid[])`, [ids]))
      .then(
        () => undefined,
        (err) => this.logger.warn({ err, count: ids.length }, 'marking outbox rows published failed; relay will republish'),
      );
    return this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flushMarks();
  }

  /** Schema-qualified outbox table (the service's own schema). */
  table(): string {
    return this.dataSource.getMetadata(OutboxEntity).tablePath
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
  }
}

export type Emit = (envelope: EventEnvelope) => void;

/** Transactional outbox: events commit or roll back with the state change that caused them. */
@Injectable()
export class OutboxService implements BeforeApplicationShutdown {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: OutboxPublisher,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Runs fn in one DB transaction; events emitted inside are written to the outbox in that
   * transaction and, once it has committed, published in emit order (fast path) without
   * holding up the caller: the caller answers as soon as the state and its events are
   * durable. A failed publish is only logged: the relay publishes the row later.
   * Returns fn's result.
   */
  async transaction<T>(fn: (manager: EntityManager, emit: Emit) => Promise<T>): Promise<T> {
    const rows: OutboxRow[] = [];
    const emit: Emit = (envelope) => {
      rows.push({
        id: envelope.id,
        subject: eventSubject(this.config.natsSubjectPrefix, envelope.workspace.id, envelope.event_type),
        payload: envelope,
      });
    };
    const result = await this.dataSource.transaction(async (manager) => {
      const value = await fn(manager, emit);
      if (rows.length > 0) {
        const values = rows.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
        await manager.query(
          `INSERT INTO ${this.publisher.table()} (id, subject, payload) VALUES ${values}`,
          rows.flatMap((r) => [r.id, r.subject, JSON.stringify(r.payload)]),
        );
      }
      return value;
    });
    if (rows.length > 0) {
      const publishing = this.publishCommitted(rows);
      this.inFlight.add(publishing);
      void publishing.finally(() => this.inFlight.delete(publishing));
    }
    return result;
  }

  /** Shutdown waits for fast-path publishes already under way, then writes their marks. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.inFlight);
    await this.publisher.flushMarks();
  }

  private async publishCommitted(rows: OutboxRow[]): Promise<void> {
    for (const row of rows) {
      try {
        await this.publisher.publish(row);
      } catch (err) {
        // Stop here so the relay publishes the rest in created_at order.
        this.logger.warn({ err, eventId: row.id }, 'outbox fast-path publish failed; relay will retry');
        return;
      }
    }
  }
}
