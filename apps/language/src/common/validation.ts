import { ValidationFailed, invalid } from '@parley/platform';

/** A 422 on the `lang_code` path parameter naming the codes the route accepts. */
export function assertLangCode(code: string, supported: readonly string[]): void {
  if (!supported.includes(code)) {
    throw new ValidationFailed([
      invalid(['path', 'lang_code'], `unsupported language code; supported: ${supported.join(', ')}`, 'value_error.lang_code'),
    ]);
  }
}
