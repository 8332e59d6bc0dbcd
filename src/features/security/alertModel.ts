import type { AlertSettingsRes } from '@/contract';

/**
 * Where the chat alerts of /setting stand, for what the section says above its switches:
 * - `allowed`: the bot may write; the switches decide.
 * - `ask`: inside Telegram, the bot may not write yet: "Allow" asks (requestWriteAccess), as turning an alert on does.
 * - `open_telegram`: outside Telegram, the bot may not write: alerts need the Telegram app (a link to the bot).
 */
export type AlertAccess = 'allowed' | 'ask' | 'open_telegram';

export function alertAccess(settings: Pick<AlertSettingsRes, 'write_access'>, inTelegram: boolean): AlertAccess {
  if (settings.write_access) return 'allowed';
  return inTelegram ? 'ask' : 'open_telegram';
}

/** Turning a kind on inside Telegram while the bot may not write asks for the permission first. */
export const asksBeforeTurningOn = (enabled: boolean, access: AlertAccess) => enabled && access === 'ask';

/** The bot's chat (`https://t.me/<bot>`), or null when the server names no bot. */
export const botChatUrl = (botUsername: string | null) =>
  botUsername && /^[A-Za-z0-9_]{3,64}$/.test(botUsername) ? `https://t.me/${botUsername}` : null;
