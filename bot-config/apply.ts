/**
 * Applies bot-config/bot.json to the Telegram bot with the Bot API:
 * setMyCommands (per language), setMyDescription and setMyShortDescription (per language),
 * setChatMenuButton (the default menu button opens the web app).
 *
 *   BOT_TOKEN=123:abc WEBAPP_URL=https://app.example.com npx tsx bot-config/apply.ts
 *   WEBAPP_URL=https://app.example.com npx tsx bot-config/apply.ts --dry-run   (prints the calls, no network)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TELEGRAM_LAUNCH_PARAM } from '../src/contract/render';

export interface BotCommand {
  command: string;
  description: string;
}

export interface BotConfig {
  commands: { language_code: string | null; commands: BotCommand[] }[];
  descriptions: { language_code: string | null; description: string; short_description: string }[];
  menu_button: { type: 'web_app'; text: string; web_app: { url: string } };
}

export interface BotApiCall {
  method: 'setMyCommands' | 'setMyDescription' | 'setMyShortDescription' | 'setChatMenuButton';
  params: Record<string, unknown>;
}

export const CONFIG_PATH = fileURLToPath(new URL('./bot.json', import.meta.url));

export function loadBotConfig(path = CONFIG_PATH): BotConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as BotConfig;
}

/** Telegram opens mini apps only over HTTPS. */
export function checkWebAppUrl(url: string | undefined): string {
  if (!url) throw new Error('WEBAPP_URL is required (the https address the menu button opens)');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`WEBAPP_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`WEBAPP_URL must use https: ${url}`);
  return parsed.href;
}

/**
 * The mini app's address as the menu button opens it: marked as a Telegram launch, since the launch's own data travels
 * in the address's hash, which the server never sees, and the server draws a Telegram launch's page as Telegram shows
 * it (no back arrow of its own, the main button instead of the page's).
 */
export function markTelegramLaunch(address: string): string {
  const url = new URL(address);
  url.searchParams.set(TELEGRAM_LAUNCH_PARAM, '1');
  return url.href;
}

const withLanguage = (languageCode: string | null) => (languageCode ? { language_code: languageCode } : {});

/** The Bot API calls for a configuration, validated against the Bot API limits. Pure: no network. */
export function buildBotApiCalls(config: BotConfig, webAppUrl: string): BotApiCall[] {
  const url = checkWebAppUrl(webAppUrl);
  const calls: BotApiCall[] = [];
  for (const set of config.commands) {
    if (set.commands.length === 0 || set.commands.length > 100)
      throw new Error('a command list needs 1 to 100 commands');
    for (const { command, description } of set.commands) {
      if (!/^[a-z0-9_]{1,32}$/.test(command)) throw new Error(`invalid command name: ${command}`);
      if (description.length < 1 || description.length > 256) throw new Error(`command description length: ${command}`);
    }
    calls.push({ method: 'setMyCommands', params: { commands: set.commands, ...withLanguage(set.language_code) } });
  }
  for (const entry of config.descriptions) {
    if (entry.description.length > 512) throw new Error('description longer than 512 characters');
    if (entry.short_description.length > 120) throw new Error('short description longer than 120 characters');
    calls.push({
      method: 'setMyDescription',
      params: { description: entry.description, ...withLanguage(entry.language_code) },
    });
    calls.push({
      method: 'setMyShortDescription',
      params: { short_description: entry.short_description, ...withLanguage(entry.language_code) },
    });
  }
  const button = config.menu_button;
  if (!button.text || button.text.length > 64) throw new Error('menu button text needs 1 to 64 characters');
  calls.push({
    method: 'setChatMenuButton',
    params: {
      menu_button: {
        ...button,
        web_app: { url: markTelegramLaunch(button.web_app.url.replace('${WEBAPP_URL}', url.replace(/\/$/, ''))) },
      },
    },
  });
  return calls;
}

export async function applyCalls(calls: BotApiCall[], token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  for (const call of calls) {
    const response = await fetchImpl(`https://api.telegram.org/bot${token}/${call.method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(call.params),
    });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string };
    if (!body.ok) throw new Error(`${call.method} failed: ${body.description ?? response.status}`);
    console.log(`${call.method} ok`);
  }
}

async function main(argv: string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const calls = buildBotApiCalls(loadBotConfig(), process.env.WEBAPP_URL ?? '');
  if (dryRun) {
    for (const call of calls)
      console.log(`POST https://api.telegram.org/bot<BOT_TOKEN>/${call.method} ${JSON.stringify(call.params)}`);
    return;
  }
  const token = process.env.BOT_TOKEN;
  if (!token) throw new Error('BOT_TOKEN is required (or pass --dry-run)');
  await applyCalls(calls, token);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
