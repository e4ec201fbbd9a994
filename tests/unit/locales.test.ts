/** Every key exists in both languages, and no value is left empty. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../../scripts/locale-types.mjs';

const root = join(import.meta.dirname, '..', '..', 'locales');

function keysOf(language: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json'))) {
    const walk = (node: unknown, prefix: string) => {
      if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
      } else {
        keys.set(`${file.replace(/\.json$/, '')}:${prefix}`, String(node));
      }
    };
    walk(JSON.parse(readFileSync(join(root, language, file), 'utf8')), '');
  }
  return keys;
}

describe('locales', () => {
  const en = keysOf('en');
  const zh = keysOf('zh');

  it('has the same namespaces in en and zh', () => {
    expect(readdirSync(join(root, 'zh')).sort()).toEqual(readdirSync(join(root, 'en')).sort());
  });

  it('declares every namespace for the typed keys as npm run typecheck writes them (src/locale-resources.d.ts)', () => {
    const declared = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'locale-resources.d.ts'), 'utf8');
    expect(declared).toBe(localeResources());
  });

  it('has every English key in Chinese', () => {
    expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
  });

  it('has every Chinese key in English', () => {
    expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('leaves no translation empty', () => {
    const empty = [...en, ...zh].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('puts a counted noun after a number only in a plural form ("Total 1 record", "Total 2 records")', () => {
    // A variable that holds a number, followed by a word it counts; 'of', 'selected', 'done'… count nothing.
    const counted =
      /{{\s*(count|total|days|months|max|value|uploads|updates|voids|shown|seconds|n)\s*}}\s+(?!(of|selected|marked|done|s|KB)\b)[a-z]/i;
    const singular = [...en].filter(
      ([key, value]) => !/_(zero|one|two|few|many|other)$/.test(key) && (counted.test(value) || /\w\(s\)/.test(value)),
    );
    expect(singular.map(([key]) => key)).toEqual([]);
  });

  it('has both English plural forms and the Chinese one for every plural key', () => {
    const bases = new Set([...en.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, '')));
    const missing = [...bases].flatMap((base) => [
      ...(en.has(`${base}_one`) ? [] : [`en ${base}_one`]),
      ...(en.has(`${base}_other`) ? [] : [`en ${base}_other`]),
      ...(zh.has(`${base}_other`) ? [] : [`zh ${base}_other`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('keeps the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = [...en].filter(([key, value]) => zh.has(key) && vars(value).join() !== vars(zh.get(key)!).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
