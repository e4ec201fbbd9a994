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
