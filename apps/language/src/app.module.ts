import { DynamicModule, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { AuthModule, IDENTITY_ENTITIES } from '@parley/auth';
import { DatabaseModule, PlatformModule } from '@parley/platform';
import type { LanguageConfig } from './config';
import { NerModule } from './ner/ner.module';
import { ReadingController } from './reading/reading.controller';
import { TopicsModule } from './topics/topics.module';

/**
 * No schema of its own: Postgres is used only to read API keys (identity schema); Redis holds
 * the live-topic cache and the `topic-callback` queue.
 */
@Module({})
export class AppModule {
  static forRoot(config: LanguageConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, { schema: 'identity', entities: IDENTITY_ENTITIES }),
        AuthModule.forRoot(),
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: config.queuePrefix }),
        NerModule,
        TopicsModule,
      ],
      controllers: [ReadingController],
    };
  }
}
