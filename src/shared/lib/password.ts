import sha256 from 'crypto-js/sha256.js';

/**
 * Login and capital (payment) passwords are hashed before they leave the device (the server never sees them):
 * SHA-256 of the UTF-8 password followed by this fixed salt, lower-case hex. The server hashes the
 * result again (scrypt) before storing it, so this salt is not a secret; it must only never change,
 * or every stored password stops matching.
 */
export const PASSWORD_SALT = 'nftwallet:pw:v1:9c1f4e2b';

/** sha256(plain + PASSWORD_SALT) as 64 lower-case hex characters. The password is not trimmed. */
export function hashPassword(plain: string): string {
  return sha256(plain + PASSWORD_SALT).toString();
}
