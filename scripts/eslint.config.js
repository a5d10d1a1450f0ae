// Lint rules for the whole workspace (kept here so the top level holds only what the
// workspace layout names). @nx/enforce-module-boundaries keeps libs from importing apps.
const nx = require('@nx/eslint-plugin');
const tseslint = require('typescript-eslint');

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'tmp/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // contracts and language (pure algorithms) stand alone.
            { sourceTag: 'standalone', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The end-to-end flow tests are the one place that boots several apps together.
    files: ['apps/gateway/test/flow*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
