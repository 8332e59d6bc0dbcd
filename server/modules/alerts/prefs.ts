import { ALERT_KINDS, type AlertKind } from '@/contract/alert/kinds';
import type { AlertSettingsRes } from '@/contract';
import { Codes } from '@/contract/codes';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';

/** Where the user's chat alerts stand: the linked Telegram account's write access and each kind's switch. */
export async function alertSettings(
  q: Queryable,
  config: Pick<ServerConfig, 'botUsername'>,
  userId: number,
): Promise<AlertSettingsRes> {
  const [account] = await q.query<{ write_access: boolean }>(
    `SELECT write_access FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'`,
    [userId],
  );
  const prefs = await q.query<{ kind: AlertKind; enabled: boolean }>(
    'SELECT kind, enabled FROM alert_prefs WHERE user_id = $1',
    [userId],
  );
  const off = new Set(prefs.filter((pref) => !pref.enabled).map((pref) => pref.kind));
  return {
    telegram_linked: Boolean(account),
    write_access: Boolean(account?.write_access),
    bot_username: config.botUsername,
    kinds: ALERT_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) })),
  };
}

/** Turns one kind on or off (a row only records the choice; on is the default). */
export async function setAlertKind(q: Queryable, userId: number, kind: AlertKind, enabled: boolean): Promise<void> {
  await q.query(
    `INSERT INTO alert_prefs (user_id, kind, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind) DO UPDATE SET enabled = excluded.enabled, updated_at = now()`,
    [userId, kind, enabled],
  );
}

/**
 * Records that the user allowed the bot to write (the app calls it once Telegram's requestWriteAccess said
 * 'allowed'). The server cannot check the claim; it only lets alerts be sent, and the bot's first 403 turns it off
 * again. 35010 without a linked Telegram account.
 */
export async function grantWriteAccess(q: Queryable, userId: number): Promise<void> {
  const rows = await q.query(
    `UPDATE third_accounts SET write_access = true, write_access_at = now()
      WHERE user_id = $1 AND platform = 'telegram' RETURNING id`,
    [userId],
  );
  if (rows.length === 0) throw new ApiError(Codes.ALERT_NO_TELEGRAM, 'alert_no_telegram');
}
