import type { FastifyRequest } from 'fastify';
import { ApiError } from '@parley/platform';
import { keyPrefix } from './key-format';

const BEARER_RE = /^Bearer[ \t]+(.*)$/i;

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * The key a request presents, from (in order) `Authorization: Bearer`, the `X-API-KEY`
 * header (Fastify lower-cases header names) or the `access_token` query parameter.
 * A Bearer token not shaped like a key is a token-decoding failure (agents code 40007).
 */
export function presentedKey(request: Pick<FastifyRequest, 'headers' | 'query'>): string | undefined {
  const authorization = first(request.headers.authorization);
  const bearer = authorization ? BEARER_RE.exec(authorization)?.[1]?.trim() : undefined;
  if (bearer) {
    if (!keyPrefix(bearer)) {
      throw new ApiError(401, 'Token decoding failed', { code: 40007, parameters: { token: bearer } });
    }
    return bearer;
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  return first(request.headers['x-api-key']) ?? first(query.access_token);
}
