import type { FastifyInstance } from 'fastify';
import type {
  AccessTokenRes,
  EmptyRes,
  LoginPasswordReq,
  LoginPasswordRes,
  LoginVerifyMethod,
  LoginVerifyReq,
  SetPasswordReq,
} from '../../../src/api/contract/types';
import { ApiError, SecurityCodes } from '../../errors';
import { securityError } from '../../i18n-security';
import { createSession } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { checkLimit, hitLimit } from '../../plugins/rateLimit';
import { emailField } from '../schemas';
import { normaliseEmail } from './accounts';
import { consumeCode } from './otp';
import {
  countTicketAttempt,
  emailCodeField,
  gaCodeField,
  hashSecret,
  hashedPasswordField,
  issueTicket,
  PASSWORD_SCENE,
  peekTicket,
  requireEmail,
  startWithdrawalHold,
  takeTicket,
  ticketField,
  userSecurity,
  verifyGa,
  verifyGaIfEnabled,
  verifySecret,
} from './security';

const P = '/user-api/api/user/';
/** The second step of a password sign-in must follow within 5 minutes. */
export const LOGIN_VERIFY_TTL_SECONDS = 300;
const LOGIN_VERIFY = 'login_verify';
// Compared against when the address has no account, so both cases cost one scrypt.
const DUMMY_HASH = hashSecret('0'.repeat(64));

/** Password sign-in (login_x_v2, login_verify_x) and setting the login password (set_password). */
export default function registerPasswordCalls(app: FastifyInstance): void {
  defineHandler<LoginPasswordReq, LoginPasswordRes>(app, `${P}login_x_v2`, {
    auth: false,
    body: {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: emailField, password: hashedPasswordField },
    },
    handler: async ({ db, config, body, device }) => {
      const email = normaliseEmail(body.email);
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const wrongKey = `wrong-password:${email}`;
      await checkLimit(db, wrongKey, 3600, config.limits.wrongCodesPerEmailPerHour);
      const [user] = await db.query<{ id: number; password_hash: string | null; ga_enabled: boolean; passkeys: number }>(
        `SELECT id, password_hash, ga_enabled, (SELECT count(*) FROM passkeys p WHERE p.user_id = u.id) AS passkeys
           FROM users u WHERE email = $1 AND closed_at IS NULL AND NOT is_system`,
        [email],
      );
      const matches = await verifySecret(body.password, user?.password_hash ?? (await DUMMY_HASH));
      if (!user?.password_hash || !matches) {
        await hitLimit(db, wrongKey, 3600, Number.MAX_SAFE_INTEGER);
        throw securityError(SecurityCodes.PASSWORD_WRONG, 'password_wrong');
      }
      if (user.ga_enabled) {
        const methods: LoginVerifyMethod[] = Number(user.passkeys) > 0 ? ['ga', 'passkey'] : ['ga'];
        const verifyToken = await issueTicket(db, user.id, LOGIN_VERIFY, {}, LOGIN_VERIFY_TTL_SECONDS);
        return { need_verify: true, verify_token: verifyToken, methods };
      }
      return { access_token: await createSession(db, user.id, device) };
    },
  });

  defineHandler<LoginVerifyReq, AccessTokenRes>(app, `${P}login_verify_x`, {
    auth: false,
    body: {
      type: 'object',
      required: ['verify_token', 'ga_code'],
      properties: { verify_token: ticketField, ga_code: gaCodeField },
    },
    handler: async ({ db, body, device }) => {
      const ticket = await peekTicket(db, body.verify_token, LOGIN_VERIFY, null);
      try {
        await verifyGa(db, ticket.user_id, body.ga_code);
      } catch (error) {
        if (error instanceof ApiError && error.code === SecurityCodes.GA_CODE_WRONG) await countTicketAttempt(db, ticket.id);
        throw error;
      }
      const accessToken = await db.tx(async (q) => {
        const taken = await takeTicket(q, body.verify_token, LOGIN_VERIFY, ticket.user_id);
        return createSession(q, taken.user_id, device);
      });
      return { access_token: accessToken };
    },
  });

  // Setting or changing the login password: a code to the account's email (and the authenticator when on).
  defineHandler<SetPasswordReq, EmptyRes>(app, `${P}set_password`, {
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
      await consumeCode(db, config, email, PASSWORD_SCENE, body.email_code);
      const hash = await hashSecret(body.password);
      await db.tx(async (q) => {
        await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
        await startWithdrawalHold(q, user.id);
      });
      return {};
    },
  });
}
