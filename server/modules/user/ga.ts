import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { generateSecret, generateURI } from 'otplib';
import type { ResetApplicationRes } from '@/contract';
import { ApiError, SecurityCodes } from '../../errors';
import { endOtherSessions } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { normaliseEmail } from './accounts';
import { accountOfEmail, fileApplication } from './email';
import { consumeCode } from './otp';
import {
  checkTotp,
  issueTicket,
  limitGaGuesses,
  requireEmail,
  startWithdrawalHold,
  takeTicket,
  userSecurity,
  verifyGa,
} from './security';
import { tellSecurityChange } from '../message/events';

export const GA_ISSUER = 'NFT Wallet';

/** Authenticator app (TOTP): set-up, removal and recovery. */
export default function registerGaCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.genGaSecret, {
    doc: {
      section: 'authenticator',
      notes:
        'the pending key until open_ga confirms it (a reload shows the key already scanned); `renew: true` replaces it. Needs an email (20142); 20152 when already on',
    },
    handler: async ({ db, session, body }) => {
      const user = await userSecurity(db, session.userId);
      const email = requireEmail(user);
      if (user.ga_enabled) throw new ApiError(SecurityCodes.GA_ALREADY_ENABLED, 'ga_already_enabled');
      // Keep the pending key unless asked for a new one: only one statement decides, so two tabs agree on it.
      const [row] = await db.query<{ ga_pending_secret: string }>(
        `UPDATE users SET ga_pending_secret = CASE WHEN $3 OR ga_pending_secret IS NULL THEN $2 ELSE ga_pending_secret END
          WHERE id = $1 RETURNING ga_pending_secret`,
        [user.id, generateSecret(), body.renew === true],
      );
      const secret = row!.ga_pending_secret;
      return { secret, otpauth_url: generateURI({ issuer: GA_ISSUER, label: email, secret }) };
    },
  });

  defineHandler(app, contract.user.openGa, {
    doc: {
      section: 'authenticator',
      notes:
        '`secret` from gen_ga_secret (20153); no withdrawal hold (a factor added, none replaced); signs out the other devices unless `logout_others: false`',
    },
    handler: async ({ db, session, body }) => {
      const user = await userSecurity(db, session.userId);
      requireEmail(user);
      if (user.ga_enabled) throw new ApiError(SecurityCodes.GA_ALREADY_ENABLED, 'ga_already_enabled');
      const [row] = await db.query<{ ga_pending_secret: string | null }>(
        'SELECT ga_pending_secret FROM users WHERE id = $1',
        [user.id],
      );
      if (!row?.ga_pending_secret || row.ga_pending_secret !== body.secret) {
        throw new ApiError(SecurityCodes.GA_SECRET_MISMATCH, 'ga_secret_mismatch');
      }
      const step = await limitGaGuesses(db, user.id, () => checkTotp(body.secret, body.code));
      await db.tx(async (q) => {
        await q.query(
          `UPDATE users SET ga_secret = ga_pending_secret, ga_pending_secret = NULL, ga_enabled = true, ga_last_step = $2
            WHERE id = $1`,
          [user.id, step],
        );
        // turning the authenticator on adds a factor and replaces none: no withdrawal hold
        await tellSecurityChange(q, user.id, 'ga_on');
        if (body.logout_others !== false) await endOtherSessions(q, user.id, session.sessionId);
      });
      return {};
    },
  });

  defineHandler(app, contract.user.closeGa, {
    doc: {
      section: 'authenticator',
      notes:
        'authenticator and email code (scene `close_ga`); 24 h withdrawal hold (`user_risk`); signs out the other devices unless `logout_others: false`',
    },
    handler: async ({ db, config, session, body }) => {
      const user = await userSecurity(db, session.userId);
      if (!user.ga_enabled) throw new ApiError(SecurityCodes.GA_NOT_ENABLED, 'ga_not_enabled');
      await verifyGa(db, user.id, body.ga_code);
      await consumeCode(db, config, requireEmail(user), 'close_ga', body.email_code);
      await db.tx(async (q) => {
        await q.query('UPDATE users SET ga_enabled = false, ga_secret = NULL WHERE id = $1', [user.id]);
        await startWithdrawalHold(q, user.id);
        await tellSecurityChange(q, user.id, 'ga_off');
        if (body.logout_others !== false) await endOtherSessions(q, user.id, session.sessionId);
      });
      return {};
    },
  });

  // ---- authenticator lost ----
  defineHandler(app, contract.user.gaResetVerify, {
    doc: {
      section: 'authenticator',
      notes: 'authenticator lost: code of scene `reset_ga` (20151 when off)',
    },
    handler: async ({ db, config, body }) => {
      const email = normaliseEmail(body.email);
      await consumeCode(db, config, email, 'reset_ga', body.code);
      const user = await accountOfEmail(db, email);
      if (!user?.ga_enabled) throw new ApiError(SecurityCodes.GA_NOT_ENABLED, 'ga_not_enabled');
      return { ticket: await issueTicket(db, user.id, 'ga_reset') };
    },
  });

  defineHandler(app, contract.user.gaResetApply, {
    doc: {
      section: 'authenticator',
      notes: 'turns the authenticator off; 24 h withdrawal hold (`user_risk`)',
    },
    handler: async ({ db, body }) => {
      await db.tx(async (q) => {
        const ticket = await takeTicket(q, body.ticket, 'ga_reset', null);
        await q.query('UPDATE users SET ga_enabled = false, ga_secret = NULL, ga_pending_secret = NULL WHERE id = $1', [
          ticket.user_id,
        ]);
        await startWithdrawalHold(q, ticket.user_id);
        await tellSecurityChange(q, ticket.user_id, 'ga_off');
      });
      return {};
    },
  });

  defineHandler(app, contract.user.applyResetGa, {
    doc: {
      section: 'authenticator',
      notes: 'support request (as email_reset_apply)',
    },
    handler: async ({ db, body, device }) =>
      db.tx((q) =>
        fileApplication(q, { kind: 'ga_reset', email: normaliseEmail(body.email), reason: body.reason, ip: device.ip }),
      ),
  });

  // fullResponse: the client reads the whole envelope
  defineHandler(app, contract.user.checkApplyResetGaExist, {
    doc: {
      section: 'authenticator',
      notes: 'client: fullResponse',
    },
    handler: async ({ db, body }) => {
      const [row] = await db.query<{ status: ResetApplicationRes['status']; created_at: number }>(
        `SELECT status, extract(epoch from created_at)::bigint AS created_at FROM security_applications
          WHERE email = $1 AND kind = 'ga_reset' ORDER BY id DESC LIMIT 1`,
        [normaliseEmail(body.email)],
      );
      return row
        ? { exist: true, status: row.status, created_at: Number(row.created_at) }
        : { exist: false, status: null, created_at: null };
    },
  });
}
