/**
 * DEMO KEYS — NOT SECRET. A 1024-bit RSA pair generated for the built-in mock backend only.
 * The app encrypts the login account and password with DEMO_RSA_PUBLIC_KEY in mock mode, and the mock
 * decrypts them with DEMO_RSA_PRIVATE_KEY. Real environments take their public key from .env.wt*; their
 * private key never leaves the backend. Nothing here is ever part of the production build.
 */
export const DEMO_RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC5fD3uEGVZf3x/LdXTZu825cpI
PqvT7wC0prZsFJp7zgv41atJyqIiIezTYrb3EsZXIbvzydlSHxtwIs224sjD9+f4
DJU5ACfz6SkDI+8GAyQCIeVbo9tgatHVPPKdU/9UgFai+mcWIKbA6BMuLUOyjAtC
aJnhRC1JFNULrLiSPwIDAQAB
-----END PUBLIC KEY-----`;

export const DEMO_RSA_PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQC5fD3uEGVZf3x/LdXTZu825cpIPqvT7wC0prZsFJp7zgv41atJ
yqIiIezTYrb3EsZXIbvzydlSHxtwIs224sjD9+f4DJU5ACfz6SkDI+8GAyQCIeVb
o9tgatHVPPKdU/9UgFai+mcWIKbA6BMuLUOyjAtCaJnhRC1JFNULrLiSPwIDAQAB
AoGBAI6rYtM/Z0Vcyvzj24mcrjkSrPG+ytncBzXs2Xnuqxi5VvoSF4tNwkHwyEGb
t1H57fdNKk2NH4yMAsXQ71xRucu5R1tsawslUH6ddXNnWZEjfREl/+p4K55pdqMz
t6geRwRUq7rQm3h4sWhyegAU9oLDYcyKlNcKxMlLW7sZyvaxAkEA8ikYKmkyYPeN
tHQuoxJW35zuh1FQvUVp5sWeyH/dqGGowRufzpt+v2LCHBRnr/lbeBwSuczqPHAW
5Rb/84SyiQJBAMQV9271rvnZ/VibDCYn5hEtmd9yam0UAeA7S/sMZKosRVoEO9HP
Ajwl1Bug1MkUCuv+laQeY8mTEzJvDuZgDIcCQQCrr3bymqKdHOXaioSGGPp+j0SN
q5kSl6P9eR6aCA2e055RSsSCNrwl9F6qicz5dlDjVwPvtthbAR06TpQokmwBAkA5
KK4YCkYXTxQq4AeKl9bY6xIPsKqVYV+qnZ5ocBRoBr+wnctSPaXJIr3Rz/A3LUCB
ypSUYsdz2wudiAIv5Y/BAkAO+dJk464BtTB8fAayQaq6vPy1PHaMv0fcm+8OTfcA
22a/owGLguAYMmoHOHqmIeQAVQjoQZ50EnZpyEsb97AA
-----END RSA PRIVATE KEY-----`;
