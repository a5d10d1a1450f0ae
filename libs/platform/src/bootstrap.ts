import 'reflect-metadata';
import { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ErrorDialect } from '@parley/contracts';
import { BaseConfig, ConfigError } from './config';
import { DialectExceptionFilter } from './errors';
import { HealthRegistry } from './http/health';
import { Metrics } from './http/metrics';
import { DtoValidationPipe } from './http/validation.pipe';
import { LOGGER } from './platform.module';

export interface ServiceDefinition<C extends BaseConfig> {
  /** Reads and validates the app's settings (throws ConfigError naming a bad one). */
  loadConfig(env: Record<string, string | undefined>): C;
  /** The root module; it imports PlatformModule.forRoot(config). */
  module(config: C): DynamicModule;
  dialect: ErrorDialect;
  docs: { title: string; description: string; paths?: string[] };
}

/** Builds and initialises the app (routes, filters, docs, probes) without listening. */
export async function createService<C extends BaseConfig>(
  def: ServiceDefinition<C>,
  config: C,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(def.module(config), adapter, {
    logger: ['error', 'warn'],
    bufferLogs: false,
  });
  const logger = app.get<Logger>(LOGGER);
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    logger[level]({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  app.get(HealthRegistry).install(fastify);
  app.get(Metrics).install(fastify);
  app.useGlobalFilters(new DialectExceptionFilter(def.dialect, logger));
  app.useGlobalPipes(new DtoValidationPipe());
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(def.docs.title)
      .setDescription(def.docs.description)
      .setVersion('1')
      .addBearerAuth()
      .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-KEY' }, 'api-key')
      .addApiKey({ type: 'apiKey', in: 'query', name: 'access_token' }, 'access-token')
      .build(),
  );
  for (const path of def.docs.paths ?? ['docs']) SwaggerModule.setup(path, app, document);

  await app.init();
  return app;
}

/** The whole of an app's main.ts: read config from the environment, build, listen. */
export async function bootstrapService<C extends BaseConfig>(def: ServiceDefinition<C>): Promise<void> {
  let config: C;
  try {
    config = def.loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await createService(def, config);
  await app.listen({ port: config.port, host: config.host });
  app.get<Logger>(LOGGER).info({ port: config.port }, `${config.service} listening`);
}
