import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.scratch/', '.react-router/', 'node_modules/', 'test-results/', 'db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way: app and server adapters → server/modules → db (ARCHITECTURE.md).
  {
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '~/*'], message: 'server modules must not import UI code' }, { group: ['**/graphql/**', '**/http/**'], message: 'modules must not depend on adapters' }] },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    ignores: ['db/seed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/app/**', '~/*'], message: 'db must not import from server or app' }] }],
    },
  },
);
