import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { StarPayment, StarsQuote } from '@/contract/stars/types';
import { DEV_SUPPORT_AGENT_TOKEN } from '../../config';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { postLedger, systemAccount } from '../finance/ledger';
import { balanceOf, ledgerProblems, newKey, once, walletUser } from '../wallet/walletKit';
import { runSupport } from '../../tools/support';
import { starsQuote } from './quote';
import { createInvoice, deliver, linkTelegram, payloadOf, paymentUpdate, preCheckoutUpdate } from './testKit';

let bot: FakeBotApi;
let server: TestServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, bot, close } = await botTestServer());
}, START_TIMEOUT);
afterAll(() => close());
beforeEach(() => bot.reset());

/** A signed-in user with a linked Telegram account. */
async function payer(tag = 'stars') {
  const user = await walletUser(server, tag, false);
  return { ...user, telegramId: await linkTelegram(server, user.id) };
}

const refund = (paymentNo: string, token = DEV_SUPPORT_AGENT_TOKEN) =>
  server.app.inject({
    method: 'POST',
    url: `/support-agent/stars/${paymentNo}/refund`,
    headers: { authorization: `Bearer ${token}` },
  });

const paymentOf = async (token: string, paymentNo: string) =>
  (await server.post<StarPayment>(contract.stars.payment.path, { payment_no: paymentNo }, { token })).data;

const precheckAnswers = () => bot.calls('answerPreCheckoutQuery').map((call) => call.params);

describe('the quote', () => {
  const settings = { starsRate: '0.013', starsMin: 50, starsMax: 10_000, starsSymbol: 'USDT' };

  it('is stars x the rate, rounded down to the coin decimals', () => {
    expect(starsQuote(100, settings, 6)).toMatchObject({ coin_amount: '1.3', ok: true, reason: '', rate: '0.013' });
    expect(starsQuote(77, { ...settings, starsRate: '0.0133333' }, 6).coin_amount).toBe('1.026664');
    expect(starsQuote(77, { ...settings, starsRate: '0.0133333' }, 2).coin_amount).toBe('1.02');
    expect(starsQuote(999, { ...settings, starsRate: '0.019999999999999999' }, 6).coin_amount).toBe('19.979999');
  });

  it('buys nothing outside the limits', () => {
    expect(starsQuote(49, settings, 6)).toMatchObject({ ok: false, reason: 'below_min', coin_amount: '0' });
    expect(starsQuote(10_001, settings, 6)).toMatchObject({ ok: false, reason: 'above_max', coin_amount: '0' });
    expect(starsQuote(10_000, settings, 6)).toMatchObject({ ok: true, coin_amount: '130' });
  });

  it('is served with the configured rate and limits', async () => {
    const { token } = await payer();
    const res = await server.post<StarsQuote>(contract.stars.quote.path, { stars: 250 }, { token });
    expect(res.data).toEqual({
      stars: 250,
      symbol: 'USDT',
      rate: '0.013',
      coin_amount: '3.25',
      min_stars: 50,
      max_stars: 10_000,
      ok: true,
      reason: '',
    });
    for (const stars of [0, 1.5, '100', 2_000_000])
      expect((await server.post(contract.stars.quote.path, { stars }, { token })).code).toBe(10003);
  });
});

