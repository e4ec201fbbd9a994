#!/usr/bin/env node
/**
 * Writes src/locale-resources.d.ts, the type of every namespace's keys, from the files in locales/en/: the app
 * loads whatever JSON files that folder holds, and TypeScript cannot list a folder. `npm run typecheck` runs it
 * first, so a new namespace needs no declaration by hand.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..');
const TARGET = join(root, 'src', 'locale-resources.d.ts');

export function localeResources() {
  const namespaces = readdirSync(join(root, 'locales', 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  const lines = namespaces.map((ns) => `  ${/^\w+$/.test(ns) ? ns : `'${ns}'`}: typeof import('../locales/en/${ns}.json');`);
  return [
    '// Written by scripts/locale-types.mjs (npm run typecheck) from the files in locales/en/.',
    'export type LocaleResources = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = localeResources();
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // Not written yet.
  }
  // Written only when it differs, so a type check in watch mode does not start over.
  if (current !== wanted) writeFileSync(TARGET, wanted);
}
