/**
 * The two ciphers the backend expects: AES-128-ECB for the captcha (AJ-Captcha protocol) and RSA
 * PKCS#1 v1.5 for the login account and password (see shared/spec/captcha-and-crypto.md).
 */
import CryptoJS from 'crypto-js';
import { JSEncrypt } from 'jsencrypt';

/**
 * AES-128-ECB with PKCS7 padding; `key` is the 16-character secret key, used as its UTF-8 bytes.
 * Base64 output, byte-identical to Java's `AES/ECB/PKCS5Padding`.
 */
export function aesEncrypt(text: string, key: string): string {
  const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), options).toString();
}

/** PKCS#1 v1.5 needs 11 bytes of the block for its padding. */
const PKCS1_OVERHEAD = 11;

/** The key as jsencrypt reads it: its modulus, unset when the key did not parse. */
function rsaModulus(encryptor: JSEncrypt) {
  // The modulus is not in jsencrypt's public typings.
  return (encryptor.getKey() as unknown as { n?: { bitLength(): number } | null }).n;
}

/** Whether `publicKey` is an RSA public key jsencrypt can encrypt with. */
export function isUsableRsaKey(publicKey: string): boolean {
  if (!publicKey.trim()) return false;
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  return Boolean(rsaModulus(encryptor));
}

/**
 * RSA PKCS#1 v1.5 with the backend's PEM public key, base64 output. Throws instead of returning
 * jsencrypt's `false` (bad key, or text longer than the key allows), so nothing unencrypted is ever sent.
 */
export function rsaEncrypt(text: string, publicKey: string): string {
  if (!publicKey.trim()) throw new Error('RSA public key is not configured');
  // jsencrypt writes characters outside the BMP as two 3-byte sequences (CESU-8): the backend would read
  // something else than the user typed.
  if (/[\uD800-\uDFFF]/.test(text)) throw new Error('RSA encryption does not support this character');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const modulus = rsaModulus(encryptor);
  if (!modulus) throw new Error('RSA public key is invalid');
  // jsencrypt checks the length in characters, not UTF-8 bytes, and silently corrupts longer non-ASCII text.
  const maxBytes = ((modulus.bitLength() + 7) >> 3) - PKCS1_OVERHEAD;
  if (new TextEncoder().encode(text).length > maxBytes) throw new Error(`Text is too long for the RSA key (${maxBytes} bytes at most)`);
  const encrypted = encryptor.encrypt(text);
  if (encrypted === false) throw new Error('RSA encryption failed');
  return encrypted;
}
