import Fastify, { FastifyBaseLogger, FastifyInstance, LogController } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { randomUUID } from 'node:crypto';
import { PROBES, SERVICES, ServiceName } from '@parley/contracts';
import { HealthRegistry, Metrics, createLogger, renderError } from '@parley/platform';
import { GatewayConfig } from './config';

// Probes answer every few seconds; their lines would drown the traffic.
const PROBE_PATHS = new Set<string>([PROBES.liveness, PROBES.readiness, PROBES.metrics]);

/**
 * One base URL for every API: each path prefix of SERVICES goes to its app with the full
 * path kept (`rewritePrefix` = the prefix), since the apps serve the same paths themselves.
 */
export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const fastify = Fastify({
    loggerInstance: createLogger(config.service, config.logLevel) as FastifyBaseLogger,
    // One line per request, written by the onResponse hook below with the latency.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });

  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const probe = PROBE_PATHS.has(request.routeOptions?.url ?? '');
    const level = probe ? 'debug' : reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  // The gateway's own answers (404, bad input) use the FastAPI shape, `{detail}`.
  fastify.setErrorHandler((err, _request, reply) => {
    const { status, body } = renderError('fastapi', err);
    void reply.status(status).send(body);
  });
  fastify.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ detail: `No service serves ${request.method} ${request.url.split('?')[0]}` });
  });

  const health = new HealthRegistry();
  for (const [name, base] of Object.entries(config.upstreams)) {
    health.register(name, () => checkUpstream(base));
  }
  health.install(fastify);
  new Metrics(config.service).install(fastify);

  for (const name of Object.keys(SERVICES) as ServiceName[]) {
    for (const prefix of SERVICES[name].prefixes) {
      await fastify.register(httpProxy, {
        upstream: config.upstreams[name],
        prefix,
        rewritePrefix: prefix,
        disableRequestLogging: true,
        replyOptions: {
          timeout: config.upstreamTimeoutMs,
          // The app logs under the same request id, so one id follows a call across both.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-request-id': request.id,
            'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
          }),
          // reply-from has logged the cause already; the client gets a short JSON answer.
          onError: (reply, { error }) => {
            const timedOut = (error as { statusCode?: number }).statusCode === 504;
            void reply
              .status(timedOut ? 504 : 502)
              .send({ detail: `The ${name} service ${timedOut ? 'did not answer in time' : 'is unavailable'}` });
          },
        },
      });
    }
  }
  return fastify;
}

async function checkUpstream(base: string): Promise<void> {
  const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`/healthz answered ${res.status}`);
}
