import { platform } from './index';

/**
 * After a success worth coming back for (a purchase, a credited top-up): inside Telegram, the home-screen shortcut is
 * offered once on the device (tg/homeScreen.ts decides whether it ever is, and loads only here).
 */
export function offerHomeScreen(): void {
  if (platform.kind === 'telegram') void import('./tg/homeScreen').then((tg) => tg.offerHomeScreenOnce());
}
