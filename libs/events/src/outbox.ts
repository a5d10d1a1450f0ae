import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
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

/** The one place that sends an outbox row to JetStream and marks it published. */
@Injectable()
export class OutboxPublisher {
  /**
   * The relay's transaction while it publishes a claimed batch. It holds the rows' locks, so
   * marking them through any other connection would wait on it forever. Carried in async
   * context rather than as an argument so that publish(row) keeps one signature, including
   * for test doubles that wrap it.
   */
  private readonly claim = new AsyncLocalStorage<EntityManager>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jetStream: JetStreamService,
  ) {}

  /** Runs fn so that publish() marks rows through `manager`, the transaction holding their locks. */
  withClaim<T>(manager: EntityManager, fn: () => Promise<T>): Promise<T> {
    return this.claim.run(manager, fn);
  }

  async publish(row: OutboxRow): Promise<void> {
    await this.jetStream.publish(row.subject, row.payload);
    await (this.claim.getStore() ?? this.dataSource.manager)
      .createQueryBuilder()
      .update(OutboxEntity)
      .set({ publishedAt: () => 'now()' })
      .where('id = :id', { id: row.id })
      .execute();
  }
}

export type Emit = (envelope: EventEnvelope) => void;

/** Transactional outbox: events commit or roll back with the state change that caused them. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: OutboxPublisher,
    @InjectConfig() private readonly config: BaseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Runs fn in one DB transaction; events emitted inside are written to the outbox in that
   * transaction and, once it has committed, published in emit order before this resolves
   * (fast path). A failed publish is only logged: the relay publishes the row later.
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
      if (rows.length > 0) await manager.insert(OutboxEntity, rows);
      return value;
    });
    await this.publishCommitted(rows);
    return result;
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
