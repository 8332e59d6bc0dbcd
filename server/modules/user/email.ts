import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { ResetApplicationRes } from '@/contract';
import type { ServerConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { endOtherSessions, type SessionInfo } from '../../plugins/auth';
import { defineHandler, type HandlerContext } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { normaliseEmail } from './accounts';
import { consumeCode } from './otp';
import {
  assertEmailFree,
  issueTicket,
  peekTicket,
  proveOwner,
  requireEmail,
  startWithdrawalHold,
  takeTicket,
  userSecurity,
  verifyGa,
} from './security';
import { tellSecurityChange } from '../message/events';

/** Support applications one IP may file per hour. */
export const APPLICATIONS_PER_IP_PER_HOUR = 10;

/** Replaces the account's email (20141 when another account took it meanwhile) and starts the 24-hour hold. */
async function replaceEmail(q: Queryable, userId: number, email: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email:${email}`]);
  await assertEmailFree(q, email, userId);
  await q.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
  await startWithdrawalHold(q, userId);
  await tellSecurityChange(q, userId, 'email_changed', { email });
}

/** A new primary address: not the current one (20145), not another account's (20141). */
async function checkNewEmail(q: Queryable, userId: number, current: string | null, raw: string): Promise<string> {
  const email = normaliseEmail(raw);
  if (email === current) throw new ApiError(SecurityCodes.EMAIL_SAME, 'email_same');
  await assertEmailFree(q, email, userId);
  return email;
}

/**
 * The last step of every email change: the ticket of `purpose` is live (and the signed-in account's, when
 * `userId` is given), the new address is neither the current one nor another account's, and its code of
 * `scene` is right; then the ticket is spent and the address replaced (with the hold) in one transaction.
 * `endSessions`: also end the account's sessions, all of them (null) or all but this one (a session id).
 */
async function finishEmailChange(
  db: Db,
  config: ServerConfig,
  step: {
    ticket: string;
    purpose: string;
    userId: number | null;
    newEmail: string;
    code: string;
    scene: string;
    endSessions?: number | null | false;
  },
): Promise<void> {
  const ticket = await peekTicket(db, step.ticket, step.purpose, step.userId);
  const user = await userSecurity(db, ticket.user_id);
  const email = await checkNewEmail(db, user.id, user.email, step.newEmail);
  await consumeCode(db, config, email, step.scene, step.code);
  await db.tx(async (q) => {
    await takeTicket(q, step.ticket, step.purpose, user.id);
    await replaceEmail(q, user.id, email);
    if (step.endSessions !== undefined && step.endSessions !== false)
      await endOtherSessions(q, user.id, step.endSessions);
  });
}

/** What step 2 of a signed-in change carries besides the new address's code. */
interface SignedInChange {
  ticket: string;
  new_email: string;
  logout_others?: boolean;
}

/**
 * Step 2 of a signed-in change (step 1, the old address's code or the authenticator, left the ticket of `purpose`):
 * the new address's `code` of `scene`, then the change; the other devices are signed out unless
 * `logout_others: false`.
 */
const finishSignedInChange = (
  { db, config, session, body }: HandlerContext<SignedInChange, SessionInfo>,
  step: { purpose: string; scene: string; code: string },
) =>
  finishEmailChange(db, config, {
    ...step,
    ticket: body.ticket,
    userId: session.userId,
    newEmail: body.new_email,
    endSessions: body.logout_others !== false && session.sessionId,
  });

/** Step 1 of changing an address while the account's own is reachable: its code of `scene` (+ authenticator), a ticket. */
async function ownerTicket(
  { db, config, session }: HandlerContext<unknown, SessionInfo>,
  proof: { scene: string; emailCode: string; gaCode: string | undefined },
  purpose: string,
) {
  const user = await proveOwner(db, config, session.userId, proof);
  return { ticket: await issueTicket(db, user.id, purpose) };
}

/**
 * The open account of an address and whether its authenticator is on (recovery by the address). System accounts
 * have no address, so none is found for them.
 */
export async function accountOfEmail(q: Queryable, email: string): Promise<{ id: number; ga_enabled: boolean } | null> {
  const [user] = await q.query<{ id: number; ga_enabled: boolean }>(
    'SELECT id, ga_enabled FROM users WHERE email = $1 AND closed_at IS NULL AND NOT is_system',
    [email],
  );
  return user ? { id: Number(user.id), ga_enabled: user.ga_enabled } : null;
}

/**
 * Files a support request (lost email or authenticator). A pending request for the same address and kind
 * is answered again instead of filing a second one.
 */
export async function fileApplication(
  q: Queryable,
  fields: { kind: 'email_reset' | 'ga_reset'; email: string; newEmail?: string; reason: string; ip: string },
): Promise<ResetApplicationRes> {
  await hitLimit(q, `apply:ip:${fields.ip}`, 3600, APPLICATIONS_PER_IP_PER_HOUR);
  const [pending] = await q.query<ResetApplicationRes>(
    `SELECT id, status FROM security_applications WHERE email = $1 AND kind = $2 AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    [fields.email, fields.kind],
  );
  if (pending) return { id: Number(pending.id), status: pending.status };
  const [user] = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1 AND closed_at IS NULL', [
    fields.email,
  ]);
  const [row] = await q.query<ResetApplicationRes>(
    `INSERT INTO security_applications (kind, user_id, email, new_email, reason, ip)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, status`,
    [fields.kind, user?.id ?? null, fields.email, fields.newEmail ?? '', fields.reason.trim(), fields.ip],
  );
  return { id: Number(row!.id), status: row!.status };
}

