import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { noHistoryComments } from './tests/lint/no-history-comments.js';
import { noLiteralUiText } from './tests/lint/no-literal-ui-text.js';

const NO_MOCKS = { group: ['@mocks/*', '**/mocks/*'], message: 'App code never imports the mock backend.' };
/** antd's App would put its three APIs back in every first load; src/lib/app-feedback.ts loads each on first use. */
const NO_ANTD_APP = {
  name: 'antd',
  importNames: ['App'],
  allowTypeImports: true,
  message:
    "Use useAppFeedback() from '@/lib/app-feedback': antd's App is not loaded; its APIs load on first use (src/app/app-feedback-hosts).",
};

/**
 * The layers of src/ (see README, layout): app composes features; a feature uses entities/, lib/ and
 * components/ and no other feature; entities/ (the /dms calls and key factories several features share) use
 * lib/ only; lib/ and components/ know no entity, no feature and no app code. The zones judge the file an import
 * resolves to, so `@/features/x`, `../x/api/y` and `../../features/x` are one and the same import.
 * One zone per feature folder, read from disk, so a new feature is fenced in without touching this file.
 */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BOUNDARY_ZONES = [
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app', './src/entities'],
    message: 'lib/ and components/ import no feature, no entity and no app code; pass what they need in, or move it here.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/app', './src/components'],
    message: 'Entities import only lib/ (and each other); a feature or app/ uses them, never the other way round.',
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

/**
 * Inside the workspace feature (README, layout): shared/ is its bottom and imports no sub-domain; a sub-domain
 * (tree/, list/, upload/, …) may use another's components and model, but its api/ (the calls it makes) is its
 * own, so a call two sub-domains make lives in shared/api/. screen/ and pages/ compose the sub-domains, and no
 * sub-domain imports them.
 */
const WORKSPACE = './src/features/workspace';
const WORKSPACE_COMPOSERS = ['pages', 'screen', 'shared'];
const WORKSPACE_PARTS = readdirSync(join(import.meta.dirname, WORKSPACE), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WORKSPACE_COMPOSERS.includes(entry.name))
  .map((entry) => entry.name);
BOUNDARY_ZONES.push(
  {
    target: `${WORKSPACE}/shared`,
    from: WORKSPACE,
    except: ['./shared'],
    message: 'workspace/shared/ is the bottom of the workspace: it imports no sub-domain, screen/ or pages/.',
  },
  ...WORKSPACE_PARTS.map((part) => ({
    target: `${WORKSPACE}/${part}`,
    from: WORKSPACE_PARTS.filter((other) => other !== part).map((other) => `${WORKSPACE}/${other}/api`),
    message: "A workspace sub-domain's api/ is its own: a call two sub-domains make lives in workspace/shared/api/.",
  })),
  {
    target: WORKSPACE_PARTS.map((part) => `${WORKSPACE}/${part}`),
    from: [`${WORKSPACE}/screen`, `${WORKSPACE}/pages`],
    message: 'A workspace sub-domain does not import screen/ or pages/: they compose the sub-domains, not the other way round.',
  },
);

const NO_TEST_BRANCH = [
  {
    selector:
      "BinaryExpression:matches([left.property.name=/^(MODE|NODE_ENV)$/][right.value='test'], [right.property.name=/^(MODE|NODE_ENV)$/][left.value='test'])",
    message: 'App code has no test branch: let the test helper pass what the test needs.',
  },
  { selector: "MemberExpression[property.name='VITEST']", message: 'App code has no test branch.' },
];

/** Where key arrays may be spelt: an entity's keys.ts, a feature's api/keys.ts or api/query-keys.ts, lib's api/keys.ts. */
const ENTITY_KEY_FILES = ['src/entities/*/keys.ts'];
const KEY_FILES = [...ENTITY_KEY_FILES, 'src/features/*/api/keys.ts', 'src/features/*/api/query-keys.ts', 'src/lib/api/keys.ts'];
const LITERAL_KEY_MESSAGE =
  "Query keys come from a key factory (src/entities/<entity>/keys.ts, or the feature's api/keys.ts), never a literal array.";
const NO_LITERAL_QUERY_KEY = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: LITERAL_KEY_MESSAGE },
  {
    selector: "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression) > ArrayExpression",
    message: LITERAL_KEY_MESSAGE,
  },
];
/** The first element of every entity's keys (its keys.ts): a feature's key starting with one is a copy. */
const ENTITY_KEY_ROOTS = ['folders', 'folderTemplates', 'files', 'fileParams', 'users', 'roles', 'menus', 'favourites', 'authority'];
const NO_ENTITY_KEY_BY_HAND = {
  selector: `ArrayExpression > Literal.elements:first-child[value=/^(${ENTITY_KEY_ROOTS.join('|')})$/]`,
  message: 'This prefix belongs to an entity: use its factory (src/entities/<entity>/keys.ts), so a rename reaches every screen.',
};

export default tseslint.config(
  // Build output, wherever the e2e runner's E2E_OUT_DIR put it (dist-*, dist-*-prod), as .gitignore has it.
  { ignores: ['dist', 'dist-*', 'public/mockServiceWorker.js', 'node_modules', 'bench/out', 'coverage', '.mock-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The demo's service worker, in front of MSW's (public/mockServiceWorker.backendOnly.js).
  { files: ['public/*.js'], languageOptions: { globals: globals.serviceworker } },
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
    // Comments say why; issue numbers and history belong in the commit body.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', 'bench/**/*.{ts,tsx,mjs}'],
    ignores: ['tests/unit/no-history-comments.test.ts'],
    plugins: { history: { rules: { 'no-history-comments': noHistoryComments } } },
    rules: { 'history/no-history-comments': 'error' },
  },
  {
    // The scripts are tools a deployment runs too: they import nothing from the tests.
    files: ['scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**', '@tests/*'], message: 'scripts/ imports nothing from tests/.' }] },
      ],
    },
  },
  {
    // The formatter wraps code at 140 columns but not comments: the app's own lines, comments too, stay within it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test-*.ts'],
    rules: {
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
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
    // One import order everywhere: Node's modules, packages, the project's aliases, then relative paths.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '{@/**,@mocks/**,@tests/**}', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
    },
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
      'no-restricted-imports': ['error', { patterns: [NO_MOCKS], paths: [NO_ANTD_APP] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
      // No import circle in app code, dynamic `import()` included (a lazy route is still an edge).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No test-only path ships: app code never asks whether it runs under test (a test helper passes what it
    // needs). Query keys come from key factories (KEY_FILES): a literal `queryKey: [...]` anywhere else is a
    // key that a rename would silently miss.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...KEY_FILES],
    rules: { 'no-restricted-syntax': ['error', ...NO_TEST_BRANCH, ...NO_LITERAL_QUERY_KEY] },
  },
  {
    // The entities' own key files: the one place each entity's key arrays are spelt.
    files: ENTITY_KEY_FILES,
    rules: { 'no-restricted-syntax': ['error', ...NO_TEST_BRANCH] },
  },
  {
    // A feature's (or lib's) key file spells only its own keys: an entity's prefix comes from its factory.
    files: KEY_FILES,
    ignores: ENTITY_KEY_FILES,
    rules: { 'no-restricted-syntax': ['error', ...NO_TEST_BRANCH, NO_ENTITY_KEY_BY_HAND] },
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
