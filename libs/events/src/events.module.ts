import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { JetStreamService } from './jetstream.service';
import { OutboxPublisher, OutboxService } from './outbox';
import { OutboxRelay } from './outbox-relay';

export interface EventsModuleOptions {
  /** Run the outbox relay in this app (default true). */
  relay?: boolean;
}

/**
 * JetStream, the transactional outbox and (optionally) its relay, global to the app. Needs
 * PlatformModule (CONFIG, NATS, LOGGER) and DatabaseModule (DataSource, with EVENTS_ENTITIES).
 */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions = {}): DynamicModule {
    const providers: Provider[] = [JetStreamService, OutboxPublisher, OutboxService];
    if (options.relay ?? true) providers.push(OutboxRelay);
    return {
      module: EventsModule,
      providers,
      exports: [JetStreamService, OutboxPublisher, OutboxService],
    };
  }
}
