import type { Queryable } from '../../db';

/** The Telegram account linked to `userId` at sign-in (its private chat with the bot has this id), or null. */
export async function linkedTelegramId(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ third_id: string }>(
    "SELECT third_id FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'",
    [userId],
  );
  return row?.third_id ?? null;
}

/**
 * Whether the bot may write to a Telegram user (alerts go only where it may): on when they write to the bot or join
 * its chat again, off when they block it or a send is refused with 403.
 */
export async function setWriteAccess(q: Queryable, telegramId: number | string, allowed: boolean): Promise<void> {
  await q.query(
    `UPDATE third_accounts SET write_access = $2, write_access_at = now()
      WHERE platform = 'telegram' AND third_id = $1 AND write_access <> $2`,
    [String(telegramId), allowed],
  );
}
