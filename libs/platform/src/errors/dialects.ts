import { ErrorDialect } from '@parley/contracts';
import { ApiError, MISSING, ValidationFailed } from './api-error';

export interface Rendered {
  status: number;
  body: Record<string, unknown>;
}

const MESSAGING_ERRORS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_error',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** agents: `{detail, code, parameters}`; a missing field is a 400, a bad value a 422. */
function renderAgents(err: ApiError): Rendered {
  if (err instanceof ValidationFailed) {
    const missingItems = err.items.filter((i) => i.type === MISSING);
    if (missingItems.length > 0) {
      const names = missingItems.map((i) => i.loc.slice(1).join('.'));
      return {
        status: 400,
        body: {
          detail: `Missing required parameter: ${names.join(', ')}`,
          code: 40001,
          parameters: { missing: names },
        },
      };
    }
    return {
      status: 422,
      body: { detail: err.detail, code: 42201, parameters: { errors: err.items } },
    };
  }
  return {
    status: err.status,
    body: {
      detail: err.detail,
      code: err.options.code ?? err.status * 100,
      parameters: err.options.parameters ?? {},
    },
  };
}

/** fastapi: `{detail: "text"}`, and for 422 `{detail: [{loc, msg, type}]}`. */
function renderFastapi(err: ApiError): Rendered {
  if (err instanceof ValidationFailed) return { status: 422, body: { detail: err.items } };
  return { status: err.status, body: { detail: err.detail } };
}

/** messaging: `{error, message, details?}`. */
function renderMessaging(err: ApiError): Rendered {
  const body: Record<string, unknown> = {
    error: err.options.error ?? MESSAGING_ERRORS[err.status] ?? 'error',
    message: err.detail,
  };
  const details = err instanceof ValidationFailed ? err.items : err.options.details;
  if (details !== undefined) body.details = details;
  return { status: err.status, body };
}

export const RENDERERS: Record<ErrorDialect, (err: ApiError) => Rendered> = {
  agents: renderAgents,
  fastapi: renderFastapi,
  messaging: renderMessaging,
};
