import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { noLiteralUiText } from './tests/lint/no-literal-ui-text.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'public/mockServiceWorker.js', 'node_modules', 'bench/out', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Screens and components: no literal UI text.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { dms: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'dms/no-literal-ui-text': 'error' },
  },
  {
    // Features do not import each other: what they share lives in components/ or lib/.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*'], message: 'Features do not import each other; move shared code to components/ or lib/.' }] },
      ],
    },
  },
  {
    // Only the mock and tests may import the mock.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mocks/*', '**/mocks/*'], message: 'App code never imports the mock backend.' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.{js,mjs,ts}', 'bench/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
