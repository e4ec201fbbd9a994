import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', 'src');
const cssModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssModules(join(dir, entry.name)) : entry.name.endsWith('.module.css') ? [join(dir, entry.name)] : [],
  );

// `composes: x from './other.module.css'` makes Vite's build print "A PostCSS plugin did not pass the `from`
// option to `postcss.parse`" (the rules taken from the other file have no source file): a framework warning
// in every build's output. A component gives both modules' classes instead.
it('no CSS module composes a class from another file', () => {
  const offending = cssModules(root).filter((file) =>
    /composes:[^;]*\bfrom\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
  );
  expect(offending.map((file) => file.slice(root.length + 1))).toEqual([]);
});
