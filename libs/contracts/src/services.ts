/**
 * The deployables of Parley: port, HTTP path prefixes the gateway routes to each, and the
 * error dialect its spec gives. The gateway, the deploy manifests test and every app's
 * main.ts read this one table.
 */
export type ErrorDialect = 'agents' | 'fastapi' | 'messaging';

export interface ServiceInfo {
  name: ServiceName;
  port: number;
  /** Path prefixes served by this app (routed by the gateway). */
  prefixes: string[];
  dialect: ErrorDialect;
  /** Postgres schema owned by the service, if any. */
  schema?: string;
}

export type ServiceName = 'agents' | 'analytics' | 'messaging' | 'notifications' | 'language';

export const SERVICES: Record<ServiceName, ServiceInfo> = {
  agents: { name: 'agents', port: 3001, prefixes: ['/api/v1/public'], dialect: 'agents', schema: 'agents' },
  analytics: {
    name: 'analytics',
    port: 3002,
    prefixes: [
      '/api/v1/analytics',
      '/analytics-api/v1',
      '/seax-api/api/v1/analytics',
    ],
    dialect: 'fastapi',
    schema: 'analytics',
  },
  messaging: {
    name: 'messaging',
    port: 3003,
    prefixes: ['/seax-api/api/v1/workspace'],
    dialect: 'messaging',
    schema: 'messaging',
  },
  notifications: {
    name: 'notifications',
    port: 3004,
    prefixes: ['/notify-api/v1'],
    dialect: 'fastapi',
    schema: 'notifications',
  },
  language: {
    name: 'language',
    port: 3005,
    prefixes: ['/ner', '/machine-reading', '/topics'],
    dialect: 'fastapi',
  },
};

export const GATEWAY_PORT = 8080;

/** Probe paths every app serves (see libs/platform health module). */
export const PROBES = { liveness: '/healthz', readiness: '/readyz', metrics: '/metrics', docs: '/docs' } as const;
