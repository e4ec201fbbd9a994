/**
 * The build's check of the login RSA public key: a bundle for a real environment without a usable key would
 * let a user solve the captcha and only then say that the password could not be encrypted.
 */
import { createPublicKey } from 'node:crypto';
import type { Plugin } from 'vite';

/** The modes that build for a real backend, each from its `.env.<mode>`. */
export const REAL_ENVIRONMENTS = ['wtdev', 'wtqas', 'wtuat', 'wtprd'];

/** Why `pem` cannot encrypt the login fields, or null when it can. */
export function rsaKeyProblem(pem: string): string | null {
  if (!pem.trim()) return 'it is empty';
  // createPublicKey would derive the public half of a private key: such a key must never reach a bundle.
  if (/PRIVATE KEY/.test(pem)) return 'it is a private key; the bundle needs the public one';
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'rsa' ? null : `it is a ${key.asymmetricKeyType ?? 'non-RSA'} key, not RSA`;
  } catch {
    return 'it is not a PEM public key (-----BEGIN PUBLIC KEY----- …, line breaks written as \\n)';
  }
}

/** A build for a real environment without a usable key stops here, naming the variable and the file. */
export function requireRsaPublicKey(mode: string, pem: string): Plugin {
  return {
    name: 'dms:require-rsa-public-key',
    apply: 'build',
    buildStart() {
      if (!REAL_ENVIRONMENTS.includes(mode)) return;
      const problem = rsaKeyProblem(pem);
      if (problem) {
        throw new Error(
          `VITE_RSA_PUBLIC_KEY is not usable (${problem}): fill it in .env.${mode} with the backend's login RSA public key, ` +
            `or set VITE_RSA_PUBLIC_KEY in the environment of the build. Without it no one can sign in.`,
        );
      }
    },
  };
}