describe('creating an invoice', () => {
  it('asks the Bot API for an XTR invoice link with the Stars as its one price, in the user language', async () => {
    const { token, id } = await payer();
    const res = await server.post<StarPayment & { invoice_link: string }>(
      contract.stars.createInvoice.path,
      { stars: 500 },
      { ...once(token), lang: 'ko' },
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ stars: 500, symbol: 'USDT', coin_amount: '6.5', status: 'created' });
    expect(res.data.invoice_link).toMatch(/^https:\/\/t\.me\/\$/);
    const [call] = bot.calls('createInvoiceLink');
    expect(call?.params).toMatchObject({
      currency: 'XTR',
      prices: [{ amount: 500 }],
      payload: await payloadOf(server, res.data.payment_no),
      title: '6.5 USDT 충전',
    });
    expect(String(call?.params.description)).toContain('500 Stars');
    expect(String(call?.params.payload)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await paymentOf(token, res.data.payment_no)).status).toBe('created');
    const [row] = await server.db.query<{ user_id: string }>(
      'SELECT user_id FROM star_payments WHERE payment_no = $1',
      [res.data.payment_no],
    );
    expect(Number(row?.user_id)).toBe(id);
  });

  it('is idempotent per client request: a retry gets the same invoice, asked of Telegram once', async () => {
    const { token } = await payer();
    const options = once(token, newKey());
    const first = await server.post<{ payment_no: string }>(contract.stars.createInvoice.path, { stars: 100 }, options);
    const again = await server.post<{ payment_no: string }>(contract.stars.createInvoice.path, { stars: 100 }, options);
    expect(again.data.payment_no).toBe(first.data.payment_no);
    expect(bot.calls('createInvoiceLink')).toHaveLength(1);
  });

  it('refuses an account without Telegram, Stars outside the limits, and a failing Bot API, creating nothing', async () => {
    const plain = await walletUser(server, 'no-tg', false);
    expect((await server.post(contract.stars.createInvoice.path, { stars: 100 }, once(plain.token))).code).toBe(35021);
    const { token, id } = await payer();
    const low = await server.post(contract.stars.createInvoice.path, { stars: 10 }, once(token));
    expect(low).toMatchObject({ code: 35022, msg: 'A top-up is 50 to 10000 Stars.' });
    bot.once('createInvoiceLink', () => ({ ok: false, error_code: 400, description: 'Bad Request: something' }));
    expect((await server.post(contract.stars.createInvoice.path, { stars: 100 }, once(token))).code).toBe(35020);
    const rows = await server.db.query('SELECT 1 FROM star_payments WHERE user_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('refuses when the server has no bot', async () => {
    const app = await server.appWith({ botToken: undefined });
    const { token } = await payer();
    const res = await server.post(contract.stars.createInvoice.path, { stars: 100 }, { ...once(token), app });
    expect(res.code).toBe(35020);
    await app.close();
  });

  it('shows a payment to its owner only', async () => {
    const { token } = await payer();
    const other = await payer('other');
    const invoice = await createInvoice(server, token, 100);
    const res = await server.post(
      contract.stars.payment.path,
      { payment_no: invoice.payment_no },
      { token: other.token },
    );
    expect(res.code).toBe(35023);
  });
});

describe('pre-checkout', () => {
  it('accepts the invoice owner paying its total in XTR, and refuses anything else with a reason', async () => {
    const { token, telegramId } = await payer();
    const other = await payer('other');
    const invoice = await createInvoice(server, token, 200);
    const payload = await payloadOf(server, invoice.payment_no);

    await deliver(server.app, preCheckoutUpdate({ telegramId, payload, stars: 200 }));
    await deliver(server.app, preCheckoutUpdate({ telegramId, payload, stars: 199 }));
    await deliver(server.app, preCheckoutUpdate({ telegramId, payload, stars: 200, currency: 'USD' }));
    await deliver(server.app, preCheckoutUpdate({ telegramId, payload: 'not-a-payload', stars: 200 }));
    await deliver(server.app, preCheckoutUpdate({ telegramId: other.telegramId, payload, stars: 200 }));
    const answers = precheckAnswers();
    expect(answers.map((a) => a.ok)).toEqual([true, false, false, false, false]);
    expect(answers[0]).not.toHaveProperty('error_message');
    expect(answers[1]?.error_message).toBe('This invoice is no longer valid. Start a new top-up in the app.');
    expect(answers[4]?.error_message).toBe('This invoice belongs to another Telegram account.');

    await deliver(server.app, paymentUpdate({ telegramId, payload, stars: 200, chargeId: `charge-${newKey()}` }));
    await deliver(server.app, preCheckoutUpdate({ telegramId, payload, stars: 200 }));
    expect(precheckAnswers().at(-1)).toMatchObject({ ok: false, error_message: 'This invoice is already paid.' });
  });

  it('gives its reason in the payer language', async () => {
    const { telegramId } = await payer();
    const update = preCheckoutUpdate({ telegramId, payload: 'unknown', stars: 100 });
    update.pre_checkout_query.from.language_code = 'zh-hant';
    await deliver(server.app, update);
    expect(precheckAnswers()[0]?.error_message).toBe('此帳單已失效，請在應用程式中重新儲值。');
  });
});

