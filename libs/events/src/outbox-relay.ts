import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectLogger, Logger } from '@parley/platform';
import { OutboxEntity } from './entities';
import { OutboxPublisher } from './outbox';

const INTERVAL_MS = 500;
const BATCH = 500;
/** Rows younger than this are left to the fast path, which is normally still publishing them. */
const GRACE = '1 second';
const RETENTION = '24 hours';
/** Published rows are pruned every this many ticks (about every 10 minutes). */
const PRUNE_EVERY = 1200;

/**
 * Crash path of the outbox: publishes rows the fast path did not (failed publish, process
 * died between commit and publish). Batches are claimed with FOR UPDATE SKIP LOCKED so
 * several replicas never publish the same batch at once; a duplicate that slips through
 * anyway is dropped by JetStream (msgID = event id).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private ticks = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: OutboxPublisher,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule(INTERVAL_MS);
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    try {
      let published: number;
      // Drain a backlog without waiting between full batches.
      do published = await this.relayBatch();
      while (published === BATCH && !this.stopped);
      if (this.ticks++ % PRUNE_EVERY === 0) await this.prune();
    } catch (err) {
      this.logger.warn({ err }, 'outbox relay pass failed');
    }
  }

  /** Publishes one claimed batch in created_at order; returns how many rows it published. */
  async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .createQueryBuilder(OutboxEntity, 'o')
        .where('o.publishedAt IS NULL')
        .andWhere(`o.createdAt < now() - interval '${GRACE}'`)
        .orderBy('o.createdAt', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let published = 0;
      await this.publisher.withClaim(manager, async () => {
        for (const row of rows) {
          try {
            await this.publisher.publish(row);
            published++;
          } catch (err) {
            // Keep order: leave this row and the later ones for the next pass.
            this.logger.warn({ err, eventId: row.id }, 'outbox relay publish failed');
            return;
          }
        }
      });
      if (published > 0) this.logger.info({ published }, 'outbox relay published events');
      return published;
    });
  }

  private async prune(): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(OutboxEntity)
      .where(`published_at < now() - interval '${RETENTION}'`)
      .execute();
  }
}
