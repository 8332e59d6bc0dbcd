import { isSafeInternalPath } from '@/shared/lib/url';
import { isRootPath } from './backNavigation';
import { platform } from './index';
import { storage } from './storage';

/**
 * The last screen inside Telegram: Android clients reload the mini app after the system reclaimed its webview, and it
 * comes back at the launch's address (the root, or the startapp screen), often without its session storage. The path
 * the user is on is kept for the launch (session storage at once, Telegram CloudStorage a moment later) and, when the
 * same launch comes back where it started and the user has not moved yet, the app goes to it.
 *
 * A record is `<launch> <path>`, the launch being the start of the init data's `hash` (the same for every reload of
 * one launch, new for every launch from the menu, a link or a button): a new launch never finds its own record, so it
 * starts at its own screen (its startapp link wins). One cloud key holds the latest record, so nothing piles up.
 * Loaded by PlatformBridge after the first render (never in the first load): the first screen is drawn at once, and
 * the kept one follows as soon as session storage (at once) or the cloud (1.5 s at most) answers.
 */

export const LAST_SCREEN_KEY = 'platform.lastScreen';
export const LAST_SCREEN_CLOUD_KEY = 'last_screen';
const CLOUD_DELAY_MS = 1000;
/** Screens never brought back: signing in belongs to the launch that needs it. */
const NOT_KEPT = /^\/(login|tgStart)(\/|$|\?)/;

/** The launch's id, from its init data's `hash`; null without init data. */
export function launchId(rawInitData: string | null): string | null {
  const hash = rawInitData ? new URLSearchParams(rawInitData).get('hash') : null;
  return hash ? hash.slice(0, 16) : null;
}

/** The path a record keeps for `launch`; null for another launch's record, a damaged one or a screen not kept. */
export function keptPath(record: string | null, launch: string): string | null {
  if (!record?.startsWith(`${launch} `)) return null;
  const path = record.slice(launch.length + 1);
  return isSafeInternalPath(path) && !NOT_KEPT.test(path) ? path : null;
}

const here = () => `${location.pathname}${location.search}`;
let started = false;

/**
 * Brings back this launch's last screen when the app is still where the launch opened it (`startTarget`, the
 * startapp screen routed just now, or else the root), then keeps every screen the user goes to. Once per page;
 * resolves the stop (tests).
 */
export async function keepLastScreen(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  startTarget: string | null,
): Promise<() => void> {
  const launch = launchId(platform.rawInitData());
  if (started || !launch) return () => {};
  started = true;
  const landing = startTarget ?? here();
  if (startTarget || isRootPath(landing)) {
    let kept = keptPath(storage.session.get(LAST_SCREEN_KEY), launch);
    if (!kept) {
      const { cloudGet } = await import('./tg/cloudStorage');
      kept = keptPath(await cloudGet(LAST_SCREEN_CLOUD_KEY), launch);
    }
    // The launch's own screen replaces nothing the user chose: only an untouched landing is replaced.
    if (kept && kept !== landing && here() === landing) navigate(kept, { replace: true });
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const record = () => {
    const value = `${launch} ${here()}`;
    if (storage.session.get(LAST_SCREEN_KEY) === value) return;
    storage.session.set(LAST_SCREEN_KEY, value);
    clearTimeout(timer);
    timer = setTimeout(
      () => void import('./tg/cloudStorage').then(({ cloudSet }) => cloudSet(LAST_SCREEN_CLOUD_KEY, value)),
      CLOUD_DELAY_MS,
    );
  };
  // wouter announces its navigations with these events; popstate is Back.
  const events = ['pushState', 'replaceState', 'popstate'];
  for (const event of events) addEventListener(event, record);
  record();
  return () => {
    for (const event of events) removeEventListener(event, record);
  };
}
