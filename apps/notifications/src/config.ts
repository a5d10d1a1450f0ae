import { SERVICES } from '@parley/contracts';
import { BaseConfig, int, loadBaseConfig } from '@parley/platform';

export interface NotificationsConfig extends BaseConfig {
  /** Whole-request timeout of one webhook attempt (connect, headers and body). */
  deliveryTimeoutMs: number;
  /** Attempts per delivery, the first included; after the last failure it is `failed`. */
  deliveryMaxAttempts: number;
  /** Retry n waits base * 2^(n-1), with ±20 % jitter. */
  deliveryBackoffBaseMs: number;
  /** Webhook requests in flight at once in this process. */
  deliveryConcurrency: number;
}

export function loadNotificationsConfig(env: Record<string, string | undefined>): NotificationsConfig {
  return {
    ...loadBaseConfig('notifications', SERVICES.notifications.port, env),
    deliveryTimeoutMs: int(env, 'DELIVERY_TIMEOUT_MS', 10_000, 100, 120_000),
    deliveryMaxAttempts: int(env, 'DELIVERY_MAX_ATTEMPTS', 8, 1, 50),
    deliveryBackoffBaseMs: int(env, 'DELIVERY_BACKOFF_BASE_MS', 2_000, 1, 3_600_000),
    deliveryConcurrency: int(env, 'DELIVERY_CONCURRENCY', 64, 1, 4096),
  };
}
