import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { ApiError, Codes } from '../../errors';
import { translate } from '../../i18n';
import { BotApiError, callBot } from '../../lib/botApi';
import { defineHandler } from '../../plugins/handler';
import { insertPayment, newPaymentIds, paymentByNo, paymentNotFound, publicPayment, STARS_CURRENCY } from './payments';
import { linkedTelegramId } from '../telegram/accounts';
import { starsQuote } from './quote';
import { registerStarsRefundRoute } from './refund';
import { registerStarsUpdates } from './webhook';

const unavailable = () => new ApiError(Codes.STARS_UNAVAILABLE, 'stars_unavailable');

/**
 * /finance-api/api/stars/*: topping up the wallet with Telegram Stars inside the mini app (docs/telegram.md, Stars).
 * The server quotes at its configured rate, creates the invoice link with the Bot API, and credits the user when the
 * webhook reports the payment (webhook.ts); support refunds through /support-agent/stars (refund.ts).
 */
export default function starsModule(app: FastifyInstance): void {
  /** The credited coin's decimals: the quote rounds down to them. */
  const coinDecimals = async (db: { query: FastifyInstance['db']['query'] }) => {
    const [coin] = await db.query<{ decimals: number }>('SELECT decimals FROM coins WHERE symbol = $1 AND enabled', [
      app.config.starsSymbol,
    ]);
    if (!coin) throw unavailable();
    return coin.decimals;
  };

  defineHandler(app, contract.stars.quote, {
    doc: {
      section: 'stars',
      notes:
        "stars x `STARS_USDT_RATE` rounded down to the coin's decimals; `ok` false outside `STARS_MIN`..`STARS_MAX`",
    },
    handler: async ({ db, body, config }) => starsQuote(body.stars, config, await coinDecimals(db)),
  });

  defineHandler(app, contract.stars.createInvoice, {
    doc: {
      section: 'stars',
      notes:
        "idempotent; the Bot API's createInvoiceLink (currency XTR, one price of `stars`, an unguessable payload), title and description in the caller's language; 35021 no Telegram account linked, 35022 outside the limits, 35020 no bot or the Bot API failed",
    },
    handler: async ({ db, body, session, config, lang, request }) => {
      const quote = starsQuote(body.stars, config, await coinDecimals(db));
      if (!quote.ok)
        throw new ApiError(Codes.STARS_AMOUNT_OUT_OF_RANGE, 'stars_amount_range', {
          min: quote.min_stars,
          max: quote.max_stars,
        });
      const telegramId = await linkedTelegramId(db, session.userId);
      if (!telegramId) throw new ApiError(Codes.STARS_NO_TELEGRAM, 'stars_no_telegram');
      const { paymentNo, payload } = newPaymentIds();
      const texts = { amount: quote.coin_amount, symbol: quote.symbol, stars: quote.stars };
      let invoiceLink: string;
      try {
        invoiceLink = await callBot<string>(config, 'createInvoiceLink', {
          title: translate(lang, 'stars_invoice_title', texts).slice(0, 32),
          description: translate(lang, 'stars_invoice_description', texts).slice(0, 255),
          payload,
          provider_token: '',
          currency: STARS_CURRENCY,
          prices: [{ label: translate(lang, 'stars_invoice_title', texts).slice(0, 32), amount: quote.stars }],
        });
      } catch (error) {
        if (!(error instanceof BotApiError)) throw error;
        request.log.warn({ err: error.message }, 'stars: createInvoiceLink failed');
        throw unavailable();
      }
      if (typeof invoiceLink !== 'string' || !/^https:\/\/t\.me\//.test(invoiceLink)) {
        request.log.warn('stars: createInvoiceLink answered no t.me link');
        throw unavailable();
      }
      const payment = await insertPayment(db, {
        paymentNo,
        payload,
        userId: session.userId,
        telegramId,
        quote,
        invoiceLink,
      });
      return { ...publicPayment(payment), invoice_link: invoiceLink };
    },
  });

  defineHandler(app, contract.stars.payment, {
    doc: { section: 'stars', notes: "the caller's payment only (35023); poll it after openInvoice answers paid" },
    handler: async ({ db, body, session }) => {
      const payment = await paymentByNo(db, body.payment_no, session.userId);
      if (!payment) throw paymentNotFound();
      return publicPayment(payment);
    },
  });

  registerStarsUpdates(app);
  registerStarsRefundRoute(app);
}
