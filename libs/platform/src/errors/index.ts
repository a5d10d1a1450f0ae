export * from './api-error';
export * from './dialects';
export * from './exception-filter';
