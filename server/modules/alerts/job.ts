import type { ServerLang } from '@/contract';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { BotApiError, callBot } from '../../lib/botApi';
import { backoffSeconds, type JobResult } from '../../lib/jobs';
import { translate } from '../../i18n';
import { setWriteAccess } from '../telegram/accounts';
import { alertAppLink, alertText } from './text';

/** Sends of one alert before it is given up (network failures, Telegram's 5xx). */
export const ALERT_MAX_ATTEMPTS = 8;

interface AlertRow {
  id: number;
  status: string;
  attempts: number;
  chat_id: string;
  kind: string;
  title: Record<string, string>;
  body: Record<string, string>;
  link: string;
  language: ServerLang;
  write_access: boolean | null;
  enabled: boolean;
}

/**
 * Sends one chat alert (job `telegram.alert`, payload `{ id }` of telegram_alerts). It runs in the job's
 * transaction, holding the alert's row: a second run, or a second runner, finds it sent and sends nothing.
 *
 * - Not pending any more, or the user took back the bot's write access or turned the kind off since it was queued:
 *   nothing is sent (dropped).
 * - Sent: marked sent with Telegram's message id, in the same transaction as the job's completion.
 * - 429: runs again after Telegram's `retry_after` (not counted as a failure).
 * - 403 (the user blocked the bot, or deleted their account): the account's write access turns off, which stops
 *   every later alert too, until the user allows the bot again.
 * - Another 4xx: Telegram refuses this message as it is; sending it again would not help (failed).
 * - A network failure or a 5xx: tried again with a growing wait, up to ALERT_MAX_ATTEMPTS (then failed).
 *
 * The one window left: a crash (or a lost lease) after Telegram accepted the message and before this transaction
 * commits. The job then runs again and the user gets the alert twice. Telegram's sendMessage has no idempotency key,
 * so it cannot be closed from here; it is as small as one HTTP answer and one commit.
 */
export async function sendAlert(q: Queryable, config: ServerConfig, alertId: number): Promise<JobResult> {
  const [row] = await q.query<AlertRow>(
    `SELECT a.id, a.status, a.attempts, a.chat_id, a.kind, m.title, m.body, m.link, u.language,
            (SELECT t.write_access FROM third_accounts t
              WHERE t.user_id = a.user_id AND t.platform = 'telegram' AND t.third_id = a.chat_id) AS write_access,
            NOT EXISTS (SELECT 1 FROM alert_prefs p
                         WHERE p.user_id = a.user_id AND p.kind = a.kind AND NOT p.enabled) AS enabled
       FROM telegram_alerts a JOIN messages m ON m.id = a.message_id JOIN users u ON u.id = a.user_id
      WHERE a.id = $1 FOR UPDATE OF a`,
    [alertId],
  );
  if (!row || row.status !== 'pending') return;
  if (!row.write_access || !row.enabled) {
    await q.query(`UPDATE telegram_alerts SET status = 'dropped', last_error = $2 WHERE id = $1`, [
      alertId,
      row.write_access ? 'kind turned off' : 'no write access',
    ]);
    return;
  }

  const lang = row.language;
  const text = alertText(row.title[lang] ?? row.title.en ?? '', row.body[lang] ?? row.body.en ?? '');
  const url = alertAppLink(config, row.link);
  try {
    const sent = await callBot<{ message_id: number }>(config, 'sendMessage', {
      chat_id: row.chat_id,
      text,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(url ? { reply_markup: { inline_keyboard: [[{ text: translate(lang, 'alert_open'), url }]] } } : {}),
    });
    await q.query(
      `UPDATE telegram_alerts SET status = 'sent', sent_at = now(), attempts = attempts + 1, tg_message_id = $2,
              last_error = NULL
        WHERE id = $1`,
      [alertId, typeof sent?.message_id === 'number' ? sent.message_id : null],
    );
    return;
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    return failed(q, row, error);
  }
}

async function failed(q: Queryable, row: AlertRow, error: BotApiError): Promise<JobResult> {
  const note = `${error.errorCode} ${error.description}`.slice(0, 500);
  if (error.errorCode === 429) {
    await q.query(
      'UPDATE telegram_alerts SET last_error = $2, next_at = now() + make_interval(secs => $3) WHERE id = $1',
      [row.id, note, error.retryAfter ?? 1],
    );
    return { runAgainIn: Math.max(1, error.retryAfter ?? 1) };
  }
  if (error.errorCode === 403) {
    await q.query(
      `UPDATE telegram_alerts SET status = 'dropped', attempts = attempts + 1, last_error = $2 WHERE id = $1`,
      [row.id, note],
    );
    await setWriteAccess(q, row.chat_id, false);
    return;
  }
  const attempts = row.attempts + 1;
  const giveUp = (error.errorCode >= 400 && error.errorCode < 500) || attempts >= ALERT_MAX_ATTEMPTS;
  // the job runner's own wait between tries
  const wait = backoffSeconds(attempts);
  await q.query(
    `UPDATE telegram_alerts SET attempts = $2, last_error = $3, status = $4, next_at = now() + make_interval(secs => $5)
      WHERE id = $1`,
    [row.id, attempts, note, giveUp ? 'failed' : 'pending', wait],
  );
  return giveUp ? undefined : { runAgainIn: wait };
}
