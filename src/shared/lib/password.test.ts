import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_SALT } from './password';

const reference = (plain: string) => createHash('sha256').update(`${plain}${PASSWORD_SALT}`, 'utf8').digest('hex');

describe('hashPassword', () => {
  it('matches the fixed test vector', () => {
    expect(PASSWORD_SALT).toBe('nftwallet:pw:v1:9c1f4e2b');
    expect(hashPassword('Passw0rd!')).toBe('866a78bc5f9af5e2cbf9c93f3c79a2ae11f834936c97aad1e5415db06acfa49b');
  });

  it('is SHA-256 of password + salt, lower-case hex', () => {
    for (const plain of ['', ' ', '123456', 'pässwörd', '密码🔑', 'a'.repeat(1000)]) {
      const hash = hashPassword(plain);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(reference(plain));
    }
  });

  it('does not trim, and differs per input', () => {
    expect(hashPassword('abc ')).not.toBe(hashPassword('abc'));
    expect(hashPassword('123456')).not.toBe(hashPassword('123457'));
  });
});
