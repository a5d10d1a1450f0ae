import { SERVICES } from '@parley/contracts';
import { BaseConfig, bool, int, loadBaseConfig } from '@parley/platform';

export interface LanguageConfig extends BaseConfig {
  /** Whole-request timeout of one callback POST. */
  callbackTimeoutMs: number;
  /** Attempts per topic callback, the first included (BullMQ job attempts). */
  callbackAttempts: number;
  /** Retry n waits base * 2^(n-1) (BullMQ exponential backoff). */
  callbackBackoffMs: number;
  /** How long the per-meeting live-topic cache (topics and processed sequences) lives in Redis. */
  liveTopicTtlSeconds: number;
  /** Load the entity-tagging models at start (about a second) rather than on the first request. */
  preloadEntityModels: boolean;
}

export function loadLanguageConfig(env: Record<string, string | undefined>): LanguageConfig {
  return {
    ...loadBaseConfig('language', SERVICES.language.port, env),
    callbackTimeoutMs: int(env, 'CALLBACK_TIMEOUT_MS', 10_000, 100, 120_000),
    callbackAttempts: int(env, 'CALLBACK_ATTEMPTS', 5, 1, 50),
    callbackBackoffMs: int(env, 'CALLBACK_BACKOFF_MS', 2_000, 1, 3_600_000),
    liveTopicTtlSeconds: int(env, 'LIVE_TOPIC_TTL_SECONDS', 24 * 3600, 1, 30 * 24 * 3600),
    preloadEntityModels: bool(env, 'PRELOAD_ENTITY_MODELS', true),
  };
}