/** Email and backup email: binding, changing (with or without the old address), and recovery requests. */
export default function registerEmailCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.bindEmail, {
    doc: {
      section: 'email',
      notes: 'accounts without an email (Telegram); code of scene `bind_email` to the new address (20143, 20141)',
    },
    handler: async ({ db, config, session, body }) => {
      const user = await userSecurity(db, session.userId);
      if (user.email) throw new ApiError(SecurityCodes.EMAIL_ALREADY_BOUND, 'email_already_bound');
      const email = await checkNewEmail(db, user.id, null, body.email);
      await consumeCode(db, config, email, 'bind_email', body.code);
      await db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email:${email}`]);
        await assertEmailFree(q, email, user.id);
        await q.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, email]);
        await tellSecurityChange(q, user.id, 'email_changed', { email });
      });
      return {};
    },
  });

  // ---- changing the address while the old one is reachable ----
  defineHandler(app, contract.user.emailModify, {
    doc: {
      section: 'email',
      notes: 'step 1: old-address code (scene `email_modify_old`) and authenticator when on; ticket 10 min',
    },
    handler: (ctx) =>
      ownerTicket(
        ctx,
        { scene: 'email_modify_old', emailCode: ctx.body.old_code, gaCode: ctx.body.ga_code },
        'email_modify',
      ),
  });

  defineHandler(app, contract.user.emailModifyVerify, {
    doc: {
      section: 'email',
      notes:
        'step 2: new-address code (scene `email_modify_new`); 24 h withdrawal hold (`user_risk`); signs out the other devices unless `logout_others: false`',
    },
    handler: async (ctx) => {
      await finishSignedInChange(ctx, { purpose: 'email_modify', scene: 'email_modify_new', code: ctx.body.new_code });
      return {};
    },
  });

  // ---- backup email ----
  defineHandler(app, contract.user.backupEmailEdit, {
    doc: {
      section: 'email',
      notes: 'step 1: account email code (scene `backup_email`) and authenticator when on',
    },
    handler: (ctx) =>
      ownerTicket(
        ctx,
        { scene: 'backup_email', emailCode: ctx.body.email_code, gaCode: ctx.body.ga_code },
        'backup_email_edit',
      ),
  });

  defineHandler(app, contract.user.backupEmailEditVerify, {
    doc: {
      section: 'email',
      notes: 'step 2: code sent to the backup address (scene `backup_email`); 20145',
    },
    handler: async ({ db, config, session, body }) => {
      await peekTicket(db, body.ticket, 'backup_email_edit', session.userId);
      const user = await userSecurity(db, session.userId);
      const backup = normaliseEmail(body.backup_email);
      if (backup === user.email || backup === user.backup_email)
        throw new ApiError(SecurityCodes.EMAIL_SAME, 'email_same');
      await consumeCode(db, config, backup, 'backup_email', body.backup_code);
      await db.tx(async (q) => {
        await takeTicket(q, body.ticket, 'backup_email_edit', user.id);
        await q.query('UPDATE users SET backup_email = $2 WHERE id = $1', [user.id, backup]);
      });
      return {};
    },
  });

  defineHandler(app, contract.user.backupEmailDel, {
    doc: { section: 'email', notes: '20146 when none is set' },
    handler: async ({ db, config, session, body }) => {
      const user = await userSecurity(db, session.userId);
      const email = requireEmail(user);
      if (!user.backup_email) throw new ApiError(SecurityCodes.BACKUP_EMAIL_NONE, 'backup_email_none');
      await consumeCode(db, config, email, 'backup_email', body.email_code);
      await db.query(`UPDATE users SET backup_email = '' WHERE id = $1`, [user.id]);
      return {};
    },
  });

  // ---- signed in, old address lost: the authenticator proves the owner ----
  defineHandler(app, contract.user.emailModifyReset, {
    doc: {
      section: 'email',
      notes: 'old address lost, signed in: needs the authenticator (20151)',
    },
    handler: async ({ db, session }) => {
      const user = await userSecurity(db, session.userId);
      if (!user.ga_enabled) throw new ApiError(SecurityCodes.GA_NOT_ENABLED, 'ga_not_enabled');
      return { ticket: await issueTicket(db, user.id, 'email_modify_reset') };
    },
  });

  defineHandler(app, contract.user.emailModifyResetGaVerify, {
    doc: { section: 'email', notes: 'authenticator code; answers the next ticket' },
    handler: async ({ db, session, body }) => {
      await peekTicket(db, body.ticket, 'email_modify_reset', session.userId);
      await verifyGa(db, session.userId, body.ga_code);
      const ticket = await db.tx(async (q) => {
        await takeTicket(q, body.ticket, 'email_modify_reset', session.userId);
        return issueTicket(q, session.userId, 'email_modify_reset_ga');
      });
      return { ticket };
    },
  });

  defineHandler(app, contract.user.emailModifyResetEmailVerify, {
    doc: {
      section: 'email',
      notes:
        'new-address code (scene `reset_email`); 24 h withdrawal hold (`user_risk`); signs out the other devices unless `logout_others: false`',
    },
    handler: async (ctx) => {
      await finishSignedInChange(ctx, { purpose: 'email_modify_reset_ga', scene: 'reset_email', code: ctx.body.code });
      return {};
    },
  });

  // ---- signed out, old address lost ----
  defineHandler(app, contract.user.emailResetGaVerify, {
    doc: {
      section: 'email',
      notes: 'signed out; an unknown address answers 20103 too (no account probing)',
    },
    handler: async ({ db, config, body, device }) => {
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const user = await accountOfEmail(db, normaliseEmail(body.email));
      // an unknown address or one without an authenticator answers like a wrong code (no account probing)
      if (!user?.ga_enabled) throw new ApiError(SecurityCodes.GA_CODE_WRONG, 'ga_code_wrong');
      await verifyGa(db, user.id, body.ga_code);
      return { ticket: await issueTicket(db, user.id, 'email_reset') };
    },
  });

  defineHandler(app, contract.user.emailResetEmailVerify, {
    doc: {
      section: 'email',
      notes: 'new-address code (scene `reset_email`); ends every session; 24 h withdrawal hold (`user_risk`)',
    },
    handler: async ({ db, config, body }) => {
      await finishEmailChange(db, config, {
        ticket: body.ticket,
        purpose: 'email_reset',
        userId: null,
        newEmail: body.new_email,
        code: body.code,
        scene: 'reset_email',
        // whoever held the lost address may hold sessions too
        endSessions: null,
      });
      return {};
    },
  });

  defineHandler(app, contract.user.emailResetApply, {
    doc: {
      section: 'email',
      notes: 'support request; a pending one for the same address is answered again; 10 per IP per hour',
    },
    handler: async ({ db, body, device }) => {
      const email = normaliseEmail(body.email);
      const newEmail = normaliseEmail(body.new_email);
      if (email === newEmail) throw new ApiError(SecurityCodes.EMAIL_SAME, 'email_same');
      return db.tx((q) =>
        fileApplication(q, { kind: 'email_reset', email, newEmail, reason: body.reason, ip: device.ip }),
      );
    },
  });
}
