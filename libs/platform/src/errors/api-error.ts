/**
 * One error type for the whole platform. Services throw ApiError (or ValidationFailed);
 * the dialect filter renders it as the spec of the serving app demands.
 */
export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface ApiErrorOptions {
  /** Numeric code of the agents dialect; defaults to status * 100. */
  code?: number;
  parameters?: Record<string, unknown>;
  /** Short machine name of the messaging dialect (`not_found`, ...). */
  error?: string;
  details?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(detail);
  }
}

/** Input failed schema validation: 422 (400 in the agents dialect when a field is missing). */
export class ValidationFailed extends ApiError {
  constructor(readonly items: ValidationItem[]) {
    super(422, items.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
  }
}

export const MISSING = 'value_error.missing';

export function missing(loc: (string | number)[]): ValidationItem {
  return { loc, msg: 'field required', type: MISSING };
}

export function invalid(loc: (string | number)[], msg: string, type = 'value_error'): ValidationItem {
  return { loc, msg, type };
}

export const badRequest = (detail: string, o?: ApiErrorOptions) => new ApiError(400, detail, o);
export const unauthorized = (detail = 'Invalid API key', o?: ApiErrorOptions) => new ApiError(401, detail, o);
export const forbidden = (detail = 'Forbidden', o?: ApiErrorOptions) => new ApiError(403, detail, o);
export const notFound = (detail: string, o?: ApiErrorOptions) => new ApiError(404, detail, o);
export const conflict = (detail: string, o?: ApiErrorOptions) => new ApiError(409, detail, o);
