import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { CONFIG } from '@parley/platform';
import type { LanguageConfig } from '../config';
import { CallbackSender } from './callback-sender';
import { LiveTopicCache } from './live-topic-cache';
import { TOPIC_CALLBACK_QUEUE } from './queue';
import { TopicCallbackProcessor } from './topic-callback.processor';
import { TopicsController } from './topics.controller';
import { TopicsService } from './topics.service';

@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: TOPIC_CALLBACK_QUEUE,
      inject: [CONFIG],
      useFactory: (config: LanguageConfig) => ({
        defaultJobOptions: {
          attempts: config.callbackAttempts,
          backoff: { type: 'exponential', delay: config.callbackBackoffMs },
          removeOnComplete: true,
          removeOnFail: 1_000,
        },
      }),
    }),
  ],
  controllers: [TopicsController],
  providers: [TopicsService, LiveTopicCache, CallbackSender, TopicCallbackProcessor],
})
export class TopicsModule {}
