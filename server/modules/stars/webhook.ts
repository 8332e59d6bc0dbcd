import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { translate } from '../../i18n';
import { BotApiError, callBot } from '../../lib/botApi';
import { serverLangOf } from '../../page';
import { onTelegramUpdate, type TelegramUpdateContext } from '../telegram/updates';
import { creditPayment, paymentByCharge, preCheckoutRefusal, reverseCredit } from './payments';

/** Refunds `chargeId` to the Telegram user who paid it; a failure is logged (support refunds by hand then). */
async function giveStarsBack(context: TelegramUpdateContext, telegramId: number, chargeId: string): Promise<void> {
  try {
    await callBot(context.config, 'refundStarPayment', { user_id: telegramId, telegram_payment_charge_id: chargeId });
    context.log.warn({ chargeId }, 'stars: a payment for no creditable invoice was refunded');
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    context.log.error({ chargeId, err: error.message }, 'stars: refunding a payment for no creditable invoice failed');
  }
}

/**
 * The webhook's Stars updates (server/modules/telegram: the dispatcher; each handler may see an update twice):
 * - `pre_checkout_query`: Telegram asks, within 10 s, whether to take the Stars; the answer is yes only for an unpaid
 *   invoice of this server, for the Telegram account paying, at its total in XTR; a no carries a translated reason.
 * - `message.successful_payment`: the Stars were taken: credited once (payments.ts `creditPayment`); a payment that
 *   matches no unpaid invoice (the same link paid twice, say) is given back with refundStarPayment.
 * - `message.refunded_payment`: Telegram reports a refund made elsewhere (not by our refund route, which marks the
 *   payment first): the credit is reversed when the balance still holds it, else support is told through the log.
 */
export function registerStarsUpdates(app: FastifyInstance): void {
  onTelegramUpdate(app, 'pre_checkout_query', async (update, context) => {
    const query = update.pre_checkout_query;
    const refusal = await preCheckoutRefusal(context.db, {
      payload: query.invoice_payload,
      telegramId: String(query.from.id),
      currency: query.currency,
      totalAmount: query.total_amount,
    });
    const lang = serverLangOf(query.from.language_code) ?? 'en';
    try {
      await callBot(
        context.config,
        'answerPreCheckoutQuery',
        refusal
          ? { pre_checkout_query_id: query.id, ok: false, error_message: translate(lang, refusal) }
          : { pre_checkout_query_id: query.id, ok: true },
      );
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      // Unanswered, Telegram cancels the checkout after 10 s: nothing is charged, the user may pay again.
      context.log.warn({ err: error.message }, 'stars: answerPreCheckoutQuery failed');
    }
  });

  onTelegramUpdate(app, 'message', async (update, context) => {
    const message = update.message;
    const paid = message.successful_payment;
    const payer = message.from?.id ?? message.chat.id;
    if (paid) {
      const result = await context.db.tx((q) =>
        creditPayment(q, {
          payload: paid.invoice_payload,
          currency: paid.currency,
          totalAmount: paid.total_amount,
          chargeId: paid.telegram_payment_charge_id,
          providerChargeId: paid.provider_payment_charge_id,
          telegramId: String(payer),
        }),
      );
      if (result.outcome === 'unmatched' && paid.currency === 'XTR')
        await giveStarsBack(context, payer, paid.telegram_payment_charge_id);
      return;
    }
    const refunded = message.refunded_payment;
    const chargeId = refunded?.telegram_payment_charge_id;
    if (typeof chargeId !== 'string' || chargeId.length > 256) return;
    try {
      await context.db.tx(async (q) => {
        const payment = await paymentByCharge(q, chargeId);
        if (payment?.status === 'paid') await reverseCredit(q, payment);
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      context.log.error(
        { chargeId, code: error.code },
        'stars: Telegram refunded a payment whose credit could not be reversed (spent): settle it by hand',
      );
    }
  });
}
