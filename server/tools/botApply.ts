/**
 * Applies bot-config/ to the bot through the Bot API (docs/telegram.md):
 *
 *   npm run bot:apply [-- --dry-run] [--force-webhook] [--config-dir bot-config]
 *
 * Reads the bot's commands, name, descriptions (per language) and menu button, and sets only what differs from
 * bot-config/, so a second run sets nothing. With PUBLIC_URL it also points the webhook at PUBLIC_URL/telegram/webhook
 * with BOT_WEBHOOK_SECRET and the update kinds the server handles. BOT_TOKEN (and BOT_API_URL) come from the
 * environment; MINI_APP_URL fills the menu button's address. Exit codes: 0 done, 1 a Bot API or config failure, 2 usage.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig, type ServerConfig } from '../config';
import { BotApiError, callBot } from '../lib/botApi';
import { TELEGRAM_UPDATE_KINDS } from '../modules/telegram/updates';
import { TELEGRAM_WEBHOOK_PATH } from '../modules/telegram/webhook';

export const USAGE = `usage: npm run bot:apply -- [--dry-run] [--force-webhook] [--config-dir bot-config]
environment: BOT_TOKEN (required), BOT_API_URL, MINI_APP_URL (the menu button's address),
             PUBLIC_URL and BOT_WEBHOOK_SECRET (set the webhook)`;

/** The folder of the bot's configuration, beside package.json. */
export const BOT_CONFIG_DIR = resolve(import.meta.dirname, '../../bot-config');

/** `default`: every language without its own entry (written in English); others: a two-letter ISO 639-1 code. */
type LanguageKey = 'default' | string;

export interface BotCommand {
  command: string;
  description: string;
}
export interface BotProfile {
  name: string;
  description: string;
  short_description: string;
}
export interface MenuButton {
  type: 'web_app';
  text: string;
  web_app: { url: string };
}

/** bot-config/ read and checked against the Bot API's limits. */
export interface BotSettings {
  commands: Record<LanguageKey, BotCommand[]>;
  profile: Record<LanguageKey, BotProfile>;
  /** null when MINI_APP_URL is not set: the menu button is left as it is. */
  menuButton: MenuButton | null;
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const LANGUAGE = /^(default|[a-z]{2})$/;
const COMMAND = /^[a-z0-9_]{1,32}$/;

function fail(file: string, problem: string): never {
  throw new Error(`bot-config/${file}: ${problem}`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(file: string, where: string, value: unknown, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || [...value].length > max)
    fail(file, `${where} must be text of 1 to ${max} characters`);
  return value;
}

function languages<T>(file: string, raw: unknown, read: (value: unknown, where: string) => T): Record<string, T> {
  if (!isObject(raw) || !('default' in raw)) fail(file, 'an object of languages with a "default" entry');
  const result: Record<string, T> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!LANGUAGE.test(key)) fail(file, `"${key}" is not "default" or a two-letter language code`);
    result[key] = read(value, key);
  }
  return result;
}

