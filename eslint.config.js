import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      // The integration run's server bundle, written while the lint runs beside it.
      'apps/server/.test-bundle-*/**',
      '.ci/logs/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Fastify hooks and handlers are async by contract, awaiting or not.
    files: ['apps/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Vitest's asymmetric matchers (expect.any, objectContaining) are typed `any`.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Dates follow the UI language, never the browser's locale: the consoles format them through web-kit's
    // formatDate/formatDateTime, and take Intl locales from intlLocale(language).
    files: [
      'apps/licence-web/src/**/*.{ts,tsx}',
      'apps/iot-web/src/**/*.{ts,tsx}',
      'packages/web-kit/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message:
            "Follows the browser's locale: use formatDate/formatDateTime or intlLocale(language) from web-kit.",
        })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
