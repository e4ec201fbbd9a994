import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { noLiteralUiText } from './tests/lint/no-literal-ui-text.js';

const NO_MOCKS = { group: ['@mocks/*', '**/mocks/*'], message: 'App code never imports the mock backend.' };
const NO_OTHER_FEATURES = {
  group: ['@/features/*'],
  message: 'Features do not import each other; move shared code to components/ or lib/.',
};

export default tseslint.config(
  // Build output, wherever the e2e runner's E2E_OUT_DIR put it (dist-*, dist-*-prod), as .gitignore has it.
  { ignores: ['dist', 'dist-*', 'public/mockServiceWorker.js', 'node_modules', 'bench/out', 'coverage', '.mock-data'] },
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
    // App code never imports the mock backend; features do not import each other (what they share lives in
    // components/ or lib/). One rule entry per file set: a later entry for the same rule would replace it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/main.tsx', 'src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS, NO_OTHER_FEATURES] }] },
  },
  {
    // Test files share one module graph per worker (isolate: false in vite.config.ts): a module mock would
    // reach the files that run after it, or miss a module an earlier file loaded. Observe instead (spies on
    // browser APIs, the mock backend's hook).
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'No module mocks: test files share modules (isolate: false). Spy on what the module does instead.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{js,mjs,ts}', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
