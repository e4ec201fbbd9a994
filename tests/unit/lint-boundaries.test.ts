/**
 * The layer rules are proven by lint, not kept by habit: each forbidden import below, linted with the project's
 * own eslint.config.js as if it were a file at that place in src/, fails; the allowed ones pass.
 * The probes are text only (ESLint's lintText): nothing is written to src/. The files they import are real.
 */
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The cycle rule reads the import graph of the whole app the first time: read it once here, so no single
  // probe below carries that cost (on a busy machine it passed a test's time limit).
  await eslint.lintText("export { buildRoutes } from './router';", { filePath: join(ROOT, 'src/app/probe.ts') });
}, 120_000);

/** The layer-rule findings for `code` linted as the file at `path` (relative to the project root). */
async function layerErrors(path: string, code: string): Promise<Pick<Linter.LintMessage, 'ruleId' | 'message'>[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages
    .filter((m) => m.fatal || (m.ruleId !== null && LAYER_RULES.has(m.ruleId)))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundary = (fragment: string) => ({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(fragment) });
const OTHER_FEATURE = 'Features do not import each other';
const LOWER_LAYER = 'lib/ and components/ import no feature, no entity and no app code';
const ENTITY_LAYER = 'Entities import only lib/';
const FEATURE_TO_APP = 'Features do not import app/';

describe('layer boundaries', () => {
  it.each([
    [
      'a relative import of another feature',
      'src/features/roles/probe.ts',
      "export { addFolder } from '../workspace/shared/api/add-folder';",
    ],
    [
      'an aliased import of another feature',
      'src/features/roles/probe.ts',
      "export { addFolder } from '@/features/workspace/shared/api/add-folder';",
    ],
    [
      'a deeper relative import',
      'src/features/roles/components/probe.ts',
      "export { addFolder } from '../../workspace/shared/api/add-folder';",
    ],
    ['a detour through src/', 'src/features/roles/probe.ts', "export { addFolder } from '../../features/workspace/shared/api/add-folder';"],
    [
      'a lazy import of another feature',
      'src/features/roles/probe.ts',
      "export const load = () => import('../workspace/shared/api/add-folder');",
    ],
    ['a type-only import of another feature', 'src/features/roles/probe.ts', "export type { LoginResult } from '../auth/types';"],
  ])('a feature may not reach another feature: %s', async (_, path, code) => {
    expect(await layerErrors(path, code)).toEqual([boundary(OTHER_FEATURE)]);
  });

  it.each([
    ['lib importing a feature', 'src/lib/probe.ts', "export { addFolder } from '@/features/workspace/shared/api/add-folder';"],
    ['lib importing a feature, relatively', 'src/lib/probe.ts', "export { addFolder } from '../features/workspace/shared/api/add-folder';"],
    ['lib importing app code', 'src/lib/api/probe.ts', "export { ROUTES } from '../../app/routes';"],
    [
      'components importing a feature',
      'src/components/probe.tsx',
      "export { addFolder } from '@/features/workspace/shared/api/add-folder';",
    ],
    ['components importing app code', 'src/components/filter-bar/probe.tsx', "export { ROUTES } from '@/app/routes';"],
    ['lib importing an entity', 'src/lib/probe.ts', "export { folderKeys } from '@/entities/folders/keys';"],
    [
      'components importing an entity, relatively',
      'src/components/probe.tsx',
      "export { useFolderTree } from '../entities/folders/get-folder-tree';",
    ],
  ])('lib/ and components/ know no feature, no entity and no app: %s', async (_, path, code) => {
    expect(await layerErrors(path, code)).toEqual([boundary(LOWER_LAYER)]);
  });

  it.each([
    [
      'an entity importing a feature',
      'src/entities/folders/probe.ts',
      "export { addFolder } from '@/features/workspace/shared/api/add-folder';",
    ],
    [
      'an entity importing a feature, relatively',
      'src/entities/folders/probe.ts',
      "export { addFolder } from '../../features/workspace/shared/api/add-folder';",
    ],
    [
      'an entity importing a feature lazily',
      'src/entities/files/probe.ts',
      "export const load = () => import('@/features/preview/api/keys');",
    ],
    ['an entity importing app code', 'src/entities/roles/probe.ts', "export { ROUTES } from '@/app/routes';"],
    [
      'an entity importing components',
      'src/entities/folders/probe.ts',
      "export { FolderTreeSelect } from '@/components/folder-tree-select';",
    ],
  ])('entities use lib/ only: %s', async (_, path, code) => {
    expect(await layerErrors(path, code)).toEqual([boundary(ENTITY_LAYER)]);
  });

  it.each([
    ['aliased', "export { ROUTES } from '@/app/routes';"],
    ['relative', "export { ROUTES } from '../../app/routes';"],
  ])('a feature may not import app code (%s)', async (_, code) => {
    expect(await layerErrors('src/features/roles/probe.ts', code)).toEqual([boundary(FEATURE_TO_APP)]);
  });

  it('lets each layer import what it may', async () => {
    // The feature's own files, lib/, components/; app composing features; lib using lib.
    expect(
      await layerErrors(
        'src/features/workspace/probe.ts',
        "export { addFolder } from './shared/api/add-folder';\nexport { notify } from '@/lib/notify';\nexport { StatusTag } from '../../components/status-tag';",
      ),
    ).toEqual([]);
    expect(await layerErrors('src/app/probe.ts', "export { addFolder } from '@/features/workspace/shared/api/add-folder';")).toEqual([]);
    // Features and app use entities; an entity uses lib/ and another entity's keys.
    expect(await layerErrors('src/features/roles/probe.ts', "export { useFolderTree } from '@/entities/folders/get-folder-tree';")).toEqual(
      [],
    );
    expect(await layerErrors('src/app/probe.ts', "export { useRoles } from '../entities/roles/get-roles';")).toEqual([]);
    expect(
      await layerErrors(
        'src/entities/menus/probe.ts',
        "export { dmsGet } from '@/lib/api/clients';\nexport { folderKeys } from '../folders/keys';",
      ),
    ).toEqual([]);
    expect(await layerErrors('src/lib/probe.ts', "export { readStored } from './storage';")).toEqual([]);
  });
});

describe('inside the workspace feature', () => {
  const SHARED_BOTTOM = 'workspace/shared/ is the bottom of the workspace';
  const OWN_API = "A workspace sub-domain's api/ is its own";
  const COMPOSERS = 'A workspace sub-domain does not import screen/ or pages/';

  it.each([
    [
      'shared/ importing a sub-domain',
      'src/features/workspace/shared/probe.ts',
      "export { TreeIndex } from '../tree/tree-model';",
      SHARED_BOTTOM,
    ],
    [
      'shared/ importing the screen',
      'src/features/workspace/shared/components/probe.ts',
      "export { useWorkspaceScreen } from '../../screen/workspace-screen';",
      SHARED_BOTTOM,
    ],
    [
      "a sub-domain using another's api/",
      'src/features/workspace/list/components/probe.ts',
      "export { getUploadRoles } from '../../upload/api/upload-roles';",
      OWN_API,
    ],
    [
      'a sub-domain importing the screen',
      'src/features/workspace/tree/components/probe.ts',
      "export { useWorkspaceScreen } from '../../screen/workspace-screen';",
      COMPOSERS,
    ],
    [
      'a sub-domain importing a page',
      'src/features/workspace/upload/probe.ts',
      "export const load = () => import('../pages/disk-page');",
      COMPOSERS,
    ],
  ])('fails %s', async (_, path, code, message) => {
    expect(await layerErrors(path, code)).toEqual([boundary(message)]);
  });

  it('lets the screen compose sub-domains, and a sub-domain use shared/ and its own api/', async () => {
    expect(await layerErrors('src/features/workspace/screen/probe.ts', "export { TreeIndex } from '../tree/tree-model';")).toEqual([]);
    expect(
      await layerErrors(
        'src/features/workspace/upload/components/probe.ts',
        "export { addFolder } from '../../shared/api/add-folder';\nexport { getUploadRoles } from '../api/upload-roles';",
      ),
    ).toEqual([]);
  });
});

describe('query keys come from key factories', () => {
  const literalKey = { ruleId: 'no-restricted-syntax', message: expect.stringContaining('Query keys come from a key factory') };
  const entityPrefix = { ruleId: 'no-restricted-syntax', message: expect.stringContaining('This prefix belongs to an entity') };
  const imports = "import { queryOptions, useQueryClient } from '@tanstack/react-query';\n";

  it.each([
    ['a query', 'src/features/roles/api/probe.ts', "export const q = queryOptions({ queryKey: ['roles', 'list'], queryFn: () => 1 });"],
    [
      'a query, as const',
      'src/features/teams/api/probe.ts',
      "export const q = queryOptions({ queryKey: ['folders', 'tree'] as const, queryFn: () => 1 });",
    ],
    [
      'an invalidation',
      'src/features/menus/components/probe.ts',
      "export const useX = () => { const c = useQueryClient(); return () => c.invalidateQueries({ queryKey: ['menus'] }); };",
    ],
    [
      'an entity api file',
      'src/entities/users/probe.ts',
      "export const q = queryOptions({ queryKey: ['users', 'detail', 'x'], queryFn: () => 1 });",
    ],
    ['lib', 'src/lib/api/probe.ts', "export const q = queryOptions({ queryKey: ['user', 'judgeRole'], queryFn: () => 1 });"],
  ])('a literal queryKey array fails lint: %s', async (_, path, code) => {
    expect(await layerErrors(path, imports + code)).toEqual([literalKey]);
  });

  it('lets a query take its key from a factory', async () => {
    const code =
      "import { folderKeys } from '@/entities/folders/keys';\nexport const q = queryOptions({ queryKey: folderKeys.tree(), queryFn: () => 1 });";
    expect(await layerErrors('src/features/teams/api/probe.ts', imports + code)).toEqual([]);
  });

  it('keeps an entity prefix in the entity: a feature key file may not spell it', async () => {
    const feature = "export const teamKeys = { all: ['teams'] as const, folders: ['folders'] as const };";
    expect(await layerErrors('src/features/teams/api/keys.ts', feature)).toEqual([entityPrefix]);
    expect(await layerErrors('src/entities/folders/keys.ts', "export const folderKeys = { all: ['folders'] as const };")).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fails a static circle (storage -> session -> storage)', async () => {
    // session.ts imports storage.ts: storage.ts importing session.ts closes the circle.
    const errors = await layerErrors('src/lib/storage.ts', "import { getToken } from './session';\nexport const probe = getToken;");
    expect(errors).toEqual([{ ruleId: 'import-x/no-cycle', message: expect.stringMatching(/cycle/i) }]);
  });

  it('fails a circle closed by a lazy import (the route table and the page it loads)', async () => {
    // routes.ts loads not-found-page with import(): that page importing the table would close a circle.
    const errors = await layerErrors(
      'src/app/pages/not-found-page.tsx',
      "import { findRoute } from '../routes';\nexport const probe = findRoute;",
    );
    expect(errors).toEqual([{ ruleId: 'import-x/no-cycle', message: expect.stringMatching(/cycle/i) }]);
  });
});

describe('no test branch in app code', () => {
  it.each([
    "if (import.meta.env.MODE === 'test') console.info('x');",
    "export const underTest = 'test' === import.meta.env.MODE;",
    "export const underTest = process.env.NODE_ENV === 'test';",
    'export const underTest = Boolean(import.meta.env.VITEST);',
  ])('%s fails lint', async (code) => {
    const errors = await layerErrors('src/app/probe.ts', code);
    expect(errors).toEqual([{ ruleId: 'no-restricted-syntax', message: expect.stringContaining('test branch') }]);
  });
});