describe('a successful payment', () => {
  it('credits the balance once when Telegram delivers it twice, with one message and a zero-sum ledger', async () => {
    const { token, telegramId, id } = await payer();
    const invoice = await createInvoice(server, token, 1000);
    const payload = await payloadOf(server, invoice.payment_no);
    const update = paymentUpdate({ telegramId, payload, stars: 1000, chargeId: `charge-${newKey()}` });
    await deliver(server.app, update);
    await deliver(server.app, update);
    await deliver(server.app, { ...update, update_id: update.update_id + 1000 });

    expect((await balanceOf(server, id, 'USDT')).available).toBe(13);
    expect(await paymentOf(token, invoice.payment_no)).toMatchObject({ status: 'paid', coin_amount: '13' });
    const ledger = await server.db.query('SELECT 1 FROM ledger_transactions WHERE kind = $1 AND reference = $2', [
      'stars_topup',
      invoice.payment_no,
    ]);
    expect(ledger).toHaveLength(1);
    const messages = await server.db.query<{ template: string }>(
      "SELECT template FROM messages WHERE user_id = $1 AND template = 'stars_credited'",
      [id],
    );
    expect(messages).toHaveLength(1);
    expect(bot.calls('refundStarPayment')).toHaveLength(0);
    expect(await ledgerProblems(server)).toEqual([]);
  });

  it('credits concurrent deliveries of one charge once', async () => {
    const { token, telegramId, id } = await payer();
    const invoice = await createInvoice(server, token, 100);
    const payload = await payloadOf(server, invoice.payment_no);
    const update = paymentUpdate({ telegramId, payload, stars: 100, chargeId: `charge-${newKey()}` });
    await Promise.all(Array.from({ length: 5 }, () => deliver(server.app, update)));
    expect((await balanceOf(server, id, 'USDT')).available).toBe(1.3);
  });

  it('gives back Stars paid for no creditable invoice, crediting nothing', async () => {
    const { token, telegramId, id } = await payer();
    const invoice = await createInvoice(server, token, 100);
    const payload = await payloadOf(server, invoice.payment_no);
    await deliver(server.app, paymentUpdate({ telegramId, payload, stars: 100, chargeId: 'first-charge' }));
    // the same link paid a second time (two checkouts passed pre-checkout before either was paid)
    await deliver(server.app, paymentUpdate({ telegramId, payload, stars: 100, chargeId: 'second-charge' }));
    await deliver(server.app, paymentUpdate({ telegramId, payload: 'unknown', stars: 100, chargeId: 'third-charge' }));
    expect((await balanceOf(server, id, 'USDT')).available).toBe(1.3);
    expect(bot.calls('refundStarPayment').map((call) => call.params)).toEqual([
      { user_id: telegramId, telegram_payment_charge_id: 'second-charge' },
      { user_id: telegramId, telegram_payment_charge_id: 'third-charge' },
    ]);
  });

  it('credits nothing for a wrong total or another payer', async () => {
    const { token, telegramId, id } = await payer();
    const other = await payer('other');
    const invoice = await createInvoice(server, token, 100);
    const payload = await payloadOf(server, invoice.payment_no);
    await deliver(server.app, paymentUpdate({ telegramId, payload, stars: 99, chargeId: `c-${newKey()}` }));
    await deliver(
      server.app,
      paymentUpdate({ telegramId: other.telegramId, payload, stars: 100, chargeId: `c-${newKey()}` }),
    );
    expect((await balanceOf(server, id, 'USDT')).available).toBe(0);
    expect((await balanceOf(server, other.id, 'USDT')).available).toBe(0);
    expect((await paymentOf(token, invoice.payment_no)).status).toBe('created');
    expect(bot.calls('refundStarPayment')).toHaveLength(2);
  });
});

