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
import { createSession } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit, limitWrongGuesses } from '../../plugins/rateLimit';
import { emailField } from '../schemas';
import { normaliseEmail } from './accounts';
import {
  countTicketAttempt,
  gaCodeField,
  hashSecret,
  hashedPasswordField,
  issueTicket,
  PASSWORD_SCENE,
  peekTicket,
  proveOwner,
  secretChangeBody,
  setSecret,
  takeTicket,
  ticketField,
  verifyGa,
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
      const wrongPasswords = { key: `wrong-password:${email}`, windowSeconds: 3600, max: config.limits.wrongCodesPerEmailPerHour };
      const user = await limitWrongGuesses(
        db,
        wrongPasswords,
        async () => {
          const [row] = await db.query<{ id: number; password_hash: string | null; ga_enabled: boolean; passkeys: number }>(
            `SELECT id, password_hash, ga_enabled, (SELECT count(*) FROM passkeys p WHERE p.user_id = u.id) AS passkeys
               FROM users u WHERE email = $1 AND closed_at IS NULL AND NOT is_system`,
            [email],
          );
          const matches = await verifySecret(body.password, row?.password_hash ?? (await DUMMY_HASH));
          return row?.password_hash && matches ? row : null;
        },
        () => new ApiError(SecurityCodes.PASSWORD_WRONG, 'password_wrong'),
      );
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
    body: secretChangeBody,
    handler: async ({ db, config, session, body }) => {
      const proof = { scene: PASSWORD_SCENE, emailCode: body.email_code, gaCode: body.ga_code };
      const user = await proveOwner(db, config, session.userId, proof);
      await setSecret(db, user.id, 'password_hash', body.password);
      return {};
    },
  });
}
