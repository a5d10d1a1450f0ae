import { DynamicModule, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { AuthModule, IDENTITY_ENTITIES } from '@parley/auth';
import { SERVICES } from '@parley/contracts';
import { EVENTS_ENTITIES, EventsModule } from '@parley/events';
import { DatabaseModule, PlatformModule } from '@parley/platform';
import type { NotificationsConfig } from './config';
import { DeliveryEntity } from './dispatch/delivery.entity';
import { DispatchModule } from './dispatch/dispatch.module';
import { EventTypesModule } from './event-types/event-types.module';
import { DeliveryLogEntity } from './logs/delivery-log.entity';
import { LogsModule } from './logs/logs.module';
import { SubscriptionEntity } from './subscriptions/subscription.entity';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

export const NOTIFICATIONS_ENTITIES = [SubscriptionEntity, DeliveryEntity, DeliveryLogEntity];

@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, {
          schema: SERVICES.notifications.schema!,
          entities: [...NOTIFICATIONS_ENTITIES, ...IDENTITY_ENTITIES, ...EVENTS_ENTITIES],
          poolSize: 20,
        }),
        AuthModule.forRoot(),
        // Consumes events only; nothing of ours goes through the outbox.
        EventsModule.forRoot({ relay: false }),
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: config.queuePrefix }),
        SubscriptionsModule,
        EventTypesModule,
        LogsModule,
        DispatchModule,
      ],
    };
  }
}
