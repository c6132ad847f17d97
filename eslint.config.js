import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// ESLint runs only what oxlint cannot: the React hooks and React Compiler rules, on the components (.tsx).
// Every other rule (ESLint's and typescript-eslint's recommended sets, the house's own) is in .oxlintrc.json,
// checked in the type-check pass that parses every file anyway: ESLint parsing all 2,100 files for them took
// minutes of the CI's processor time on this 2-core machine.
export default [
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
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
