import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  AccessTokenRes,
  CheckExistReq,
  CheckExistRes,
  EmptyBody,
  GenLoginTokenRes,
  LoginOtpReq,
  Profile,
  SendVerifyCodeReq,
  SendVerifyCodeRes,
  SetLanguageReq,
  UserRiskRes,
  VerifyLoginTokenReq,
} from '@/contract/types';
import { ApiError, Codes, sessionInvalid } from '../../errors';
import { SERVER_LANGS } from '../../i18n';
import { createSession, hashToken, revokeSession } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { emailField } from '../schemas';
import { findOrCreateUserByEmail, loadProfile, normaliseEmail } from './accounts';
import { consumeCode, sendCode } from './otp';
import { CODE_SCENES, codeRecipient } from './security';

const P = '/user-api/api/user/';
/** Lifetime of a gen_login_token token: enough to open another context, short enough to be useless later. */
export const LOGIN_TOKEN_TTL_SECONDS = 120;

export default function registerSessionCalls(app: FastifyInstance): void {
  defineHandler<CheckExistReq, CheckExistRes>(app, `${P}check_exist`, {
    auth: false,
    body: { type: 'object', required: ['email'], properties: { email: emailField } },
    handler: async ({ db, body }) => {
      const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [normaliseEmail(body.email)]);
      return { exist: rows.length > 0 };
    },
  });

  defineHandler<SendVerifyCodeReq, SendVerifyCodeRes>(app, `${P}send_verify_code_v2`, {
    auth: 'optional',
    body: {
      type: 'object',
      required: ['scene'],
      // security scenes (issue 4): the list and each scene's recipient live in ./security
      properties: { email: emailField, scene: { type: 'string', enum: [...CODE_SCENES] } },
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

  defineHandler<LoginOtpReq, AccessTokenRes>(app, `${P}login_otp`, {
    auth: false,
    body: {
      type: 'object',
      required: ['email', 'code'],
      properties: { email: emailField, code: { type: 'string', pattern: '^\\s*\\d{6}\\s*$' } },
    },
    handler: async ({ db, config, body, device }) => {
      const email = normaliseEmail(body.email);
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      await consumeCode(db, config, email, 'login', body.code);
      const accessToken = await db.tx(async (q) => {
        const user = await findOrCreateUserByEmail(q, email);
        return createSession(q, user.id, device);
      });
      return { access_token: accessToken };
    },
  });

  defineHandler<EmptyBody, Profile>(app, `${P}profile`, {
    auth: true,
    handler: async ({ db, session }) => {
      const profile = await loadProfile(db, session.userId);
      if (!profile) throw sessionInvalid();
      return profile;
    },
  });

  defineHandler<EmptyBody, null>(app, `${P}logout`, {
    auth: true,
    handler: async ({ db, session }) => {
      await revokeSession(db, session.sessionId);
      return null;
    },
  });

  defineHandler<EmptyBody, GenLoginTokenRes>(app, `${P}gen_login_token`, {
    auth: true,
    handler: async ({ db, session }) => {
      const loginToken = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO login_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [session.userId, hashToken(loginToken), LOGIN_TOKEN_TTL_SECONDS],
      );
      return { login_token: loginToken };
    },
  });

  defineHandler<VerifyLoginTokenReq, AccessTokenRes>(app, `${P}verify_login_token`, {
    auth: false,
    body: {
      type: 'object',
      required: ['login_token'],
      properties: { login_token: { type: 'string', minLength: 1, maxLength: 200 } },
    },
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

  defineHandler<SetLanguageReq, null>(app, `${P}set_language`, {
    auth: true,
    body: {
      type: 'object',
      required: ['language'],
      properties: { language: { type: 'string', enum: [...SERVER_LANGS] } },
    },
    handler: async ({ db, session, body }) => {
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [session.userId, body.language]);
      return null;
    },
  });

  defineHandler<EmptyBody, UserRiskRes>(app, `${P}user_risk`, {
    auth: true,
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
