import { createHmac } from 'node:crypto';
import { devFeaturesOn, type ServerConfig } from './config';

type TokenInputs = Pick<
  ServerConfig,
  'botToken' | 'nodeEnv' | 'host' | 'devFeaturesForced' | 'signSecret' | 'dataDir' | 'databaseUrl' | 'databaseSchema'
>;

/**
 * Without BOT_TOKEN, outside production, Telegram sign-in still works on a developer's machine: main.ts and
 * dev.ts use this development bot token, derived from the signing secret and the database's location. It is the
 * same at every start for one database (a reloaded webview's init data stays valid across restarts) and differs
 * for another; it checks the init data /dev/telegram signs, while a real bot's launches need the real BOT_TOKEN.
 * Null when BOT_TOKEN is set, and always in production.
 */
export function devBotToken(config: TokenInputs): string | null {
  if (config.botToken || !devFeaturesOn(config)) return null;
  const where = config.databaseUrl ? `${config.databaseUrl}\n${config.databaseSchema ?? ''}` : config.dataDir;
  const mac = createHmac('sha256', config.signSecret).update(`dev-bot-token\n${where}`).digest();
  // Shaped like a real token: a numeric bot id, a colon, 35 characters of [A-Za-z0-9_-].
  const botId = 1_000_000_000 + (mac.readUInt32BE(0) % 1_000_000_000);
  return `${botId}:${mac.subarray(4).toString('base64url').slice(0, 35)}`;
}

/** The configuration with the development bot token filled in, and the one line to print about it (or null). */
export function withDevBotToken<T extends TokenInputs>(config: T): { config: T; notice: string | null } {
  const token = devBotToken(config);
  if (!token) return { config, notice: null };
  return {
    config: { ...config, botToken: token },
    notice: `BOT_TOKEN is unset: Telegram init data is checked with a development token (${token})`,
  };
}
