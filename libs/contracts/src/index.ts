export * from './services';
export * from './events/event-types';
export * from './events/payloads';
export * from './events/envelope';
export * from './events/subjects';
