import type { FastifyInstance } from 'fastify';
import type { EmptyBody, EmptyRes, ModifyCapitalPasswordReq, OpenNftFreeReq, PaymentSettingRes } from '../../../src/api/contract/types';
import { SecurityCodes } from '../../errors';
import { securityError } from '../../i18n-security';
import { defineHandler } from '../../plugins/handler';
import { checkLimit, hitLimit } from '../../plugins/rateLimit';
import { consumeCode } from './otp';
import {
  emailCodeField,
  gaCodeField,
  hashSecret,
  hashedPasswordField,
  requireEmail,
  startWithdrawalHold,
  userSecurity,
  verifyGaIfEnabled,
  verifySecret,
} from './security';

const P = '/user-api/api/user/';
/** Wrong payment passwords one account may try per hour. */
export const CAPITAL_WRONG_PER_HOUR = 10;

/** Payment (capital) password and NFT purchases without it. */
export default function registerPaymentCalls(app: FastifyInstance): void {
  defineHandler<EmptyBody, PaymentSettingRes>(app, `${P}get_user_payment_setting`, {
    auth: true,
    handler: async ({ db, session }) => {
      const [row] = await db.query<PaymentSettingRes>(
        'SELECT capital_password_hash IS NOT NULL AS has_capital_password, nft_free FROM users WHERE id = $1',
        [session.userId],
      );
      return { has_capital_password: Boolean(row?.has_capital_password), nft_free: Boolean(row?.nft_free) };
    },
  });

  defineHandler<ModifyCapitalPasswordReq, EmptyRes>(app, `${P}modify_capital_password`, {
    auth: true,
    body: {
      type: 'object',
      required: ['password', 'email_code'],
      properties: { password: hashedPasswordField, email_code: emailCodeField, ga_code: gaCodeField },
    },
    handler: async ({ db, config, session, body }) => {
      const user = await userSecurity(db, session.userId);
      const email = requireEmail(user);
      await verifyGaIfEnabled(db, user, body.ga_code);
      await consumeCode(db, config, email, 'set_capital_password', body.email_code);
      const hash = await hashSecret(body.password);
      await db.tx(async (q) => {
        await q.query('UPDATE users SET capital_password_hash = $2 WHERE id = $1', [user.id, hash]);
        await startWithdrawalHold(q, user.id);
      });
      return {};
    },
  });

  defineHandler<OpenNftFreeReq, EmptyRes>(app, `${P}open_nft_free`, {
    auth: true,
    body: { type: 'object', required: ['password'], properties: { password: hashedPasswordField } },
    handler: async ({ db, session, body }) => {
      const [row] = await db.query<{ capital_password_hash: string | null }>('SELECT capital_password_hash FROM users WHERE id = $1', [
        session.userId,
      ]);
      if (!row?.capital_password_hash) throw securityError(SecurityCodes.CAPITAL_PASSWORD_NOT_SET, 'capital_password_not_set');
      const limitKey = `wrong-capital:${session.userId}`;
      await checkLimit(db, limitKey, 3600, CAPITAL_WRONG_PER_HOUR);
      if (!(await verifySecret(body.password, row.capital_password_hash))) {
        await hitLimit(db, limitKey, 3600, Number.MAX_SAFE_INTEGER);
        throw securityError(SecurityCodes.CAPITAL_PASSWORD_WRONG, 'capital_password_wrong');
      }
      await db.query('UPDATE users SET nft_free = true WHERE id = $1', [session.userId]);
      return {};
    },
  });

  defineHandler<EmptyBody, EmptyRes>(app, `${P}close_nft_free`, {
    auth: true,
    handler: async ({ db, session }) => {
      await db.query('UPDATE users SET nft_free = false WHERE id = $1', [session.userId]);
      return {};
    },
  });
}
