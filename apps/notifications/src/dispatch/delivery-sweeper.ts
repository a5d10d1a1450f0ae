import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectLogger, Logger } from '@parley/platform';
import { DeliveryRunner } from './delivery-runner';

const INTERVAL_MS = 5_000;
/** A retry is left to its BullMQ job for this long after it is due before the sweeper takes it. */
const GRACE_MS = 5_000;
/** Finished deliveries are only kept as the (event, subscription) de-duplication record. */
const RETENTION = '7 days';
const PRUNE_EVERY = 720; // ticks: about once an hour

/**
 * Crash path of delivery: every few seconds, re-drives pending deliveries whose lease has
 * expired and whose attempt is due (process died after the dispatcher's commit or mid-send,
 * a retry job was lost). Claims go through the same lease, so replicas never collide.
 */
@Injectable()
export class DeliverySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private ticks = 0;

  constructor(
    private readonly runner: DeliveryRunner,
    private readonly dataSource: DataSource,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule();
      });
    }, INTERVAL_MS);
  }

  private async tick(): Promise<void> {
    try {
      const swept = await this.runner.sweep(GRACE_MS);
      if (swept > 0) this.logger.info({ swept }, 're-driving overdue deliveries');
      if (++this.ticks % PRUNE_EVERY === 0) {
        await this.dataSource.query(
          `DELETE FROM notifications.deliveries WHERE state <> 'pending' AND updated_at < now() - interval '${RETENTION}'`,
        );
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'delivery sweep failed');
    }
  }
}
