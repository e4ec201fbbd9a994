import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkPlan, screensOutsideLayout, signInScreens } from '../../scripts/chunk-plan';

const src = resolve(import.meta.dirname, '..', '..', 'src');
const routesFile = resolve(src, 'app', 'routes.ts');

describe('screensOutsideLayout', () => {
  const screens = screensOutsideLayout(readFileSync(routesFile, 'utf8'));

  it('finds the sign-in screens and the pages outside the layout, and no screen inside it', () => {
    expect(screens).toEqual(
      expect.arrayContaining([
        '@/features/auth/pages/login-page',
        '@/features/auth/pages/change-password-page',
        '@/features/preview/pages/preview-page',
        '@/features/preview/pages/share-page',
        './pages/not-found-page',
      ]),
    );
    expect(screens).not.toContain('@/features/dashboard/pages/dashboard-page');
    expect(screens).not.toContain('@/features/workspace/pages/file-list-page');
  });

  it('tells the sign-in screens from the other pages outside the layout', () => {
    const signIn = signInScreens(readFileSync(routesFile, 'utf8'));
    expect(signIn).toEqual(expect.arrayContaining(['@/features/auth/pages/login-page', './pages/not-found-page']));
    expect(signIn).not.toContain('@/features/preview/pages/preview-page');
  });

  it('names modules that exist', () => {
    for (const screen of screens) {
      const path = screen.startsWith('@/') ? resolve(src, screen.slice(2)) : resolve(src, 'app', screen);
      expect(existsSync(`${path}.tsx`), screen).toBe(true);
    }
  });
});

/** A module graph as the bundler's chunking context shows it: static imports and dynamic imports by id. */
function graph(edges: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>): Rolldown.ChunkingContext {
  const info = (id: string) => ({
    id,
    isEntry: !!edges[id]?.entry,
    importers: Object.keys(edges).filter((other) => edges[other].imports?.includes(id)),
    dynamicImporters: Object.keys(edges).filter((other) => edges[other].dynamic?.includes(id)),
  });
  return { getModuleInfo: (id: string) => (id in edges ? info(id) : null) } as unknown as Rolldown.ChunkingContext;
}

describe('chunkPlan', () => {
  const main = resolve(src, 'main.tsx');
  const router = resolve(src, 'app', 'router.tsx');
  const layout = resolve(src, 'app', 'layout', 'app-layout.tsx');
  const home = resolve(src, 'features', 'dashboard', 'pages', 'dashboard-page.tsx');
  const login = resolve(src, 'features', 'auth', 'pages', 'login-page.tsx');
  const dialog = resolve(src, 'features', 'dashboard', 'components', 'some-dialog.tsx');
  const localePack = resolve(src, 'locales-pack.ts');
  const barrel = '/x/node_modules/antd/es/index.js';
  const ctx = graph({
    [main]: { entry: true, imports: [router, routesFile, 'antd/config-provider'], dynamic: [localePack] },
    [router]: { dynamic: [layout] },
    [routesFile]: { dynamic: [home, login] },
    [layout]: { imports: ['antd/menu', 'antd/button', 'antd/tooltip', 'lib/only-shell', 'icons/user'] },
    [home]: { imports: ['antd/button', 'antd/card', 'antd/tooltip'], dynamic: [dialog] },
    [dialog]: { imports: ['antd/modal', 'antd/tooltip'] },
    [login]: { imports: ['antd/button', 'antd/form', 'icons/user', barrel] },
    [barrel]: { imports: ['antd/card'] },
    'icons/user': {},
    [localePack]: { imports: ['antd/menu'] },
    'antd/config-provider': {},
    'antd/menu': {},
    'antd/button': {},
    'antd/tooltip': {},
    'antd/card': {},
    'antd/modal': {},
    'antd/form': {},
    'lib/only-shell': {},
  });
  const plan = chunkPlan(src);
  const [boot, signIn, shell] = (plan.codeSplitting as Rolldown.CodeSplittingOptions).groups!;
  const shellName = shell.name as Rolldown.CodeSplittingNameFunction;
  const signInName = signIn.name as Rolldown.CodeSplittingNameFunction;

  it('puts what the entry imports statically in one file', () => {
    expect(boot).toMatchObject({ name: 'boot', tags: ['$initial'] });
    expect(boot.priority!).toBeGreaterThan(signIn.priority!);
    expect(signIn.priority!).toBeGreaterThan(shell.priority!);
  });

  it('keeps what a sign-in screen imports itself out of the shell, but not what it reaches only through an index', () => {
    // The layout's icon would otherwise join a shell part, and the login screen would load the layout's files.
    expect(signInName('icons/user', ctx)).toBe('sign-in');
    expect(signInName('antd/button', ctx)).toBe('sign-in');
    expect(signInName('antd/card', ctx)).toBeNull();
    expect(signInName(login, ctx)).toBeNull();
    expect(signInName('lib/only-shell', ctx)).toBeNull();
  });

  it('puts in the shell what the layout reaches and only screens inside the layout do', () => {
    // The layout and screens inside it (with a dialog one of them loads lazily) reach these.
    expect(shellName('lib/only-shell', ctx)).toBe('shell');
    expect(shellName('antd/tooltip', ctx)).toBe('shell');
    expect(shellName(layout, ctx)).toBe('shell');
  });

  it('leaves out what a screen outside the layout or start-up code reaches, and what the layout does not', () => {
    expect(shellName('antd/button', ctx)).toBeNull(); // the login screen's too
    expect(shellName('antd/menu', ctx)).toBeNull(); // a locale pack the entry loads lazily reaches it
    expect(shellName('antd/card', ctx)).toBeNull(); // /home's own
    expect(shellName('antd/modal', ctx)).toBeNull(); // the dialog's own
    expect(shellName('antd/form', ctx)).toBeNull();
  });
});
