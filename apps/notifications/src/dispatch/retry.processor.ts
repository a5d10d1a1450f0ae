import { BeforeApplicationShutdown } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DeliveryRunner } from './delivery-runner';
import { RetryJob, WEBHOOK_DELIVERY_QUEUE } from './queue';

/** Runs the delayed retry attempts; the attempt itself (claim, send, record) is DeliveryRunner's. */
@Processor(WEBHOOK_DELIVERY_QUEUE, { concurrency: 32 })
export class RetryProcessor extends WorkerHost implements BeforeApplicationShutdown {
  constructor(private readonly runner: DeliveryRunner) {
    super();
  }

  async process(job: Job<RetryJob>): Promise<void> {
    await this.runner.runRetry(job.data.deliveryId, job.data.attempt);
  }

  /** Stop taking jobs before the runner drains; jobs still running finish first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }
}
