import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void>;

/**
 * `/healthz` answers while the process is up; `/readyz` runs every registered check
 * (Postgres, Redis, NATS...) and answers 503 naming the failing ones.
 */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();
  private shuttingDown = false;

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async readiness(): Promise<{ ok: boolean; checks: Record<string, string> }> {
    const results: Record<string, string> = {};
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          results[name] = 'ok';
        } catch (err) {
          results[name] = `failed: ${(err as Error).message}`;
        }
      }),
    );
    const ok = !this.shuttingDown && Object.values(results).every((r) => r === 'ok');
    return { ok, checks: results };
  }

  install(fastify: FastifyInstance): void {
    fastify.get('/healthz', async () => ({ status: 'ok' }));
    fastify.get('/readyz', async (_request, reply) => {
      const result = await this.readiness();
      void reply.status(result.ok ? 200 : 503);
      return { status: result.ok ? 'ok' : 'unavailable', checks: result.checks };
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
