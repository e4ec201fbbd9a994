import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { noLiteralUiText } from './tests/lint/no-literal-ui-text.js';

const NO_MOCKS = { group: ['@mocks/*', '**/mocks/*'], message: 'App code never imports the mock backend.' };

/**
 * The layers of src/ (see README, layout): app composes features; a feature uses lib/ and components/ and no
 * other feature; lib/ and components/ know no feature and no app code. The zones judge the file an import
 * resolves to, so `@/features/x`, `../x/api/y` and `../../features/x` are one and the same import.
 * One zone per feature folder, read from disk, so a new feature is fenced in without touching this file.
 */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BOUNDARY_ZONES = [
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'lib/ and components/ import no feature and no app code; pass what they need in, or move it here.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import app/ (app composes features, not the other way round).',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to components/ or lib/.',
  })),
];

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
    // App code never imports the mock backend, and keeps to its layers (BOUNDARY_ZONES above), by whatever
    // path it spells the import. Tests are exempt: they render the whole app through tests/render.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The files the import graph reads (no-cycle follows them), parsed as typescript-eslint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves as Vite and tsc do (the tsconfig's paths give `@/`), so an aliased import is judged by its file.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: join(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_MOCKS] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
      // No import circle in app code, dynamic `import()` included (a lazy route is still an edge).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No test-only path ships: app code never asks whether it runs under test (a test helper passes what it needs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression:matches([left.property.name=/^(MODE|NODE_ENV)$/][right.value='test'], [right.property.name=/^(MODE|NODE_ENV)$/][left.value='test'])",
          message: 'App code has no test branch: let the test helper pass what the test needs.',
        },
        { selector: "MemberExpression[property.name='VITEST']", message: 'App code has no test branch.' },
      ],
    },
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
