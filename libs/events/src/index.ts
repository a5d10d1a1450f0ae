export * from './entities';
export * from './migration';
export * from './jetstream.service';
export * from './outbox';
export * from './outbox-relay';
export * from './durable-consumer';
export * from './events.module';
