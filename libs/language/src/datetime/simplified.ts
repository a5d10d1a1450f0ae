// opencc-js ships CommonJS builds under its `require` condition (dist/umd); its type
// declarations sit in an ES-module package, so it is loaded with a typed require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const opencc = require('opencc-js/t2cn') as {
  Converter(options: { from: string; to: string }): (text: string) => string;
};

let convert: ((text: string) => string) | undefined;

/**
 * Traditional → Simplified Chinese (Taiwan standard → mainland), keeping the length so that
 * offsets found in the converted text are offsets in the original. Where a phrase conversion
 * would change the length, characters are converted one at a time instead.
 */
export function toSimplifiedSameLength(text: string): string {
  if (!/[\u3400-\u9fff\uf900-\ufaff]/.test(text)) return text;
  convert ??= opencc.Converter({ from: 'tw', to: 'cn' });
  const whole = convert(text);
  if (whole.length === text.length) return whole;
  let out = '';
  for (const ch of text) {
    const c = convert(ch);
    out += c.length === ch.length ? c : ch;
  }
  return out;
}
