import type { Queryable } from '../../db';
import { enqueueJob } from '../../lib/jobs';
import { alertKindOf } from './kinds';

/** The job that sends one chat alert (server/modules/alerts/job.ts). */
export const ALERT_JOB = 'telegram.alert';

/**
 * Queues the chat alert of a message just written, in the message's own transaction (so the alert exists exactly
 * when the event does, and a rolled-back event leaves none): an outbox row, one per message at most, and a job keyed
 * by the message that sends it. Only when the message's template is an alert kind, the user's linked Telegram
 * account has allowed the bot to write, and the user has not turned that kind off. Two plain inserts and no network:
 * the event's transaction never waits on Telegram. Returns whether an alert was queued.
 */
export async function queueAlert(
  q: Queryable,
  message: { id: number; userId: number; template: string | null },
): Promise<boolean> {
  const kind = alertKindOf(message.template);
  if (!kind) return false;
  const rows = await q.query<{ id: number }>(
    `INSERT INTO telegram_alerts (message_id, user_id, kind, chat_id)
     SELECT $1, t.user_id, $3, t.third_id FROM third_accounts t
      WHERE t.user_id = $2 AND t.platform = 'telegram' AND t.write_access
        AND NOT EXISTS (SELECT 1 FROM alert_prefs p WHERE p.user_id = t.user_id AND p.kind = $3 AND NOT p.enabled)
     ON CONFLICT (message_id) DO NOTHING RETURNING id`,
    [message.id, message.userId, kind],
  );
  if (rows.length === 0) return false;
  await enqueueJob(q, ALERT_JOB, { id: Number(rows[0]!.id) }, { key: `alert:${message.id}` });
  return true;
}