/** Reads bot-config/ (`dir`), filling the menu button's `${MINI_APP_URL}`; throws on anything the Bot API would refuse. */
export async function readBotSettings(dir: string, env: NodeJS.ProcessEnv): Promise<BotSettings> {
  const json = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(resolve(dir, file), 'utf8'));
    } catch (error) {
      return fail(file, `cannot be read as JSON (${(error as Error).message})`);
    }
  };
  const commands = languages('commands.json', await json('commands.json'), (list, lang) => {
    if (!Array.isArray(list) || list.length === 0 || list.length > 100)
      fail('commands.json', `${lang}: 1 to 100 commands`);
    return list.map((entry: unknown, index) => {
      const item = isObject(entry) ? entry : {};
      if (typeof item.command !== 'string' || !COMMAND.test(item.command))
        fail('commands.json', `${lang}[${index}].command: 1-32 of a-z, 0-9 and _`);
      return {
        command: item.command,
        description: text('commands.json', `${lang}[${index}].description`, item.description, 256),
      };
    });
  });
  const profile = languages('profile.json', await json('profile.json'), (entry, lang) => {
    const item = isObject(entry) ? entry : {};
    return {
      name: text('profile.json', `${lang}.name`, item.name, 64),
      description: text('profile.json', `${lang}.description`, item.description, 512),
      short_description: text('profile.json', `${lang}.short_description`, item.short_description, 120),
    };
  });
  const menu = await json('menu-button.json');
  if (!isObject(menu) || menu.type !== 'web_app' || typeof menu.url !== 'string')
    fail('menu-button.json', '{ "type": "web_app", "text": …, "url": … }');
  const buttonText = text('menu-button.json', 'text', menu.text, 64);
  let menuButton: MenuButton | null = null;
  const appUrl = env.MINI_APP_URL;
  if (appUrl || !menu.url.includes('${MINI_APP_URL}')) {
    const url = menu.url.replace('${MINI_APP_URL}', appUrl ?? '');
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (parsed?.protocol !== 'https:')
      fail('menu-button.json', `the url must be https (Telegram's rule), not "${url}"`);
    menuButton = { type: 'web_app', text: buttonText, web_app: { url: parsed.href } };
  }
  return { commands, profile, menuButton };
}

/** One Bot API set* call the run makes (or, dry, would make). */
export interface BotChange {
  method: string;
  params: Record<string, unknown>;
  /** What is set, for the printed plan. */
  label: string;
}

const langParams = (lang: LanguageKey) => (lang === 'default' ? {} : { language_code: lang });
const langLabel = (lang: LanguageKey) => (lang === 'default' ? 'default language' : lang);

/** Calls the Bot API, waiting out one 429's `retry_after` (at most a minute) before a second try. */
async function call<T>(config: BotApiConfig, method: string, params: object = {}): Promise<T> {
  try {
    return await callBot<T>(config, method, params);
  } catch (error) {
    if (!(error instanceof BotApiError) || error.errorCode !== 429 || error.retryAfter === undefined) throw error;
    await new Promise((done) => setTimeout(done, Math.min(error.retryAfter!, 60) * 1000));
    return callBot<T>(config, method, params);
  }
}

type BotApiConfig = Pick<ServerConfig, 'botApiUrl' | 'botToken' | 'botWebhookSecret'>;

export interface WebhookTarget {
  /** PUBLIC_URL: the server's public https origin. */
  publicUrl: string;
  /** Set it even when the url and update kinds match (a new secret cannot be seen through getWebhookInfo). */
  force: boolean;
}

/** Compares the bot's current settings with `settings`; the set* calls that would make them equal. */
export async function planBotChanges(
  config: BotApiConfig,
  settings: BotSettings,
  webhook: WebhookTarget | null,
): Promise<BotChange[]> {
  const changes: BotChange[] = [];
  for (const [lang, commands] of Object.entries(settings.commands)) {
    const current = await call<BotCommand[]>(config, 'getMyCommands', langParams(lang));
    const comparable = current.map(({ command, description }) => ({ command, description }));
    if (!isDeepStrictEqual(comparable, commands))
      changes.push({
        method: 'setMyCommands',
        params: { commands, ...langParams(lang) },
        label: `commands (${langLabel(lang)}): ${commands.map((c) => `/${c.command}`).join(' ')}`,
      });
  }
  for (const [lang, profile] of Object.entries(settings.profile)) {
    const fields = [
      ['getMyName', 'setMyName', 'name'],
      ['getMyDescription', 'setMyDescription', 'description'],
      ['getMyShortDescription', 'setMyShortDescription', 'short_description'],
    ] as const;
    for (const [getter, setter, field] of fields) {
      const current = await call<Record<string, string>>(config, getter, langParams(lang));
      if (current[field] !== profile[field])
        changes.push({
          method: setter,
          params: { [field]: profile[field], ...langParams(lang) },
          label: `${field.replace('_', ' ')} (${langLabel(lang)}): ${profile[field]}`,
        });
    }
  }
  if (settings.menuButton) {
    const current = await call<Record<string, unknown>>(config, 'getChatMenuButton', {});
    if (!isDeepStrictEqual(current, settings.menuButton))
      changes.push({
        method: 'setChatMenuButton',
        params: { menu_button: settings.menuButton },
        label: `menu button: "${settings.menuButton.text}" opens ${settings.menuButton.web_app.url}`,
      });
  }
  if (webhook) {
    const url = `${webhook.publicUrl}${TELEGRAM_WEBHOOK_PATH}`;
    const allowed = [...TELEGRAM_UPDATE_KINDS];
    const current = await call<{ url: string; allowed_updates?: string[] }>(config, 'getWebhookInfo');
    const same =
      current.url === url && isDeepStrictEqual([...(current.allowed_updates ?? [])].sort(), [...allowed].sort());
    if (!same || webhook.force)
      changes.push({
        method: 'setWebhook',
        params: { url, secret_token: config.botWebhookSecret, allowed_updates: allowed, drop_pending_updates: false },
        label: `webhook: ${url} (${allowed.join(', ')})`,
      });
  }
  return changes;
}