describe('refunds', () => {
  async function paidPayment(stars = 100) {
    const user = await payer('refund');
    const invoice = await createInvoice(server, user.token, stars);
    const payload = await payloadOf(server, invoice.payment_no);
    const chargeId = `charge-${newKey()}`;
    await deliver(server.app, paymentUpdate({ telegramId: user.telegramId, payload, stars, chargeId }));
    return { ...user, invoice, chargeId };
  }

  it('gives the Stars back through the Bot API and reverses the credit, once', async () => {
    const { id, token, invoice, chargeId, telegramId } = await paidPayment(500);
    expect((await balanceOf(server, id, 'USDT')).available).toBe(6.5);
    const res = await refund(invoice.payment_no);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'refunded', payment_no: invoice.payment_no } });
    expect(bot.calls('refundStarPayment').map((call) => call.params)).toEqual([
      { user_id: telegramId, telegram_payment_charge_id: chargeId },
    ]);
    expect((await balanceOf(server, id, 'USDT')).available).toBe(0);
    expect((await paymentOf(token, invoice.payment_no)).status).toBe('refunded');

    const again = await refund(invoice.payment_no);
    expect(again.json()).toMatchObject({ code: 35025 });
    expect(bot.calls('refundStarPayment')).toHaveLength(1);
    const messages = await server.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND template = 'stars_refunded'",
      [id],
    );
    expect(messages).toHaveLength(1);
    expect(await ledgerProblems(server)).toEqual([]);
  });

  it('is refused when the credit was spent: no negative balance, nothing refunded', async () => {
    const { id, invoice } = await paidPayment(100);
    await server.db.tx(async (q) => {
      const shop = await systemAccount(q, 'test_spending');
      await postLedger(q, 'test_spend', 'stars', [
        { userId: id, part: 'available', symbol: 'USDT', amount: '-1' },
        { userId: shop, part: 'system', symbol: 'USDT', amount: '1' },
      ]);
    });
    const res = await refund(invoice.payment_no);
    expect(res.json()).toMatchObject({
      code: 35024,
      msg: 'Refund refused: the 1.3 USDT this payment credited is no longer in the balance.',
    });
    expect(bot.calls('refundStarPayment')).toHaveLength(0);
    expect((await balanceOf(server, id, 'USDT')).available).toBe(0.3);
    expect(await ledgerProblems(server)).toEqual([]);
  });

  it('keeps the credit when the Bot API refuses the refund', async () => {
    const { id, token, invoice } = await paidPayment(100);
    bot.once('refundStarPayment', () => ({ ok: false, error_code: 400, description: 'Bad Request: CHARGE_NOT_FOUND' }));
    expect((await refund(invoice.payment_no)).json()).toMatchObject({ code: 35020 });
    expect((await balanceOf(server, id, 'USDT')).available).toBe(1.3);
    expect((await paymentOf(token, invoice.payment_no)).status).toBe('paid');
  });

  it('refuses an unpaid payment, an unknown one, and a wrong agent token', async () => {
    const { token } = await payer();
    const invoice = await createInvoice(server, token, 100);
    expect((await refund(invoice.payment_no)).json()).toMatchObject({ code: 35025 });
    expect((await refund('SP00000000000')).json()).toMatchObject({ code: 35023 });
    expect((await refund(invoice.payment_no, 'wrong-token')).statusCode).toBe(401);
    expect((await refund('not-a-payment')).json().code).toBe(10003);
  });

  it('is what `npm run support -- stars-refund` does', async () => {
    const { id, invoice } = await paidPayment(250);
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const lines: string[] = [];
    const run = (args: string[]) =>
      runSupport(
        [...args, '--url', base],
        { SUPPORT_AGENT_TOKEN: DEV_SUPPORT_AGENT_TOKEN },
        {
          log: (line) => lines.push(line),
          error: (line) => lines.push(line),
        },
      );
    expect(await run(['stars-refund', invoice.payment_no])).toBe(0);
    expect(lines.at(-1)).toBe(`refunded ${invoice.payment_no}: 250 Stars back to the user, 3.25 USDT taken back`);
    expect((await balanceOf(server, id, 'USDT')).available).toBe(0);
    expect(await run(['stars-refund', invoice.payment_no])).toBe(1);
    expect(lines.at(-1)).toContain('refused: 35025');
    expect(await run(['stars-refund', 'nonsense'])).toBe(2);
  });

  it('reverses the credit once when Telegram reports a refund made elsewhere', async () => {
    const { id, token, invoice, chargeId, telegramId } = await paidPayment(100);
    const update = {
      update_id: 900_000 + Math.floor(Math.random() * 1000),
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: telegramId, type: 'private' as const },
        from: { id: telegramId, first_name: 'Payer' },
        refunded_payment: {
          currency: 'XTR',
          total_amount: 100,
          invoice_payload: await payloadOf(server, invoice.payment_no),
          telegram_payment_charge_id: chargeId,
        },
      },
    };
    await deliver(server.app, update);
    await deliver(server.app, update);
    expect((await balanceOf(server, id, 'USDT')).available).toBe(0);
    expect((await paymentOf(token, invoice.payment_no)).status).toBe('refunded');
    expect(await ledgerProblems(server)).toEqual([]);
  });
});
