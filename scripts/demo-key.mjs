/**
 * The RSA public keys the test builds pass explicitly, as one .env line would carry them: a real-environment
 * build refuses an empty VITE_RSA_PUBLIC_KEY (scripts/rsa-public-key.ts), and .env.wtprd's is empty.
 * - The mock backends' demo key (mocks/demo-keys.ts): a production bundle built with it signs in against the
 *   HTTP mock backend. For the e2e runner (dist-stack/), the bench (bench/out/stack) and stack:local.
 * - A throwaway key, made for one build and its private half dropped: the production bundle as shipped
 *   (dist/), which must carry no demo key.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function demoPublicKey() {
  const source = readFileSync(resolve(root, 'mocks', 'demo-keys.ts'), 'utf8');
  const pem = /DEMO_RSA_PUBLIC_KEY = `([^`]+)`/.exec(source)?.[1];
  if (!pem) throw new Error('mocks/demo-keys.ts: DEMO_RSA_PUBLIC_KEY not found');
  return pem.trim().replace(/\n/g, '\\n');
}

/** A fresh RSA public key whose private half nobody keeps. */
export function throwawayPublicKey() {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return publicKey.export({ type: 'spki', format: 'pem' }).toString().trim().replace(/\n/g, '\\n');
}

/**
 * `npm run build` (mode wtprd) into `outDir` with `key` in VITE_RSA_PUBLIC_KEY, through Vite's API: Vite's
 * loadEnv takes VITE_* variables from the environment over .env files, and the key is set for this build only.
 */
export async function buildWithKey(outDir, key, { logLevel = 'warn' } = {}) {
  const { build } = await import('vite');
  const before = process.env.VITE_RSA_PUBLIC_KEY;
  process.env.VITE_RSA_PUBLIC_KEY = key;
  try {
    await build({ root, mode: 'wtprd', logLevel, build: { outDir, emptyOutDir: true } });
  } finally {
    if (before === undefined) delete process.env.VITE_RSA_PUBLIC_KEY;
    else process.env.VITE_RSA_PUBLIC_KEY = before;
  }
}

/** `buildWithKey` with the demo key, for the bench's stack and `npm run stack:local`. */
export const buildWithDemoKey = (outDir, options) => buildWithKey(outDir, demoPublicKey(), options);
