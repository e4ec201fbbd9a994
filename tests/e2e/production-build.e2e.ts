/** The production build (`npm run build`, mode wtprd) carries no mock code at all. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_RSA_PRIVATE_KEY, DEMO_RSA_PUBLIC_KEY } from '../../mocks/demo-keys';

const dist = process.env.E2E_PROD_DIR ?? resolve(import.meta.dirname, '..', '..', 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('production build', () => {
  const files = filesUnder(dist);
  const text = files
    .filter((file) => /\.(js|css|html|json|map)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('exists and has an index.html with hashed assets', () => {
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => /assets\/.+-[\w-]{8,}\.js$/.test(file))).toBe(true);
  });

  it('ships no mock service worker', () => {
    expect(files.filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
  });

  it.each([
    ['the test hook', '__DMS_MOCK__'],
    ['MSW', 'mockServiceWorker'],
    ['MSW', 'x-msw'],
    ['the demo keys', 'DEMO KEYS'],
    ['the demo private key', DEMO_RSA_PRIVATE_KEY.split('\n')[2]],
    ['the demo public key', DEMO_RSA_PUBLIC_KEY.split('\n')[2]],
    ['the seed', 'Admin@12345'],
  ])('contains nothing of %s (%s)', (_what, needle) => {
    expect(text.includes(needle)).toBe(false);
  });
});
