import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ErrorDialect } from '@parley/contracts';
import { ApiError } from './api-error';
import { RENDERERS } from './dialects';

/** Maps anything thrown (ApiError, Nest HttpException, Fastify errors, bugs) to an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HttpException) {
    const response = err.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : ((response as { message?: unknown }).message ?? err.message);
    return new ApiError(err.getStatus(), Array.isArray(message) ? message.join('; ') : String(message));
  }
  const fastifyErr = err as { statusCode?: number; message?: string; code?: string };
  if (typeof fastifyErr?.statusCode === 'number' && fastifyErr.statusCode >= 400 && fastifyErr.statusCode < 500) {
    return new ApiError(fastifyErr.statusCode, fastifyErr.message ?? 'Bad request');
  }
  return new ApiError(500, 'Internal server error');
}

export function renderError(dialect: ErrorDialect, err: unknown) {
  return RENDERERS[dialect](toApiError(err));
}

@Catch()
export class DialectExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly dialect: ErrorDialect,
    private readonly logger: Logger,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { status, body } = renderError(this.dialect, exception);
    if (status >= 500) this.logger.error({ err: exception, reqId: request?.id }, 'unhandled error');
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
