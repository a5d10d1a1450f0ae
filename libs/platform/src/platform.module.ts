import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { NatsConnection, connect } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { BaseConfig } from './config';
import { createLogger } from './logging';
import { HealthRegistry } from './http/health';
import { Metrics } from './http/metrics';

export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const REDIS = Symbol('REDIS');
export const NATS = Symbol('NATS');

/** Injects the app's typed configuration. */
export const InjectConfig = () => Inject(CONFIG);
/** Injects the app's pino logger. */
export const InjectLogger = () => Inject(LOGGER);
/** Injects the shared ioredis connection (for caches; BullMQ keeps its own). */
export const InjectRedis = () => Inject(REDIS);
/** Injects the app's NATS connection (JetStream clients are made from it in libs/events). */
export const InjectNats = () => Inject(NATS);

@Injectable()
class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS) private readonly nats: NatsConnection,
  ) {}
  // Runs after every module's onModuleDestroy, so consumers have drained first.
  async onApplicationShutdown() {
    await this.nats.drain().catch(() => this.nats.close());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createRedis(url: string): Redis {
  // maxRetriesPerRequest null: BullMQ's requirement, and commands wait out a Redis restart.
  return new IORedis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

/** Config, logger, metrics, health registry, Redis and NATS, global to the app. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: BaseConfig): DynamicModule {
    const logger = createLogger(config.service, config.logLevel);
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: Metrics, useValue: new Metrics(config.service) },
        {
          provide: REDIS,
          inject: [HealthRegistry],
          useFactory: (health: HealthRegistry) => {
            const redis = createRedis(config.redisUrl);
            redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
            health.register('redis', async () => {
              await redis.ping();
            });
            return redis;
          },
        },
        {
          provide: NATS,
          inject: [HealthRegistry],
          useFactory: async (health: HealthRegistry) => {
            const nc = await connect({
              servers: config.natsUrl,
              name: `parley-${config.service}`,
              maxReconnectAttempts: -1,
            });
            health.register('nats', async () => {
              if (nc.isClosed()) throw new Error('connection closed');
              await nc.flush();
            });
            return nc;
          },
        },
        ConnectionsLifecycle,
        HealthRegistry,
      ],
      exports: [CONFIG, LOGGER, REDIS, NATS, Metrics, HealthRegistry],
    };
  }
}

export type { Logger };
