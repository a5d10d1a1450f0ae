import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { CompletionWriter } from './completion-writer';
import { DeliveryRunner } from './delivery-runner';
import { WEBHOOK_DELIVERY_QUEUE } from './queue';
import { WebhookSender } from './webhook-sender';

/**
 * Sending and recording attempts. Imported only by DispatchModule, so it sits deeper in the
 * module tree and Nest runs its shutdown hooks after DispatchModule's: the consumer, the
 * retry worker and the sweeper stop feeding the runner before it drains.
 */
@Module({
  imports: [
    BullModule.registerQueue({
      name: WEBHOOK_DELIVERY_QUEUE,
      defaultJobOptions: {
        // Job-level retries only cover infrastructure failures (database down at claim time);
        // delivery retries are jobs of their own.
        attempts: 5,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: true,
        removeOnFail: 1_000,
      },
    }),
  ],
  providers: [WebhookSender, CompletionWriter, DeliveryRunner],
  exports: [DeliveryRunner],
})
export class DeliveryModule {}
