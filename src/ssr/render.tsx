import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '@/app/App';
import { matchRoute, currentRoutes, setRouteSet } from '@/app/routeTable';
import { renderWithAnswers } from '@/api/bootData';
import { bootKey } from '@/contract/boot';
import type { PageRenderRequest, PageRenderResult } from '@/contract/render';
import { allNamespaces, i18n, initI18n } from '@/i18n';
import { withRequestCookies } from '@/shared/lib/cookies';
import { DocumentHeadContext } from '@/shared/lib/documentHead';
import { appState, type Lang } from '@/state/app';
import { userState } from '@/state/user';

/**
 * The server's render of a page's first screen, with the app's own components (built by Vite's SSR build into a
 * bundle of its own; the server loads it by path and imports nothing else of the app). The browser then renders the
 * same screen over it from the same answers, which the page carries.
 */

/** A screen whose calls depend on earlier answers draws at most this often before the page is sent. */
const MAX_PASSES = 4;

let i18nReady: Promise<unknown> | undefined;
const loadedLangs = new Map<Lang, Promise<unknown>>();

/** i18n started, and `lang` with every namespace loaded (once per language). */
async function texts(lang: Lang): Promise<void> {
  await (i18nReady ??= initI18n(lang));
  let loading = loadedLangs.get(lang);
  if (!loading) {
    loading = i18n.loadLanguages(lang).then(() => i18n.loadNamespaces(allNamespaces()));
    loadedLangs.set(lang, loading);
  }
  await loading;
}

/**
 * One synchronous pass over the app's global state (language, theme, user, route set): set for this request, then
 * drawn, with nothing else running in between, so renders of several requests may interleave their waits but never
 * their draws.
 */
function draw(
  request: PageRenderRequest,
  calls: Record<string, unknown>,
  wanted: Map<string, { path: string; body: object }>,
) {
  // with every text loaded, i18next switches synchronously
  void i18n.changeLanguage(request.lang);
  if (i18n.language !== request.lang) throw new Error(`texts of ${request.lang} not loaded`);
  appState.currentLang = request.lang;
  appState.currentTheme = request.theme;
  appState.inTelegram = request.telegram;
  appState.isPc = request.routeSet === 'desktop';
  userState.userInfo = request.profile;
  setRouteSet(request.routeSet);
  let title: string | undefined;
  const head = {
    setTitle: (named: string) => {
      title = named;
    },
  };
  const [path = '/', search = ''] = request.url.split('?');
  try {
    return { html: drawTree(request, calls, wanted, path, search, head), title: title ?? i18n.t('appName') };
  } finally {
    // the user is this request's alone: nothing of them stays in the server's memory for the next
    userState.userInfo = null;
  }
}

function drawTree(
  request: PageRenderRequest,
  calls: Record<string, unknown>,
  wanted: Map<string, { path: string; body: object }>,
  path: string,
  search: string,
  head: { setTitle: (title: string) => void },
): string {
  return withRequestCookies(request.cookies, () =>
    renderWithAnswers(
      { lang: request.lang, at: request.at, calls },
      (callPath, body) => {
        const key = bootKey(callPath, body);
        if (!Object.hasOwn(calls, key)) wanted.set(key, { path: callPath, body });
      },
      () =>
        renderToString(
          <DocumentHeadContext.Provider value={head}>
            <Router ssrPath={path} ssrSearch={search}>
              <App />
            </Router>
          </DocumentHeadContext.Provider>,
        ),
    ),
  );
}

/** Renders one page: draws, answers the calls the screen made without an answer, and draws again until none is left. */
export async function render(request: PageRenderRequest): Promise<PageRenderResult> {
  setRouteSet(request.routeSet);
  const path = request.url.split('?')[0] || '/';
  const route = matchRoute(currentRoutes(), path);
  // a screen behind sign-in is not drawn for a visitor (the app sends them to sign in)
  const drawsScreen = !route.requiresLogin || request.profile !== null;
  await Promise.all([texts(request.lang), drawsScreen ? route.page.preload() : null]);
  const calls: Record<string, unknown> = {};
  const asked = new Set<string>();
  for (let pass = 1; ; pass++) {
    const wanted = new Map<string, { path: string; body: object }>();
    const drawn = draw(request, calls, wanted);
    const fresh = [...wanted].filter(([key]) => !asked.has(key));
    if (!fresh.length || pass === MAX_PASSES) return { ...drawn, calls };
    await Promise.all(
      fresh.map(async ([key, call]) => {
        asked.add(key);
        const data = await request.answer(call.path, call.body);
        if (data !== undefined) calls[key] = data;
      }),
    );
  }
}
