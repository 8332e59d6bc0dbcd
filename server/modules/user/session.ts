import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { Profile } from '@/contract';
import { ApiError, Codes, sessionInvalid } from '../../errors';
import { createSession, hashToken, revokeSession } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit, withSlot } from '../../plugins/rateLimit';
import { PROFILE_COLUMNS, findOrCreateUserByEmail, normaliseEmail } from './accounts';
import { consumeCode, sendCode } from './otp';
import { codeRecipient } from './security';
import { takeSignInSlot } from './signInGuard';

/** Lifetime of a gen_login_token token: enough to open another context, short enough to be useless later. */
export const LOGIN_TOKEN_TTL_SECONDS = 120;
/** Answers of login_otp that count as a wrong guess: a wrong code, and a code spent by wrong tries. */
const WRONG_CODE_ANSWERS = new Set<number>([Codes.WRONG_CODE, Codes.CODE_ATTEMPTS]);

export default function registerSessionCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.checkExist, {
    doc: { section: 'signIn' },
    handler: async ({ db, body }) => {
      const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [normaliseEmail(body.email)]);
      return { exist: rows.length > 0 };
    },
  });

  defineHandler(app, contract.user.sendVerifyCodeV2, {
    doc: {
      section: 'signIn',
      notes:
        "code: 6 digits, 10 min, stored as an HMAC; 60 s between sends (20004). `login`, `reset_ga`, `reset_email`: to `email`, signed out is fine. `email_modify_old`, `close_ga`, `passkey_unbind`, `set_capital_password`, `user_close`, `set_password`: to the account's own email (`email` ignored; signed in). `email_modify_new`, `bind_email`: to a new address in `email` (20141, 20143, 20145). `backup_email`: to `email`, else the account's email",
    },
    handler: async ({ db, config, request, body, device, session, lang }) => {
      const resendAfter = await sendCode(db, config, request.log, {
        email: await codeRecipient(db, session, lang, body.scene, body.email),
        scene: body.scene,
        ip: device.ip,
      });
      return { resend_after: resendAfter };
    },
  });

  defineHandler(app, contract.user.loginOtp, {
    doc: {
      section: 'signIn',
      notes:
        'first sign-in creates the account (uid, pay_id, nickname, welcome message). Wrong codes counted per address and device: 10029 for a device that signed in to the account before, 20156 (a delay and `human_token`) for others',
    },
    handler: async ({ db, config, body, device }) => {
      const email = normaliseEmail(body.email);
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const [account] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
      // the guess takes its slot before the code is compared; the guard replaces the per-address budget
      const slot = await takeSignInSlot(db, config.limits, {
        email,
        userId: account ? Number(account.id) : null,
        device,
        humanPass: body.human_token,
      });
      await withSlot(
        slot,
        () => consumeCode(db, config, email, 'login', body.code, null),
        (error) => error instanceof ApiError && WRONG_CODE_ANSWERS.has(error.code),
      );
      const accessToken = await db.tx(async (q) => {
        const user = await findOrCreateUserByEmail(q, email);
        return createSession(q, user.id, device);
      });
      return { access_token: accessToken };
    },
  });

  defineHandler(app, contract.user.profile, {
    doc: {
      section: 'signIn',
      notes: 'client: hideError',
    },
    sessionColumns: PROFILE_COLUMNS,
    handler: async ({ session }) => {
      if (!session.user) throw sessionInvalid();
      return session.user as unknown as Profile;
    },
  });

  defineHandler(app, contract.user.logout, {
    doc: { section: 'signIn', notes: 'revokes this session' },
    handler: async ({ db, session }) => {
      await revokeSession(db, session.sessionId);
      return null;
    },
  });

  defineHandler(app, contract.user.genLoginToken, {
    doc: { section: 'signIn', notes: 'one use, 120 s' },
    handler: async ({ db, session }) => {
      const loginToken = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO login_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [session.userId, hashToken(loginToken), LOGIN_TOKEN_TTL_SECONDS],
      );
      return { login_token: loginToken };
    },
  });

  defineHandler(app, contract.user.verifyLoginToken, {
    doc: { section: 'signIn', notes: 'a new session for the calling device (20005)' },
    handler: async ({ db, body, device }) => {
      const accessToken = await db.tx(async (q) => {
        const [row] = await q.query<{ user_id: number }>(
          `UPDATE login_tokens SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [hashToken(body.login_token)],
        );
        return row ? createSession(q, row.user_id, device) : null;
      });
      if (!accessToken) throw new ApiError(Codes.LOGIN_TOKEN_INVALID, 'login_token_invalid');
      return { access_token: accessToken };
    },
  });

  defineHandler(app, contract.user.setLanguage, {
    doc: { section: 'signIn' },
    handler: async ({ db, session, body }) => {
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [session.userId, body.language]);
      return null;
    },
  });

  defineHandler(app, contract.user.userRisk, {
    doc: {
      section: 'signIn',
      notes:
        '`{type: 1, until}` during the 24 h hold after a change of email, password or authenticator, else `{type: 0}`',
    },
    handler: async ({ db, session }) => {
      const [row] = await db.query<{ type: number; until: number | null }>(
        `SELECT CASE WHEN risk_until > now() THEN risk_type ELSE 0 END AS type,
                CASE WHEN risk_until > now() THEN extract(epoch from risk_until)::bigint END AS until
           FROM users WHERE id = $1`,
        [session.userId],
      );
      return row && row.type !== 0 && row.until ? { type: row.type, until: row.until } : { type: 0 };
    },
  });
}
