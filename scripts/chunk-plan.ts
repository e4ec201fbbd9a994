/**
 * How the built app is cut into files. Left to itself the bundler gives every distinct set of
 * screens that share some modules a file of its own: a signed-in /home fetched about 95 scripts and
 * /filelist 165, most of them a few KB (an icon, one antd component). Each file is a request, and on a
 * phone each request costs a round trip: that, more than the bytes, held back the signed-in screens.
 * Three groups put together what is fetched together anyway:
 *   - `boot`: every module the entry imports statically. index.html preloaded them all (23 files); one file
 *     now holds the same code.
 *   - `sign-in`: what the sign-in screens import themselves (not through a library's index), split by the
 *     screens that load it, so that no shell part takes one of those modules along with its dependencies.
 *   - `shell`: the modules the layout reaches that only screens inside the layout reach (every such screen
 *     loads the layout too), with their dependencies, split by the set of screens that load them as the
 *     bundler would split them, but with the small parts merged into their neighbours.
 * The rest stays as the bundler splits it: a screen's own code loads with that screen only. A merged part
 * can bring a screen modules it does not use, which then run when it loads: the app's modules only declare
 * on import. The plan is for the app's one entry (a build of several entries would get one 'boot' file of
 * all their start-up modules: the bench pages' build turns it off). Vite loads the config, and so makes a
 * new plan, for each build; the plan's caches hold one build's module graph.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The screens outside the layout in the route table: the `import()` of each `outside` and `signInScreen` route. */
export function screensOutsideLayout(routesSource: string): string[] {
  const outside = /\b(?:outside|signInScreen)\(\s*'[^']*',\s*'[^']*',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...routesSource.matchAll(outside)].map((match) => match[1]);
}

/** The sign-in screens in the route table (the `import()` of each `signInScreen` route). */
export function signInScreens(routesSource: string): string[] {
  const signIn = /\bsignInScreen\(\s*'[^']*',\s*'[^']*',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...routesSource.matchAll(signIn)].map((match) => match[1]);
}

/** A route table's import specifier as a module path without extension (`@/` is src/, `./` src/app/). */
function modulePath(srcDir: string, specifier: string): string {
  return specifier.startsWith('@/') ? resolve(srcDir, specifier.slice(2)) : resolve(srcDir, 'app', specifier);
}

/**
 * Parts of the shell smaller than this (bytes of source before minifying) join a neighbour: fewer files for
 * the signed-in screens against more code they do not use (the figures are in docs/performance.md).
 */
const SHELL_MERGE_BYTES = 60_000;

/** A library's index that re-exports all of it: importing one name from it "reaches" every module. */
const BARREL = /\/node_modules\/(antd|@ant-design\/icons)\/es\/index\.js$/;

/** The group a part's name says it belongs to (`shell~…`, `sign-in~…`), if any. */
const groupOf = (name: string) => /^(shell|sign-in)~/.exec(name)?.[1];

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** The build's output options that cut it into files: the three groups above, for the app whose sources are in `srcDir`. */
export function chunkPlan(srcDir: string): Pick<Rolldown.OutputOptions, 'codeSplitting' | 'chunkFileNames' | 'assetFileNames'> {
  const routesFile = resolve(srcDir, 'app', 'routes.ts');
  const layout = resolve(srcDir, 'app', 'layout', 'app-layout');
  const routesSource = readFileSync(routesFile, 'utf8');
  const outsideScreens = new Set(screensOutsideLayout(routesSource).map((s) => modulePath(srcDir, s)));
  const signInPaths = new Set(signInScreens(routesSource).map((s) => modulePath(srcDir, s)));
  const MAIN = '(entry)';

  // The entry points whose static imports reach a module: the app's entry, or a module something imports
  // dynamically (a screen, the layout, a locale pack, a lazy dialog).
  const reachedBy = new Map<string, Set<string>>();
  const reachedDirectlyBy = new Map<string, Set<string>>();
  function entriesReaching(id: string, ctx: ChunkingContext, direct = false): Set<string> {
    const cache = direct ? reachedDirectlyBy : reachedBy;
    let entries = cache.get(id);
    if (entries) return entries;
    entries = new Set();
    const seen = new Set([id]);
    const stack = [id];
    while (stack.length) {
      const info = ctx.getModuleInfo(stack.pop()!);
      if (!info) continue;
      if (info.isEntry) entries.add(MAIN);
      if (info.dynamicImporters.length) entries.add(info.id);
      for (const importer of info.importers) {
        if (seen.has(importer) || (direct && BARREL.test(importer))) continue;
        seen.add(importer);
        stack.push(importer);
      }
    }
    cache.set(id, entries);
    return entries;
  }

  // Whether an entry point only ever loads with the layout: the layout itself, a screen of the route table
  // inside it, or a module imported dynamically only from code that itself loads only with the layout.
  const insideMemo = new Map<string, boolean>();
  function loadsWithLayout(entry: string, ctx: ChunkingContext): boolean {
    if (entry === MAIN) return false;
    const path = withoutExtension(entry);
    if (path === layout) return true;
    if (outsideScreens.has(path)) return false;
    const known = insideMemo.get(entry);
    if (known !== undefined) return known;
    insideMemo.set(entry, false); // a cycle of dynamic imports counts as outside
    const info = ctx.getModuleInfo(entry);
    const inside =
      !!info &&
      info.dynamicImporters.every((importer) => {
        if (importer === routesFile) return true;
        const entries = entriesReaching(importer, ctx);
        return entries.size > 0 && [...entries].every((e) => loadsWithLayout(e, ctx));
      });
    insideMemo.set(entry, inside);
    return inside;
  }

  return {
    // A group's part is named after the screens that load it (`shell~file-list-page~disk-page~…`), and so is
    // its CSS: both kept short. Every other file keeps Vite's name.
    chunkFileNames: (chunk) => `assets/${groupOf(chunk.name) ?? '[name]'}-[hash].js`,
    assetFileNames: (asset) => `assets/${groupOf(asset.names[0] ?? '') ?? '[name]'}-[hash][extname]`,
    codeSplitting: {
      groups: [
        { name: 'boot', tags: ['$initial'], priority: 3 },
        {
          // What the sign-in screens import other than through a library's index, in one file kept out of the
          // shell: a shell part takes its modules' dependencies with it, and a sign-in screen that shared one of
          // them (an icon) loaded the layout's files.
          name: (id, ctx) =>
            !signInPaths.has(withoutExtension(id)) && [...entriesReaching(id, ctx, true)].some((e) => signInPaths.has(withoutExtension(e)))
              ? 'sign-in'
              : null,
          debugName: 'sign-in',
          priority: 2,
          // Split by the screens that load each part: merged, the parts brought /home what only /login uses.
          entriesAware: true,
        },
        {
          name: (id, ctx) => {
            const entries = [...entriesReaching(id, ctx)];
            const shell = entries.some((e) => withoutExtension(e) === layout) && entries.every((e) => loadsWithLayout(e, ctx));
            return shell ? 'shell' : null;
          },
          // Reaching counts static imports through re-exports too: every screen that imports from antd's index
          // "reaches" all of antd, so the shell's own choice is mostly the app's modules, and the library
          // modules they use come along as their dependencies.
          debugName: 'shell',
          priority: 1,
          // Split by the set of screens that load each module, as the bundler would, but a part under
          // SHELL_MERGE_BYTES joins its nearest neighbour: without it the shell's dependencies the sign-in
          // screen also uses come in one file, and /login fetched the whole shell.
          entriesAware: true,
          entriesAwareMergeThreshold: SHELL_MERGE_BYTES,
        },
      ],
    },
  };
}
