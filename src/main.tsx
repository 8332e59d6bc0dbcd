import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { App } from '@/app/App';
import { pageNamespace, preloadPage } from '@/app/routeTable';
import { initialLanguage, persistLanguage } from '@/session/language';
import { watchLayout } from '@/app/layout';
import { preloadSessionCalls, startSession } from '@/session/session';
import { applyThemeClass, initialTheme, setTheme } from '@/session/theme';
import { applyTimeZone, initialTimeZone } from '@/session/timeZone';
import { initI18n } from '@/i18n';
import { platform } from '@/platform';
import { appState } from '@/state/app';

/** Boot (design.md section 2): platform -> language and theme -> session -> render. Nothing shows before the session check ends. */
async function boot() {
  preloadPage(location.pathname, preloadSessionCalls());
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
  await Promise.all([initI18n(lang, namespace ? [namespace] : []), startSession()]);

  watchLayout();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole screen: input stays responsive while the app starts (Total Blocking Time, issue 10).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void boot();
