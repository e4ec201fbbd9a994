import { ApiError } from '@/lib/api/api-error';
import { appConfig } from '@/lib/config';
import { translate } from '@/lib/i18n';

/**
 * A password RSA-encrypted with the configured public key, as login sends its password (spec §3: the client
 * encrypts credentials); jsencrypt is loaded on first use, as on the login screen. When it cannot be
 * encrypted (no key, unsupported character) nothing is sent: an error the screens show like a refusal.
 */
export async function encryptPassword(password: string): Promise<string> {
  const { rsaEncrypt } = await import('@/lib/crypto');
  try {
    return rsaEncrypt(password, appConfig.rsaPublicKey);
  } catch {
    throw new ApiError(translate('login:encryptionFailed'), { kind: 'business' });
  }
}
