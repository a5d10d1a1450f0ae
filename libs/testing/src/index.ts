export * from './isolation';
export * from './app';
export * from './http';
export * from './webhook-receiver';
