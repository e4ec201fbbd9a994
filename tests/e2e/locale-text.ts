import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Language = 'en' | 'zh';

/** A string of the app's locale files, `namespace:dotted.key`, with its `{{values}}` filled in. */
export function localeText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':');
  const file = resolve(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`);
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}`);
  return value.replace(/\{\{-?\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}
