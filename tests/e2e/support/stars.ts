import { expect, type Page } from '@playwright/test';
import { botRequests } from './botApi';
import { telegramEvents, type TelegramUser } from './telegram';

// A Stars payment as Telegram makes it: the invoice the app opened, the payload the server gave the fake Bot API, and
// the successful_payment update Telegram posts to the webhook.

/** The slug of the invoice the app asked the client to open (the newest web_app_open_invoice). */
export async function openedInvoice(page: Page): Promise<string> {
  await expect
    .poll(async () => (await telegramEvents(page)).some((event) => event.name === 'web_app_open_invoice'))
    .toBe(true);
  const opened = (await telegramEvents(page)).filter((event) => event.name === 'web_app_open_invoice').at(-1);
  return (opened!.params as { slug: string }).slug;
}

/**
 * The payload the server gave Telegram with the invoice whose link ends in `slug`: the fake answers its Nth
 * createInvoiceLink call with `$invoice-N`, so the call is found by its number, whatever else this worker paid.
 */
export async function payloadOf(slug: string, stars: number): Promise<string> {
  const number = Number(/^invoice-(\d+)$/.exec(slug)?.[1]);
  expect(number).toBeGreaterThan(0);
  const call = botRequests('createInvoiceLink')[number - 1];
  expect(call?.params).toMatchObject({ currency: 'XTR', prices: [{ amount: stars }] });
  return String(call!.params.payload);
}

export function successfulPayment(user: TelegramUser, payload: string, stars: number, chargeId: string) {
  return {
    message: {
      message_id: Math.floor(Math.random() * 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: { is_bot: false, ...user },
      successful_payment: {
        currency: 'XTR',
        total_amount: stars,
        invoice_payload: payload,
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: '',
      },
    },
  };
}
