import { parseInlineShare } from '@/domain/inlineShare';
import { ApiError } from '../../errors';
import { langFromHeader } from '../../i18n';
import { BotApiError, callBot } from '../../lib/botApi';
import { hitLimit } from '../../plugins/rateLimit';
import { existingReferralCode } from '../referral/codes';
import type { TelegramUpdate, TelegramUpdateContext } from '../telegram/updates';
import { shareCard, shareLink, shareTarget } from './card';

/** Inline queries one Telegram user may have answered a minute (the client sends one as the query is edited). */
const QUERIES_PER_MINUTE = 60;
/** Seconds Telegram may keep an answer: short, since the price on the card changes. */
const CACHE_SECONDS = 30;

/**
 * Answers an inline query (`@bot item PUNK 42`, what "Send to a chat" types for the user): the thing's card, the same
 * one shareMessage sends (picture, name and price, an "Open" button to the startapp link with the sender's referral
 * code), in the sender's language. A query that names nothing, or something that does not exist, is answered with no
 * results; a Bot API refusal is logged (the user can type the query again).
 */
export async function answerShareQuery(
  update: TelegramUpdate<'inline_query'>,
  { db, config, log }: TelegramUpdateContext,
): Promise<void> {
  const { id, from, query } = update.inline_query;
  await hitLimit(db, `share_inline:${from.id}`, 60, QUERIES_PER_MINUTE);
  const lang = langFromHeader(from.language_code);
  const [account] = await db.query<{ user_id: string }>(
    "SELECT user_id FROM third_accounts WHERE platform = 'telegram' AND third_id = $1",
    [String(from.id)],
  );
  const userId = account ? Number(account.user_id) : null;
  const asked = parseInlineShare(query);
  let results: Record<string, unknown>[] = [];
  if (asked) {
    const target = await shareTarget(db, lang, asked, userId).catch((error: unknown) => {
      // a thing that does not exist, or a share that needs an account the sender has not linked: nothing to show
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (target) {
      const code = userId === null ? null : await existingReferralCode(db, userId);
      const link = shareLink(config, config.publicOrigin, target.path, code);
      if (/^https?:\/\//.test(link)) results = [shareCard(target, link, config.publicOrigin, lang)];
    }
  }
  try {
    await callBot(config, 'answerInlineQuery', {
      inline_query_id: id,
      results,
      cache_time: CACHE_SECONDS,
      // the card carries the sender's own referral code
      is_personal: true,
    });
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    log.warn({ method: error.method, code: error.errorCode }, 'answerInlineQuery failed');
  }
}
