/**
 * Typed configuration read once at start. A bad or missing setting stops the process with
 * a message naming it (bootstrapService catches ConfigError and exits 1).
 */
export class ConfigError extends Error {}

export interface BaseConfig {
  service: string;
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** JetStream stream holding events and facts. */
  natsStream: string;
  /** Prefix of every NATS subject (empty in production; isolates test runs). */
  natsSubjectPrefix: string;
  /** BullMQ key prefix in Redis. */
  queuePrefix: string;
  /** Let outbound HTTP reach private and loopback addresses (tests, development only). */
  allowPrivateUrls: boolean;
  /** Maximum request body size in bytes. */
  bodyLimit: number;
}

type Env = Record<string, string | undefined>;

export function str(env: Env, name: string, fallback?: string): string {
  const value = env[name] ?? fallback;
  if (value === undefined || value === '') throw new ConfigError(`Missing required setting ${name}`);
  return value;
}

export function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`Setting ${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`Setting ${name} must be true or false, got "${raw}"`);
}

/** A URL setting with one of the given protocols (e.g. ['http:', 'https:']). */
export function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const value = str(env, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`Setting ${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`Setting ${name} must use ${protocols.join(' or ')}`);
  }
  return value;
}

export function loadBaseConfig(service: string, defaultPort: number, env: Env = process.env): BaseConfig {
  const prefix = env.NATS_SUBJECT_PREFIX ?? '';
  if (prefix && !/^[A-Za-z0-9_-]+\.$/.test(prefix)) {
    throw new ConfigError('Setting NATS_SUBJECT_PREFIX must be letters, digits, _ or - ending with "."');
  }
  return {
    service,
    host: str(env, 'HOST', '0.0.0.0'),
    port: int(env, 'PORT', defaultPort, 0, 65535),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/parley', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    natsUrl: url(env, 'NATS_URL', 'nats://127.0.0.1:4222', ['nats:', 'tls:']),
    natsStream: str(env, 'NATS_STREAM', 'PARLEY_EVENTS'),
    natsSubjectPrefix: prefix,
    queuePrefix: str(env, 'QUEUE_PREFIX', 'parley'),
    allowPrivateUrls: bool(env, 'ALLOW_PRIVATE_URLS', false),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
  };
}
