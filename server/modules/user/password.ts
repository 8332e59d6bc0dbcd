import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { LoginVerifyMethod } from '@/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ApiError, Codes, SecurityCodes } from '../../errors';
import { translate } from '../../i18n';
import { createSession, endOtherSessions } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit, withSlot } from '../../plugins/rateLimit';
import { normaliseEmail } from './accounts';
import { LOGIN_VERIFY, recordPasskeyUse, verifyLoginAssertion, type PasskeyAssertion } from './passkey';
import {
  hashSecret,
  issueTicket,
  PASSWORD_SCENE,
  proveOwner,
  setSecret,
  takeTicket,
  takeTicketAttempt,
  verifyGa,
  verifySecret,
} from './security';
import { takeSignInSlot } from './signInGuard';

/** The second step of a password sign-in must follow within 5 minutes. */
export const LOGIN_VERIFY_TTL_SECONDS = 300;
/** What a login_verify ticket carries: the methods offered, and the newest passkey challenge asked with it. */
interface LoginVerifyData {
  methods?: LoginVerifyMethod[];
  challenge_id?: string;
}
/** Answers of login_verify_x that count as a wrong try of its verify_token. */
const WRONG_ANSWERS = new Set<number>([
  SecurityCodes.GA_CODE_WRONG,
  SecurityCodes.PASSKEY_NOT_FOUND,
  SecurityCodes.PASSKEY_VERIFY_FAILED,
]);
// Compared against when the address has no account, so both cases cost one scrypt.
const DUMMY_HASH = hashSecret('0'.repeat(64));

/** Password sign-in (login_x_v2, login_verify_x) and setting the login password (set_password). */
export default function registerPasswordCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.loginXV2, {
    doc: {
      section: 'password',
      notes:
        "`password` is the client's SHA-256 (stored as scrypt). Authenticator on or a passkey added: `{need_verify: true, verify_token, methods}` instead of a token (`methods`: `ga` when the authenticator is on, `passkey` when the account has one). 20101; wrong guesses counted per address and device: 10029 for a device that signed in to the account before, 20156 (a delay and `human_token`) for others",
    },
    handler: async ({ db, config, body, device }) => {
      const email = normaliseEmail(body.email);
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const [row] = await db.query<{ id: number; password_hash: string | null; ga_enabled: boolean; passkeys: number }>(
        `SELECT id, password_hash, ga_enabled, (SELECT count(*) FROM passkeys p WHERE p.user_id = u.id) AS passkeys
           FROM users u WHERE email = $1 AND closed_at IS NULL AND NOT is_system`,
        [email],
      );
      // the guess takes its slot before the (slow) hash is compared
      const slot = await takeSignInSlot(db, config.limits, {
        email,
        userId: row ? Number(row.id) : null,
        device,
        humanPass: body.human_token,
      });
      const user = await withSlot(
        slot,
        async () => {
          const matches = await verifySecret(body.password, row?.password_hash ?? (await DUMMY_HASH));
          if (!row?.password_hash || !matches) throw new ApiError(SecurityCodes.PASSWORD_WRONG, 'password_wrong');
          return row;
        },
        (error) => error instanceof ApiError && error.code === SecurityCodes.PASSWORD_WRONG,
      );
      const methods: LoginVerifyMethod[] = [];
      if (user.ga_enabled) methods.push('ga');
      if (Number(user.passkeys) > 0) methods.push('passkey');
      if (methods.length > 0) {
        const data: LoginVerifyData = { methods };
        const verifyToken = await issueTicket(db, user.id, LOGIN_VERIFY, data, LOGIN_VERIFY_TTL_SECONDS);
        return { need_verify: true, verify_token: verifyToken, methods };
      }
      return { access_token: await createSession(db, user.id, device) };
    },
  });

  // The second step: the authenticator code (unchanged), or a passkey assertion answering the challenge
  // asked with this verify_token. Wrong answers of either kind count against the token (5, then 20144).
  defineHandler(app, contract.user.loginVerifyX, {
    doc: {
      section: 'password',
      notes:
        'within 5 min of login_x_v2; either the authenticator code, or `passkey` answering the newest login_passkey_challenge asked with this `verify_token` (20121), with a passkey of the same account (20123); after 5 wrong codes or passkeys the token is spent (20144)',
    },
    handler: async ({ db, body, device, lang }) => {
      // the answer takes one of the token's tries before it is checked; a right one gives it back
      const ticket = await takeTicketAttempt<LoginVerifyData>(db, body.verify_token, LOGIN_VERIFY, null);
      // tickets without a method list predate passkeys as a second step: the authenticator then
      const methods = ticket.data.methods ?? ['ga'];
      const passkey = await withSlot(
        ticket,
        async (): Promise<PasskeyAssertion | null> => {
          if (body.passkey) {
            if (!methods.includes('passkey') || ticket.data.challenge_id !== body.passkey.challenge_id) {
              throw new ApiError(SecurityCodes.PASSKEY_CHALLENGE_INVALID, 'passkey_challenge_invalid');
            }
            const response = body.passkey.response as unknown as AuthenticationResponseJSON;
            return verifyLoginAssertion(db, body.passkey.challenge_id, response, ticket.user_id);
          }
          if (!body.ga_code && !methods.includes('ga')) {
            throw new ApiError(Codes.INVALID_PARAM, 'invalid_param', {
              field: 'passkey',
              reason: translate(lang, 'reason_required'),
            });
          }
          await verifyGa(db, ticket.user_id, body.ga_code);
          return null;
        },
        (error) => error instanceof ApiError && WRONG_ANSWERS.has(error.code),
      );
      const accessToken = await db.tx(async (q) => {
        const taken = await takeTicket(q, body.verify_token, LOGIN_VERIFY, ticket.user_id);
        if (passkey) await recordPasskeyUse(q, passkey);
        return createSession(q, taken.user_id, device);
      });
      return { access_token: accessToken };
    },
  });

  // Setting or changing the login password: a code to the account's email (and the authenticator when on).
  defineHandler(app, contract.userExtra.setPassword, {
    doc: {
      section: 'password',
      notes:
        'scene `set_password`; authenticator code when on; a change (not the first password) starts the 24 h withdrawal hold (`user_risk`); signs out the other devices unless `logout_others: false`',
    },
    handler: async ({ db, config, session, body }) => {
      const proof = { scene: PASSWORD_SCENE, emailCode: body.email_code, gaCode: body.ga_code };
      const user = await proveOwner(db, config, session.userId, proof);
      await setSecret(db, user.id, 'password_hash', body.password);
      if (body.logout_others !== false) await endOtherSessions(db, user.id, session.sessionId);
      return {};
    },
  });
}
