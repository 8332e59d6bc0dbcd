import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { goBack, isRootPath, ROOT_PATHS, takeStartPath } from './backNavigation';
import { trackHistory } from './history';
import { platform } from './index';
import { useBackOverride } from './pageBack';
import { subscribeNoticeHaptics } from './noticeHaptics';

interface PlatformBridgeProps {
  /** Screens without a back button; default '/' and '/home'. */
  rootPaths?: readonly string[];
}

/**
 * Connects the launch context to the router. Render once inside the wouter router, after
 * `await platform.init()`. Inside Telegram it: tells the client the app is ready once its first frame is painted, shows the back button
 * on every screen but the root (it goes back through in-app history, or to the screen's parent) unless the page's
 * `<Page back>` says otherwise (none, or its own handler: see pageBack.ts), routes the startapp
 * parameter once at launch, and plays haptics for success/error/warning notices. Elsewhere it only
 * calls the (no-op) ready().
 */
export function PlatformBridge({ rootPaths = ROOT_PATHS }: PlatformBridgeProps) {
  const [location, navigate] = useLocation();
  const inTelegram = platform.kind === 'telegram';
  const override = useBackOverride();

  // Once the app's first frame is on screen (the frame after the one this effect precedes), not after its data:
  // Telegram then swaps its placeholder for that frame.
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => platform.ready());
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // Before the startapp effect, so the entry it pushes is counted as in-app history.
  useEffect(() => (inTelegram ? trackHistory() : undefined), [inTelegram]);

  // The startapp screen replaces the launch entry: it is the launch's first screen, so Back leads to its parent.
  useEffect(() => {
    if (!inTelegram) return;
    const target = takeStartPath(platform.startPath());
    if (target && target !== `${window.location.pathname}${window.location.search}`)
      navigate(target, { replace: true });
    // After the first render, so the first screen is not held up: a reload of this launch comes back to its screen.
    void import('./lastScreen').then((last) => last.keepLastScreen(navigate, target));
  }, [inTelegram, navigate]);

  useEffect(() => {
    if (!inTelegram) return;
    if (override?.mode === 'handler') return platform.showBackButton(override.run);
    if (override?.mode === 'none' || isRootPath(location, rootPaths)) {
      platform.hideBackButton();
      return;
    }
    return platform.showBackButton(() => void goBack(navigate));
  }, [inTelegram, location, navigate, rootPaths, override]);

  useEffect(() => (inTelegram ? subscribeNoticeHaptics((kind) => platform.haptic(kind)) : undefined), [inTelegram]);

  return null;
}

/**
 * Inside Telegram, keeps the swipe that closes the mini app off while the calling component is shown (and `active`):
 * for what drags or scrolls sideways (carousels, charts, the goods grid), where a slanted drag would otherwise close
 * the app. Swipes come back when the last such component unmounts. A no-op elsewhere. (Here, in the
 * first screen's code already, so the screens that use it load no chunk of their own for it.)
 */
export function useHoldVerticalSwipes(active = true): void {
  useEffect(() => (active ? platform.holdVerticalSwipes() : undefined), [active]);
}
