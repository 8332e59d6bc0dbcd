import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { CloseAccountRefusedData } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { consumeCode } from './otp';
import { userSecurity } from './security';

/** What still ties the account to the platform: any non-zero balance (available or frozen), any NFT. */
export async function closeBlockers(q: Queryable, userId: number): Promise<CloseAccountRefusedData['reasons']> {
  const [row] = await q.query<{ balance: boolean; nft: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM balances WHERE user_id = $1 AND (available <> 0 OR frozen <> 0)) AS balance,
            EXISTS (SELECT 1 FROM nft_items WHERE owner_user_id = $1 AND amount > 0) AS nft`,
    [userId],
  );
  const reasons: CloseAccountRefusedData['reasons'] = [];
  if (row?.balance) reasons.push('balance');
  if (row?.nft) reasons.push('nft');
  return reasons;
}

/**
 * Closes the account: every session, login token and passkey goes, Telegram is unlinked and the email is
 * released (kept in closed_email), so nothing can sign in to it again. The row stays for the ledger.
 */
export async function closeAccount(q: Queryable, userId: number, reason: string): Promise<void> {
  await q.query(
    `UPDATE users SET closed_at = now(), closed_email = email, email = NULL, backup_email = '', close_reason = $2,
                      password_hash = NULL, ga_enabled = false, ga_secret = NULL, ga_pending_secret = NULL
      WHERE id = $1`,
    [userId, reason],
  );
  await q.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await q.query('UPDATE login_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await q.query(
    `UPDATE login_qr_codes SET status = 'cancelled' WHERE scanned_by = $1 AND status <> 'cancelled' AND claimed_at IS NULL`,
    [userId],
  );
  await q.query('UPDATE security_tickets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await q.query('DELETE FROM passkeys WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM third_accounts WHERE user_id = $1', [userId]);
}

const refusalKey = (reasons: CloseAccountRefusedData['reasons']) =>
  reasons.length > 1 ? 'user_close_both' : reasons[0] === 'nft' ? 'user_close_nft' : 'user_close_balance';

/** Account deletion (close). */
export default function registerCloseAccountCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.close, {
    doc: {
      section: 'closeAccount',
      notes:
        'code of scene `user_close` (not checked for an account without an email). 20501 while any balance or NFT remains (`msg` names which; `data` null). Ends every session, passkey and the Telegram link',
    },
    handler: async ({ db, config, session, body }) => {
      const user = await userSecurity(db, session.userId);
      // refused before the code is spent, so the same code still works once the account is empty
      const early = await closeBlockers(db, user.id);
      if (early.length > 0) throw new ApiError(SecurityCodes.USER_CLOSE_REFUSED, refusalKey(early));
      // accounts without an email (Telegram-created) have no code to give: the session is the proof
      if (user.email) await consumeCode(db, config, user.email, 'user_close', body.email_code);
      await db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`close:${user.id}`]);
        const reasons = await closeBlockers(q, user.id);
        if (reasons.length > 0) throw new ApiError(SecurityCodes.USER_CLOSE_REFUSED, refusalKey(reasons));
        await closeAccount(q, user.id, body.reason?.trim() ?? '');
      });
      return {};
    },
  });
}
