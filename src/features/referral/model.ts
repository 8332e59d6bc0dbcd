import type { ReferralMineRes } from '@/contract/referral/types';
import { encodeStartApp, startAppLink } from '@/domain/startapp';

/**
 * The links that carry a referral code: the mini app's (`t.me/<bot>/<app>?startapp=…`, the code inside the start
 * param Telegram signs) when the server has a bot, and the browser's sign-in screen with `?ref=` (kept through the
 * sign-up and claimed for the new account).
 */
export function referralLinks(mine: ReferralMineRes, origin: string): { telegram: string | null; web: string } {
  const param = mine.bot_username ? encodeStartApp('/', mine.code) : null;
  return {
    telegram: param ? startAppLink(mine.bot_username, mine.mini_app_name, param) : null,
    web: `${origin}/login?ref=${encodeURIComponent(mine.code)}`,
  };
}

/** The fee share as a percentage for the screen ("20"), from its decimal ("0.2"). */
export function sharePercent(feeShare: string): string {
  const value = Number(feeShare) * 100;
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0';
}

/** Where a browser sign-up keeps the `?ref=` it arrived with until the new account exists. */
export const PENDING_REF_KEY = 'pendingReferral';
/** A referral code as the server makes them. */
export const isReferralCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9]{8}$/.test(value);
