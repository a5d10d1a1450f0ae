import { Matches, ValidateBy, ValidateIf } from 'class-validator';

/**
 * Optional but not nullable: the field may be left out, but an explicit null fails (the
 * column has no null state; omit the field to keep the stored value).
 */
export const IfPresent = () => ValidateIf((_object, value) => value !== undefined);

/** At least one non-space character. */
export const NotBlank = () => Matches(/\S/, { message: '$property must not be blank' });

// ISO 639 primary language (2-3 letters), then subtags; Intl checks the structure.
const LANGUAGE_TAG_RE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** The literal `default`, or a well-formed BCP 47 tag such as `en` or `zh-TW`. */
export function isResponseLanguage(value: unknown): boolean {
  if (value === 'default') return true;
  if (typeof value !== 'string' || !LANGUAGE_TAG_RE.test(value)) return false;
  try {
    Intl.getCanonicalLocales(value);
    return true;
  } catch {
    return false;
  }
}

export const IsResponseLanguage = () =>
  ValidateBy({
    name: 'isResponseLanguage',
    validator: {
      validate: isResponseLanguage,
      defaultMessage: () => 'default_response_language must be "default" or a BCP 47 language tag such as en or zh-TW',
    },
  });
