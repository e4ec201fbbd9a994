import { createCipheriv } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { DEMO_RSA_PRIVATE_KEY, DEMO_RSA_PUBLIC_KEY } from '@mocks/demo-keys';
import { aesEncrypt, rsaEncrypt } from './crypto';

describe('aesEncrypt', () => {
  const nodeAes = (text: string, key: string) => {
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  };

  it.each([
    ['{"x":146.2903225806452,"y":5}', 'BGxdEUOZkXka4HSj'],
    ['[{"x":40,"y":51},{"x":200,"y":90},{"x":120,"y":30}]', 'q1W2e3R4t5Y6u7I8'],
    ['', 'aaaaaaaaaaaaaaaa'],
    ['exactly16bytes!!', '0123456789abcdef'],
    ['token---{"x":1,"y":5} 验证', 'ZyXwVuTsRqPoNmLk'],
  ])('equals Node aes-128-ecb for %j', (text, key) => {
    expect(aesEncrypt(text, key)).toBe(nodeAes(text, key));
  });

  it('pads to whole 16-byte blocks', () => {
    expect(atob(aesEncrypt('hello', '0123456789abcdef'))).toHaveLength(16);
    expect(atob(aesEncrypt('exactly16bytes!!', '0123456789abcdef'))).toHaveLength(32);
  });
});

describe('rsaEncrypt', () => {
  const decrypt = (cipher: string) => {
    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(DEMO_RSA_PRIVATE_KEY);
    return decryptor.decrypt(cipher);
  };

  it('produces base64 that the private key decrypts to the original text', () => {
    for (const text of ['admin', 'P@ssw0rd!', '张三-账号', 'x'.repeat(117)]) {
      const cipher = rsaEncrypt(text, DEMO_RSA_PUBLIC_KEY);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(decrypt(cipher)).toBe(text);
    }
  });

  it('uses random padding: the same text encrypts differently each time', () => {
    expect(rsaEncrypt('admin', DEMO_RSA_PUBLIC_KEY)).not.toBe(rsaEncrypt('admin', DEMO_RSA_PUBLIC_KEY));
  });

  it('throws for text longer than a 1024-bit key allows (117 bytes)', () => {
    expect(() => rsaEncrypt('x'.repeat(118), DEMO_RSA_PUBLIC_KEY)).toThrow(Error);
    // 40 Chinese characters are 120 UTF-8 bytes.
    expect(() => rsaEncrypt('密'.repeat(40), DEMO_RSA_PUBLIC_KEY)).toThrow(Error);
  });

  it('accepts non-ASCII text up to 117 UTF-8 bytes', () => {
    const text = '密'.repeat(39);
    expect(decrypt(rsaEncrypt(text, DEMO_RSA_PUBLIC_KEY))).toBe(text);
  });

  it('throws for characters jsencrypt would encode wrongly', () => {
    expect(() => rsaEncrypt('pass😀word', DEMO_RSA_PUBLIC_KEY)).toThrow(Error);
  });

  it('throws when no key is configured or the key is not a key', () => {
    expect(() => rsaEncrypt('admin', '')).toThrow(/not configured/);
    expect(() => rsaEncrypt('admin', '  \n')).toThrow(/not configured/);
    expect(() => rsaEncrypt('admin', 'not a key')).toThrow(Error);
  });
});
