import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { StarsInvoice } from '@/contract/stars/types';
import type { TestServer } from '../../testing/harness';
import { dispatchTelegramUpdate, type TelegramUpdate } from '../telegram/updates';
import { once } from '../wallet/walletKit';

/** Helpers of the Stars tests (not a test file itself). */

let nextUpdateId = 1;
let nextTelegramId = 5_000_000_000 + Math.floor(Math.random() * 1_000_000);

/** Links a new Telegram account to `userId`, as a Telegram sign-in does; returns its Telegram id. */
export async function linkTelegram(server: TestServer, userId: number): Promise<number> {
  const telegramId = ++nextTelegramId;
  await server.db.query(
    "INSERT INTO third_accounts (user_id, platform, third_id, display_name) VALUES ($1, 'telegram', $2, 'Stars test')",
    [userId, String(telegramId)],
  );
  return telegramId;
}

/** Creates an invoice through the call; throws unless it succeeded. */
export async function createInvoice(server: TestServer, token: string, stars: number): Promise<StarsInvoice> {
  const res = await server.post<StarsInvoice>(contract.stars.createInvoice.path, { stars }, once(token));
  if (res.code !== 0) throw new Error(`create_invoice: ${res.code} ${res.msg}`);
  return res.data;
}

/** The payload the server gave Telegram for a payment (never sent to the app). */
export async function payloadOf(server: TestServer, paymentNo: string): Promise<string> {
  const [row] = await server.db.query<{ payload: string }>('SELECT payload FROM star_payments WHERE payment_no = $1', [
    paymentNo,
  ]);
  if (!row) throw new Error(`no payment ${paymentNo}`);
  return row.payload;
}

const user = (id: number) => ({ id, is_bot: false, first_name: 'Payer', language_code: 'en' });

export function preCheckoutUpdate(fields: {
  telegramId: number;
  payload: string;
  stars: number;
  currency?: string;
}): TelegramUpdate<'pre_checkout_query'> {
  return {
    update_id: nextUpdateId++,
    pre_checkout_query: {
      id: `pcq-${nextUpdateId}`,
      from: user(fields.telegramId),
      currency: fields.currency ?? 'XTR',
      total_amount: fields.stars,
      invoice_payload: fields.payload,
    },
  };
}

/** The message Telegram sends the bot once the Stars are taken. */
export function paymentUpdate(fields: {
  telegramId: number;
  payload: string;
  stars: number;
  chargeId: string;
  currency?: string;
}): TelegramUpdate<'message'> {
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: fields.telegramId, type: 'private' },
      from: user(fields.telegramId),
      successful_payment: {
        currency: fields.currency ?? 'XTR',
        total_amount: fields.stars,
        invoice_payload: fields.payload,
        telegram_payment_charge_id: fields.chargeId,
        provider_payment_charge_id: '',
      },
    },
  };
}

/** Hands an update to the handlers as the webhook does. */
export const deliver = (
  app: FastifyInstance,
  update: TelegramUpdate<'message'> | TelegramUpdate<'pre_checkout_query'>,
) => dispatchTelegramUpdate(app, 'message' in update ? 'message' : 'pre_checkout_query', update as TelegramUpdate);
