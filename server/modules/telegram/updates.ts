import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db';

// The parts of the Bot API's Update objects the server reads (https://core.telegram.org/bots/api#update). Telegram
// sends more fields; they are kept as they come and ignored.

export interface TgUser {
  id: number;
  is_bot?: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
}

export interface TgChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  username?: string;
  first_name?: string;
  title?: string;
}

export interface TgSuccessfulPayment {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id: string;
}

export interface TgMessage {
  message_id: number;
  date: number;
  chat: TgChat;
  from?: TgUser;
  text?: string;
  successful_payment?: TgSuccessfulPayment;
  refunded_payment?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface TgPreCheckoutQuery {
  id: string;
  from: TgUser;
  currency: string;
  total_amount: number;
  invoice_payload: string;
}

export interface TgChatMember {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  user: TgUser;
}

export interface TgChatMemberUpdated {
  chat: TgChat;
  from: TgUser;
  date: number;
  old_chat_member: TgChatMember;
  new_chat_member: TgChatMember;
}

export interface TgCallbackQuery {
  id: string;
  from: TgUser;
  chat_instance: string;
  message?: TgMessage;
  data?: string;
}

export interface TgInlineQuery {
  id: string;
  from: TgUser;
  query: string;
  offset: string;
  chat_type?: string;
}

interface UpdateParts {
  message: TgMessage;
  pre_checkout_query: TgPreCheckoutQuery;
  my_chat_member: TgChatMemberUpdated;
  callback_query: TgCallbackQuery;
  inline_query: TgInlineQuery;
}

/** The kinds of update the server handles; Telegram sends only these (setWebhook's `allowed_updates`). */
export type TelegramUpdateKind = keyof UpdateParts;
export const TELEGRAM_UPDATE_KINDS: readonly TelegramUpdateKind[] = [
  'message',
  'pre_checkout_query',
  'my_chat_member',
  'callback_query',
  'inline_query',
];

/** An update of one kind: its `update_id` and the part named by the kind, already checked to have its shape. */
export type TelegramUpdate<K extends TelegramUpdateKind = TelegramUpdateKind> = { update_id: number } & {
  [P in K]: UpdateParts[P];
};

export interface TelegramUpdateContext {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
}

/**
 * Handles one update. Telegram delivers an update again until the webhook answers 200, so a handler must be
 * idempotent (an update seen twice changes nothing the second time). Throwing makes the webhook answer 500 and
 * Telegram redeliver: throw only for a failure worth retrying (the database), never for the update's content.
 */
export type TelegramUpdateHandler<K extends TelegramUpdateKind> = (
  update: TelegramUpdate<K>,
  context: TelegramUpdateContext,
) => Promise<void>;

type AnyHandler = (update: TelegramUpdate, context: TelegramUpdateContext) => Promise<void>;

const registries = new WeakMap<FastifyInstance, Map<TelegramUpdateKind, AnyHandler[]>>();

/**
 * Registers `handler` for updates of `kind` on `app` (the instance a module's index.ts receives). Several handlers of
 * one kind all run, in the order they were registered.
 */
export function onTelegramUpdate<K extends TelegramUpdateKind>(
  app: FastifyInstance,
  kind: K,
  handler: TelegramUpdateHandler<K>,
): void {
  let registry = registries.get(app);
  if (!registry) registries.set(app, (registry = new Map()));
  registry.set(kind, [...(registry.get(kind) ?? []), handler as unknown as AnyHandler]);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown, max = 4096): value is string => typeof value === 'string' && value.length <= max;
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

function isUser(value: unknown): value is TgUser {
  return (
    isObject(value) &&
    isId(value.id) &&
    isText(value.first_name, 256) &&
    optional(value.last_name, (v) => isText(v, 256)) &&
    optional(value.username, (v) => isText(v, 64)) &&
    optional(value.language_code, (v) => isText(v, 35))
  );
}

function isChat(value: unknown): value is TgChat {
  return (
    isObject(value) && isId(value.id) && ['private', 'group', 'supergroup', 'channel'].includes(value.type as string)
  );
}

function isSuccessfulPayment(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.currency, 8) &&
    isId(value.total_amount) &&
    isText(value.invoice_payload, 128) &&
    isText(value.telegram_payment_charge_id, 256) &&
    typeof value.provider_payment_charge_id === 'string'
  );
}

function isMessage(value: unknown): value is TgMessage {
  return (
    isObject(value) &&
    isId(value.message_id) &&
    isId(value.date) &&
    isChat(value.chat) &&
    optional(value.from, isUser) &&
    optional(value.text, (v) => isText(v)) &&
    optional(value.successful_payment, isSuccessfulPayment)
  );
}

const isMember = (value: unknown): value is TgChatMember =>
  isObject(value) &&
  isUser(value.user) &&
  ['creator', 'administrator', 'member', 'restricted', 'left', 'kicked'].includes(value.status as string);

const PART_CHECKS: { [K in TelegramUpdateKind]: (value: unknown) => value is UpdateParts[K] } = {
  message: isMessage,
  pre_checkout_query: (value): value is TgPreCheckoutQuery =>
    isObject(value) &&
    isText(value.id, 256) &&
    isUser(value.from) &&
    isText(value.currency, 8) &&
    isId(value.total_amount) &&
    isText(value.invoice_payload, 128),
  my_chat_member: (value): value is TgChatMemberUpdated =>
    isObject(value) &&
    isChat(value.chat) &&
    isUser(value.from) &&
    isId(value.date) &&
    isMember(value.old_chat_member) &&
    isMember(value.new_chat_member),
  callback_query: (value): value is TgCallbackQuery =>
    isObject(value) &&
    isText(value.id, 256) &&
    isUser(value.from) &&
    isText(value.chat_instance, 256) &&
    optional(value.message, isMessage) &&
    optional(value.data, (v) => isText(v, 64)),
  inline_query: (value): value is TgInlineQuery =>
    isObject(value) &&
    isText(value.id, 256) &&
    isUser(value.from) &&
    isText(value.query, 256) &&
    isText(value.offset, 64),
};

/**
 * The update's kind when `body` is an update of a handled kind with the shape the handlers rely on; null for anything
 * else (an unknown kind Telegram may add, or a body that is not an update at all).
 */
export function parseTelegramUpdate(body: unknown): { kind: TelegramUpdateKind; update: TelegramUpdate } | null {
  if (!isObject(body) || !isId(body.update_id) || body.update_id < 0) return null;
  for (const kind of TELEGRAM_UPDATE_KINDS) {
    if (body[kind] === undefined) continue;
    return PART_CHECKS[kind](body[kind]) ? { kind, update: body as TelegramUpdate } : null;
  }
  return null;
}

/** Runs every handler registered on `app` for the update's kind, one after the other; how many ran. */
export async function dispatchTelegramUpdate(
  app: FastifyInstance,
  kind: TelegramUpdateKind,
  update: TelegramUpdate,
  log: FastifyBaseLogger = app.log,
): Promise<number> {
  const handlers = registries.get(app)?.get(kind) ?? [];
  for (const handler of handlers) await handler(update, { db: app.db, config: app.config, log });
  return handlers.length;
}
