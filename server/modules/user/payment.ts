import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { PaymentSettingRes } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { endOtherSessions } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { limitWrongGuesses } from '../../plugins/rateLimit';
import { checkBiometricToken, isBiometricToken } from '../biometric/tokens';
import { proveOwner, setSecret, verifySecret } from './security';

/** Wrong payment passwords one account may try per hour. */
export const CAPITAL_WRONG_PER_HOUR = 10;

/**
 * Checks what confirms a payment: the payment password (the client's SHA-256 with salt, `hashPassword` in
 * src/shared/lib/password.ts), or inside Telegram the biometric token of the caller's session (`bio1.<id>.<secret>`,
 * see biometric/tokens.ts). 20166 when no payment password is set (a token needs one too), 20165 when wrong. A
 * token that is unknown, revoked, another session's or another user's is wrong the same way: both kinds of guess take
 * a slot of the same count (10 wrong per hour, then 10029) before they are checked.
 */
export async function verifyCapitalPassword(
  db: Queryable,
  who: { userId: number; sessionId: number },
  password: string,
): Promise<void> {
  const { userId } = who;
  const [row] = await db.query<{ capital_password_hash: string | null }>(
    'SELECT capital_password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!row?.capital_password_hash)
    throw new ApiError(SecurityCodes.CAPITAL_PASSWORD_NOT_SET, 'capital_password_not_set');
  const stored = row.capital_password_hash;
  await limitWrongGuesses(
    db,
    { key: `wrong-capital:${userId}`, windowSeconds: 3600, max: CAPITAL_WRONG_PER_HOUR },
    async () => {
      const right = isBiometricToken(password)
        ? await checkBiometricToken(db, who, password)
        : await verifySecret(password, stored);
      return right ? true : null;
    },
    () => new ApiError(SecurityCodes.CAPITAL_PASSWORD_WRONG, 'capital_password_wrong'),
  );
}

/** What `get_user_payment_setting` answers for a user (also the security centre's boot data, user/boot.ts). */
export async function paymentSettingOf(db: Queryable, userId: number): Promise<PaymentSettingRes> {
  const [row] = await db.query<PaymentSettingRes>(
    'SELECT capital_password_hash IS NOT NULL AS has_capital_password, nft_free FROM users WHERE id = $1',
    [userId],
  );
  return { has_capital_password: Boolean(row?.has_capital_password), nft_free: Boolean(row?.nft_free) };
}

/** Payment (capital) password and NFT purchases without it. */
export default function registerPaymentCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.getUserPaymentSetting, {
    doc: { section: 'payment' },
    handler: ({ db, session }) => paymentSettingOf(db, session.userId),
  });

  defineHandler(app, contract.user.modifyCapitalPassword, {
    doc: {
      section: 'payment',
      notes:
        'scene `set_capital_password`; authenticator code when on; a change (not the first password) starts the 24 h withdrawal hold (`user_risk`); signs out the other devices unless `logout_others: false`',
    },
    handler: async ({ db, config, session, body }) => {
      const proof = { scene: 'set_capital_password', emailCode: body.email_code, gaCode: body.ga_code };
      const user = await proveOwner(db, config, session.userId, proof);
      await setSecret(db, user.id, 'capital_password_hash', body.password);
      if (body.logout_others !== false) await endOtherSessions(db, user.id, session.sessionId);
      return {};
    },
  });

  defineHandler(app, contract.user.openNftFree, {
    doc: {
      section: 'payment',
      notes: 'payment password (20166 not set, 20165 wrong; 10 wrong per hour)',
    },
    handler: async ({ db, session, body }) => {
      await verifyCapitalPassword(db, session, body.password);
      await db.query('UPDATE users SET nft_free = true WHERE id = $1', [session.userId]);
      return {};
    },
  });

  defineHandler(app, contract.user.closeNftFree, {
    doc: { section: 'payment' },
    handler: async ({ db, session }) => {
      await db.query('UPDATE users SET nft_free = false WHERE id = $1', [session.userId]);
      return {};
    },
  });
}
