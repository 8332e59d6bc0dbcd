import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { App } from '@/app/App';
import { currentRouteSet, pageNamespace, preloadPage } from '@/app/routeTable';
import { ROUTE_SET_COOKIE } from '@/contract/render';
import { setCookie } from '@/shared/lib/cookies';
import { initialLanguage, persistLanguage } from '@/session/language';
import { watchLayout } from '@/app/layout';
import { preloadSessionCalls, startSession } from '@/session/session';
import { applyThemeClass, initialTheme, setTheme } from '@/session/theme';
import { applyTimeZone, initialTimeZone } from '@/session/timeZone';
import { initI18n } from '@/i18n';
import { platform } from '@/platform';
import { appState } from '@/state/app';

/** The app's first commit has replaced the screen the server drew: the page answers taps and typing from now on. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return children;
}

/**
 * Boot (docs/architecture.md): platform -> language and theme -> session -> render. Until the session check ends the
 * page shows the screen the server drew; the app's first render draws the same screen over it from the same answers.
 */
async function boot() {
  // the server draws the next page in the layout this browser shows
  setCookie(ROUTE_SET_COOKIE, currentRouteSet(), 365);
  const page = preloadPage(location.pathname, preloadSessionCalls());
  await platform.init();
  appState.inTelegram = platform.kind === 'telegram';

  const theme = initialTheme();
  // An explicit ?theme= is remembered; inside Telegram the client's scheme is followed, not stored.
  if (new URLSearchParams(location.search).has('theme')) setTheme(theme);
  else appState.currentTheme = theme;
  applyThemeClass(theme);
  platform.onColorSchemeChange((scheme) => {
    appState.currentTheme = scheme;
  });

  applyTimeZone(initialTimeZone());

  const lang = initialLanguage();
  persistLanguage(lang);
  const namespace = pageNamespace(location.pathname);
  // The screen's code as well: a first render that waited for it would replace the drawn screen with a skeleton.
  await Promise.all([initI18n(lang, namespace ? [namespace] : []), startSession(), page]);

  watchLayout();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole screen: input stays responsive while the app starts (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <TakeOver>
          <App />
        </TakeOver>
      </StrictMode>,
    ),
  );
}

// A task of its own: the entry's evaluation (a long task already) ends, and the browser may paint or take input,
// before the boot's work starts.
setTimeout(
  () =>
    void boot().catch((error: unknown) => {
      // the app could not start: the server's drawn page stays usable as a document rather than inert
      document.getElementById('root')?.removeAttribute('inert');
      throw error;
    }),
  0,
);
