/**
 * The app's own CSS reads the theme: no fixed colour in a style sheet of src/, except as
 * the fallback of an antd variable (`var(--ant-…, #hex)`) or inside `light-dark()`, which gives one colour
 * per theme. Inline styles are checked by their own review; this catches the easy slip in a new .css file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/;

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A declaration's value with the allowed forms taken out. */
const withoutThemed = (value: string) =>
  value.replace(/light-dark\([^()]*(\([^()]*\)[^()]*)*\)/g, '').replace(/var\(--ant-[a-z0-9-]+,\s*[^()]*(\([^()]*\))?\s*\)/g, '');

describe('style sheets read the theme', () => {
  it('no fixed colour in src/**/*.css', () => {
    const fixed = styleSheets(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(SRC, file)}:${index + 1}` }))
        .filter(({ line }) => !line.trim().startsWith('/*') && !line.trim().startsWith('*') && COLOUR.test(withoutThemed(line)))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(fixed).toEqual([]);
  });

  it('would catch one', () => {
    expect(COLOUR.test(withoutThemed('  color: #1677ff;'))).toBe(true);
    expect(COLOUR.test(withoutThemed('  background: rgba(0, 0, 0, 0.5);'))).toBe(true);
    expect(COLOUR.test(withoutThemed('  color: light-dark(#873800, #ffc069);'))).toBe(false);
    expect(COLOUR.test(withoutThemed('  background: var(--ant-color-primary, #1677ff);'))).toBe(false);
  });
});