export interface ApplyOptions {
  config: BotApiConfig;
  settings: BotSettings;
  webhook: WebhookTarget | null;
  dryRun: boolean;
  out: Output;
}

/** Plans, prints and (unless dry) makes the changes; the changes planned. */
export async function applyBotSettings({ config, settings, webhook, dryRun, out }: ApplyOptions): Promise<BotChange[]> {
  const changes = await planBotChanges(config, settings, webhook);
  if (!settings.menuButton) out.log('menu button: left as it is (MINI_APP_URL is not set)');
  if (changes.length === 0) {
    out.log('the bot already matches bot-config/: nothing to set');
    return changes;
  }
  for (const change of changes) {
    out.log(`${dryRun ? 'would set' : 'set'} ${change.label}`);
    if (!dryRun) await call(config, change.method, change.params);
  }
  return changes;
}

/** The webhook to set from PUBLIC_URL: an https origin; null without PUBLIC_URL. Throws on a bad value or no secret. */
export function webhookTarget(
  env: NodeJS.ProcessEnv,
  config: Pick<ServerConfig, 'botWebhookSecret'>,
  force: boolean,
): WebhookTarget | null {
  if (!env.PUBLIC_URL) return null;
  let origin: URL | null = null;
  try {
    origin = new URL(env.PUBLIC_URL);
  } catch {
    origin = null;
  }
  if (origin?.protocol !== 'https:')
    throw new Error(`PUBLIC_URL=${env.PUBLIC_URL} must be an https address (Telegram's rule)`);
  if (!config.botWebhookSecret)
    throw new Error('PUBLIC_URL is set but BOT_WEBHOOK_SECRET is not: the server serves no webhook without a secret');
  return { publicUrl: origin.origin, force };
}

/** The command line: 0 done, 1 failed, 2 usage. */
export async function main(args: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let values: { 'dry-run'?: boolean; 'force-webhook'?: boolean; 'config-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'dry-run': { type: 'boolean' },
        'force-webhook': { type: 'boolean' },
        'config-dir': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    out.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    out.log(USAGE);
    return 0;
  }
  try {
    const config = loadConfig(env);
    if (!config.botToken) {
      out.error(`BOT_TOKEN is not set\n${USAGE}`);
      return 2;
    }
    const settings = await readBotSettings(values['config-dir'] ?? BOT_CONFIG_DIR, env);
    const webhook = webhookTarget(env, config, values['force-webhook'] ?? false);
    await applyBotSettings({ config, settings, webhook, dryRun: values['dry-run'] ?? false, out });
    return 0;
  } catch (error) {
    out.error(
      error instanceof BotApiError
        ? `Bot API ${error.method} refused: ${error.description}`
        : String((error as Error).message),
    );
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), process.env, console);
}
