import { GATEWAY_PORT, SERVICES, ServiceName } from '@parley/contracts';
import { ConfigError, int, str, url } from '@parley/platform';

type Env = Record<string, string | undefined>;

export interface GatewayConfig {
  service: 'gateway';
  host: string;
  port: number;
  logLevel: string;
  /** Base URL of each app, from `<APP>_URL` (e.g. AGENTS_URL). */
  upstreams: Record<ServiceName, string>;
  /** How long an upstream may take to answer before the gateway gives up with a 504. */
  upstreamTimeoutMs: number;
}

export const upstreamSetting = (name: ServiceName) => `${name.toUpperCase()}_URL`;

function httpUrl(env: Env, name: string, fallback: string): string {
  const parsed = new URL(url(env, name, fallback, ['http:', 'https:']));
  // The prefix is kept on the way through, so an upstream is an origin, never a path.
  if (parsed.pathname !== '/' || parsed.search) throw new ConfigError(`Setting ${name} must not have a path`);
  return parsed.origin;
}

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const names = Object.keys(SERVICES) as ServiceName[];
  return {
    service: 'gateway',
    host: str(env, 'HOST', '0.0.0.0'),
    port: int(env, 'PORT', GATEWAY_PORT, 0, 65535),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    upstreams: Object.fromEntries(
      names.map((n) => [n, httpUrl(env, upstreamSetting(n), `http://127.0.0.1:${SERVICES[n].port}`)]),
    ) as Record<ServiceName, string>,
    upstreamTimeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 60_000, 100),
  };
}
