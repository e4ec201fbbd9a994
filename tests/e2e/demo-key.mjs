/**
 * The mock backends' demo RSA public key (mocks/demo-keys.ts), as one .env line would carry it: a production
 * bundle built with it in VITE_RSA_PUBLIC_KEY signs in against the HTTP mock backend. For the e2e runner
 * (dist-stack/) and the bench (bench/out/stack).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function demoPublicKey() {
  const source = readFileSync(resolve(root, 'mocks', 'demo-keys.ts'), 'utf8');
  const pem = /DEMO_RSA_PUBLIC_KEY = `([^`]+)`/.exec(source)?.[1];
  if (!pem) throw new Error('mocks/demo-keys.ts: DEMO_RSA_PUBLIC_KEY not found');
  return pem.trim().replace(/\n/g, '\\n');
}

/**
 * `npm run build` (mode wtprd) into `outDir` with the demo key in VITE_RSA_PUBLIC_KEY, through Vite's API, for
 * the bench's stack and `npm run stack:local`: Vite's loadEnv takes VITE_* variables from the environment over
 * .env files, and the key is set for this build only.
 */
export async function buildWithDemoKey(outDir, { logLevel = 'warn' } = {}) {
  const { build } = await import('vite');
  const before = process.env.VITE_RSA_PUBLIC_KEY;
  process.env.VITE_RSA_PUBLIC_KEY = demoPublicKey();
  try {
    await build({ root, mode: 'wtprd', logLevel, build: { outDir, emptyOutDir: true } });
  } finally {
    if (before === undefined) delete process.env.VITE_RSA_PUBLIC_KEY;
    else process.env.VITE_RSA_PUBLIC_KEY = before;
  }
}
