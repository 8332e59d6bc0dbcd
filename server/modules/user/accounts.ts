import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db';
import { WELCOME_MESSAGE } from '../message/welcome';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account of an email address, created on first sign-in (uid, pay_id, nickname, welcome message). */
export async function findOrCreateUserByEmail(q: Queryable, email: string): Promise<{ id: number; created: boolean }> {
  const [existing] = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (existing) return { id: existing.id, created: false };
  const id = await createUser(q, { email });
  return { id, created: true };
}

/** Creates an account with fresh random uid (8 digits) and pay_id (9 digits). */
export async function createUser(q: Queryable, fields: { email: string | null; nickname?: string }): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const uid = String(randomInt(10_000_000, 100_000_000));
    const payId = String(randomInt(100_000_000, 1_000_000_000));
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO users (uid, pay_id, email, nickname) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [uid, payId, fields.email, fields.nickname ?? `User${uid.slice(-6)}`],
    );
    if (row) {
      await q.query('INSERT INTO messages (user_id, kind, title, body) VALUES ($1, $2, $3, $4)', [
        row.id,
        'system',
        WELCOME_MESSAGE.title,
        WELCOME_MESSAGE.body,
      ]);
      return row.id;
    }
    // a uid/pay_id collision (or a concurrent sign-up of the same address): look again
    if (fields.email) {
      const [existing] = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [fields.email]);
      if (existing) return existing.id;
    }
  }
  throw new Error('could not allocate a uid');
}

/** The profile's fields, as SQL over `u` (the users row): read with the session (`sessionColumns`). */
export const PROFILE_COLUMNS = `u.uid, u.nickname, coalesce(u.email, '') AS email, u.avatar, u.pay_id, u.language,
  u.password_hash IS NOT NULL AS has_password, u.capital_password_hash IS NOT NULL AS has_capital_password,
  u.ga_enabled, (SELECT count(*)::int FROM passkeys p WHERE p.user_id = u.id) AS passkey_count, u.backup_email,
  extract(epoch from u.created_at)::bigint AS created_at`;
