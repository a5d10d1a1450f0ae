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
 * An ISO 8601 instant as a Date whose local date and time parts are the ones written (the
 * offset is not applied): relative dates are grounded on the caller's wall clock.
 */
export function wallClock(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?/.exec(iso);
  if (!m) return new Date(iso);
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), ms);
}
