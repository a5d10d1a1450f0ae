import { CanActivate, ExecutionContext, Type, UseGuards, mixin } from '@nestjs/common';
import { ValidationFailed, invalid } from '@parley/platform';

/** A 422 on the `lang_code` path parameter naming the codes the route accepts. */
export function assertLangCode(code: string, supported: readonly string[]): void {
  if (!supported.includes(code)) {
    throw new ValidationFailed([
      invalid(['path', 'lang_code'], `unsupported language code; supported: ${supported.join(', ')}`, 'value_error.lang_code'),
    ]);
  }
}

/**
 * Method-level guard checking the `lang_code` path parameter. Guards run after the API-key guard
 * (controller level) and before any pipe, so an unknown code is reported as such (401/403 still
 * first) whatever the body holds.
 */
export function CheckLangCode(supported: readonly string[]): MethodDecorator {
  const guard: Type<CanActivate> = mixin(
    class implements CanActivate {
      canActivate(context: ExecutionContext): boolean {
        const params = context.switchToHttp().getRequest<{ params?: Record<string, string> }>().params ?? {};
        assertLangCode(params.lang_code ?? '', supported);
        return true;
      }
    },
  );
  return UseGuards(guard);
}

/**
 * The ISO 8601 shapes `reference_time` takes: a calendar date, optionally a time (hours and
 * minutes at least, after `T` or a space) and then optionally `Z` or an offset (±hh:mm, ±hhmm,
 * ±hh). Week and ordinal dates and reduced precision (`2026-03`) are refused: they have no
 * written wall-clock date to read.
 */
export const REFERENCE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:[zZ]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * A reference time (REFERENCE_TIME_PATTERN) as a Date whose local date and time parts are the
 * ones written, whatever the offset: the date recognisers read those parts, so relative dates
 * are grounded on the wall clock of the caller's own zone, not on the server's zone or UTC.
 */
export function wallClock(iso: string): Date {
  const m = REFERENCE_TIME_PATTERN.exec(iso);
  if (!m) throw new Error(`not a reference time: ${iso}`);
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), ms);
}
