import { ValidationFailed, invalid } from '../errors';

export type Direction = 'ASC' | 'DESC';

export interface PageRequest {
  offset: number;
  /** null means unlimited (only where an endpoint allows `limit=0`). */
  limit: number | null;
  orderBy: { field: string; direction: Direction };
}

export interface PageOptions {
  /** Fields `order_by` may name. */
  allowed: readonly string[];
  /** For example `created_at:desc`. */
  defaultOrder: string;
  defaultLimit?: number;
  maxLimit?: number;
  /** Notifications logs: `limit=0` (the default there) means no limit. */
  zeroIsUnlimited?: boolean;
}

export interface PageQuery {
  offset?: string | number;
  limit?: string | number;
  order_by?: string;
}

function parseInteger(raw: string | number | undefined, name: string, fallback: number, min: number, max?: number) {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < min || (max !== undefined && value > max)) {
    const range = max === undefined ? `>= ${min}` : `between ${min} and ${max}`;
    throw new ValidationFailed([invalid(['query', name], `must be an integer ${range}`, 'value_error.number')]);
  }
  return value;
}

/** Parses `order_by` as `field:asc|desc` against an allow-list; an unknown field is a 422. */
export function parseOrderBy(raw: string | undefined, allowed: readonly string[], fallback: string) {
  const text = raw === undefined || raw === '' ? fallback : raw;
  const [field, dir = 'asc', ...rest] = text.split(':');
  const direction = dir.toLowerCase();
  if (rest.length > 0 || !allowed.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
    throw new ValidationFailed([
      invalid(
        ['query', 'order_by'],
        `must be field:asc or field:desc with field one of ${allowed.join(', ')}`,
        'value_error.order_by',
      ),
    ]);
  }
  return { field, direction: direction.toUpperCase() as Direction };
}

export function parsePage(query: PageQuery, options: PageOptions): PageRequest {
  const maxLimit = options.maxLimit ?? 100;
  const offset = parseInteger(query.offset, 'offset', 0, 0);
  const limit = options.zeroIsUnlimited
    ? parseInteger(query.limit, 'limit', 0, 0)
    : parseInteger(query.limit, 'limit', options.defaultLimit ?? 20, 1, maxLimit);
  return {
    offset,
    limit: options.zeroIsUnlimited && limit === 0 ? null : limit,
    orderBy: parseOrderBy(query.order_by, options.allowed, options.defaultOrder),
  };
}

export interface Page<T> {
  total: number;
  data: T[];
}
