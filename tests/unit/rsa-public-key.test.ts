/** The build refuses a real environment's bundle without a usable login RSA public key. */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_RSA_PUBLIC_KEY } from '../../mocks/demo-keys';
import { requireRsaPublicKey, rsaKeyProblem } from '../../scripts/rsa-public-key';

const buildStart = (mode: string, pem: string) => () => (requireRsaPublicKey(mode, pem).buildStart as () => void)();

describe('the build without a usable VITE_RSA_PUBLIC_KEY', () => {
  it.each(['wtdev', 'wtqas', 'wtuat', 'wtprd'])('stops for %s, naming the variable and the .env file', (mode) => {
    expect(buildStart(mode, '')).toThrow(new RegExp(`^VITE_RSA_PUBLIC_KEY is not usable \\(it is empty\\): fill it in \\.env\\.${mode} `));
  });

  it('refuses what is not an RSA public key: garbage, a private key, another algorithm', () => {
    expect(rsaKeyProblem('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----')).toMatch(/not a PEM public key/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(rsaKeyProblem(rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toMatch(/private key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(rsaKeyProblem(ec.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toMatch(/ec key, not RSA/);
    expect(rsaKeyProblem(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toBeNull();
    expect(rsaKeyProblem(rsa.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString())).toBeNull();
  });

  it('lets a usable key through, and the mock and local modes are not checked', () => {
    expect(buildStart('wtprd', DEMO_RSA_PUBLIC_KEY)).not.toThrow();
    expect(buildStart('wtlocal', '')).not.toThrow();
    expect(buildStart('demo', '')).not.toThrow();
  });
});
