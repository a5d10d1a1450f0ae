import { isResponseLanguage } from './validators';

describe('isResponseLanguage', () => {
  it.each(['default', 'en', 'zh-TW', 'en-US', 'zh-Hant-TW', 'pt-BR', 'yue'])('accepts %s', (tag) => {
    expect(isResponseLanguage(tag)).toBe(true);
  });

  it.each(['', 'Default', 'english', 'en_US', 'en-', 'e', 'zh-TW-', 'x-private', 'en US', 42, null])(
    'refuses %p',
    (tag) => {
      expect(isResponseLanguage(tag)).toBe(false);
    },
  );
});
