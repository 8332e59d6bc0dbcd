import { expect, test, type APIRequestContext, type Page, type Request } from './support/test';
import type { Goods } from '../../src/contract/nftMarket/types';
import { apiCall, contract, signInAgainByApi, useToken } from './support/api';
import { loadAppRoutes, type AppRoute } from './support/routes';
import { SIZES } from './support/screens';
import { simulatorUrl } from './support/simulator';
import { uniqueTelegramUser, type TelegramUser } from './support/telegram';

/**
 * No route logs a React warning, a hydration mismatch, an uncaught error or any console warning or error nobody
 * explained. Every route of the app's route table is opened by a full page load (the way a shared link or a
 * reload meets the server's first screen) at least twice: once on the phone's route set (390 px, in a browser or
 * inside the simulated Telegram client at /dev/telegram) and once on the desktop set (1440 px). Light and dark and the
 * four languages rotate over the routes so that, over the run, every combination of surface, theme and language is
 * met; routes behind sign-in are opened signed in, public ones as a visitor.
 *
 * What a production build still prints: the e2e runs against `vite build` output, where React strips its development
 * warnings (keys, updates during render, `Warning: …`, the development hydration diff, and any attribute or style
 * mismatch, which production hydration does not even compare). React 19 still reports, through the root's default
 * handlers: a text or element mismatch while hydrating as a recoverable error #418 ("Hydration failed …", args `text`
 * or `HTML`; React 18's #425 for text is gone), #422/#423 when an error made a boundary or the root fall back to
 * client rendering, #419 for a boundary the server gave up on; each goes to `reportError`, so it arrives here as a
 * `pageerror` "Minified React error #418; visit https://react.dev/errors/418…". An error a boundary caught comes as
 * console.error, an uncaught render error (#185 too many re-renders, …) as a `pageerror`. All of them match REACT
 * below and fail whatever the allowances say. (This holds while the root keeps React's default onRecoverableError, or
 * one that logs.)
 */

const ROUTES = await loadAppRoutes();

const THEMES = ['light', 'dark'] as const;
const LANGS = ['en', 'ko', 'zh-TW', 'zh-CN'] as const;
const SURFACES = ['mobile', 'desktop', 'telegram'] as const;
type Theme = (typeof THEMES)[number];
type Lang = (typeof LANGS)[number];
type Surface = (typeof SURFACES)[number];

interface Visit {
  route: AppRoute;
  surface: Surface;
  theme: Theme;
  lang: Lang;
}

/**
 * Each route twice: first on the phone set, every third one of those inside Telegram, then on the desktop set. Theme
 * and language run through their 8 pairs route by route (the desktop visit a step ahead, in the other theme), so over
 * any 24 consecutive routes each surface meets each theme and language, and no route is seen twice the same way.
 */
function planVisits(routes: readonly AppRoute[]): Visit[] {
  return routes.flatMap((route, i) => {
    const step = Math.floor(i / 2);
    const phone: Visit = {
      route,
      surface: i % 3 === 2 ? 'telegram' : 'mobile',
      theme: THEMES[i % 2]!,
      lang: LANGS[step % 4]!,
    };
    const desktop: Visit = { route, surface: 'desktop', theme: THEMES[(i + 1) % 2]!, lang: LANGS[(step + 1) % 4]! };
    return [phone, desktop];
  });
}

const VISITS = planVisits(ROUTES);
const comboOf = (visit: Visit) => `${visit.surface} ${visit.theme} ${visit.lang}`;

/** The route's login rule on the set the visit opens (a 'mobile' rule binds only the phone set). */
const needsSignIn = (visit: Visit) =>
  visit.route.hasPage &&
  (visit.route.login === 'always' || (visit.route.login === 'mobile' && visit.surface !== 'desktop'));

/** The seed's real ids for the routes that show one thing (a token, a collection, a record). */
interface Seed {
  token: string;
  erc721: Goods;
  erc1155: Goods;
  eventId: number;
}

let seed: Promise<Seed> | undefined;

/**
 * Signs in the demo account with a history (its lists fill the screens) once per worker; a worker that starts again
 * after a failure asks for its second code past the resend wait.
 */
function seedOf(request: APIRequestContext): Promise<Seed> {
  seed ??= (async () => {
    const token = await signInAgainByApi(request, 'demo1@example.com');
    const listed = async (erc: 'ERC721' | 'ERC1155') => {
      const res = await apiCall(request, contract.nftMarket.search, {
        sort: 2,
        page_size: 20,
        filter: { erc_type: erc },
      });
      const goods = res.data.list.find((row) => row.verified && row.order_no);
      if (!goods) throw new Error(`no listed ${erc} token in the seed`);
      return goods;
    };
    const events = await apiCall(request, contract.finance.transactionEventList, { page: 1, page_size: 1 }, token);
    const event = events.data.list[0];
    if (!event) throw new Error('the demo account has no wallet event');
    return { token, erc721: await listed('ERC721'), erc1155: await listed('ERC1155'), eventId: event.id };
  })();
  return seed;
}

/** The query a route needs to show something real rather than its "not found" state. */
function queryOf(path: string, s: Seed): string {
  const token = (g: Goods) => `symbol=${g.symbol}&token_id=${g.token_id}`;
  const queries: Record<string, string> = {
    '/asset/coinDetail': 'symbol=USDT',
    '/asset/tradeDetail': `kind=event&id=${s.eventId}`,
    '/asset/deposit': 'symbol=USDT&chain=TRC20',
    '/asset/withdraw': 'symbol=USDT&chain=TRC20',
    '/asset/send': 'symbol=USDT',
    '/asset/swap': 'from=USDT&to=BTC',
    '/asset/buy': 'symbol=USDT',
    '/nft/nftCollection': `symbol=${s.erc721.symbol}`,
    '/nft/symbolDetail': `symbol=${s.erc721.symbol}`,
    '/nft/detail721': token(s.erc721),
    '/nft/buy': `${token(s.erc721)}&order_no=${s.erc721.order_no}`,
    '/nft/detail1155': token(s.erc1155),
    '/nft/detail1156': token(s.erc1155),
    '/nft/detail1155/buy': `${token(s.erc1155)}&order_no=${s.erc1155.order_no}`,
    '/nft/detail1155/fastBuy': token(s.erc1155),
    '/thirdAuthorize': 'app_id=seraph-survivor&source=game',
  };
  return queries[path] ?? '';
}

/** A browser visit's address: the route with its query, and the theme and language asked for by the link. */
function browserUrl(visit: Visit, s: Seed): string {
  const query = new URLSearchParams(queryOf(visit.route.path, s));
  query.set('theme', visit.theme);
  query.set('lang', visit.lang);
  return `${visit.route.path}?${query}`;
}

interface Logged {
  where: string;
  kind: string;
  text: string;
}

/**
 * React's own messages, in development (`Warning: …`, keys, updates during render, hydration diffs) and in
 * production (minified errors with their react.dev link): never allowed.
 */
const REACT =
  /Warning: |hydrat|did not match|unique "?key"? prop|Each child in a list should have a unique|Cannot update a component while rendering|Minified React error|react\.dev\/errors\//i;

/** Console errors a screen means: each bound to where it happens, with why it is right. */
interface Allowance {
  where: RegExp;
  kind: 'error' | 'warning' | 'assert' | 'pageerror';
  text: RegExp;
  why: string;
}
/**
 * None today: on the routes as opened here (real ids from the seed, the demo account with a history, a Telegram user
 * signed in by the launch) no screen logs a warning or an error. A refusal a screen explains (the Telegram launch
 * refused, `[session] …`) or an expected 4xx (`Failed to load resource`) belongs here, bound to its route and text.
 */
const ALLOWED: readonly Allowance[] = [];

const allowed = (entry: Logged, allowances: readonly Allowance[]) =>
  !REACT.test(entry.text) &&
  allowances.some(
    (allowance) =>
      allowance.kind === entry.kind && allowance.where.test(entry.where) && allowance.text.test(entry.text),
  );

/** Collects the page's (and its frames') console warnings and errors and uncaught errors, each with the visit. */
function listen(page: Page) {
  const logged: Logged[] = [];
  let where = '';
  page.on('console', (message) => {
    const kind = message.type();
    if (kind !== 'error' && kind !== 'warning' && kind !== 'assert') return;
    const source = message.location().url;
    logged.push({ where, kind, text: `${message.text()}${source ? ` (${source})` : ''}` });
  });
  page.on('pageerror', (error) => logged.push({ where, kind: 'pageerror', text: `${error.name}: ${error.message}` }));

  // Requests in flight, to tell when a screen has loaded what it asks for. The live-updates stream never ends.
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    logged,
    note(kind: string, text: string) {
      logged.push({ where, kind, text });
    },
    at(label: string) {
      where = label;
      open.clear();
      lastChange = Date.now();
    },
    /** Until nothing has been in flight for `quietMs` (a screen that keeps polling is taken as it is after 5 s). */
    async quiet(quietMs = 100) {
      const until = Date.now() + 5000;
      while (Date.now() < until && (open.size > 0 || Date.now() - lastChange < quietMs))
        await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

type Listener = ReturnType<typeof listen>;

/**
 * Whether React has taken over the document's `main`: React marks each element it created or hydrated with its fiber
 * (an own `__reactFiber$…` key), so server markup alone does not count, and a mismatch reported at the hydration's
 * commit has been reported by then.
 */
const appTookOver = () => {
  const main = document.querySelector('main');
  return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
};

/** How long a screen may take to render after its page loaded, on a busy CI machine. */
const TAKEOVER_MS = 10_000;

/** Opens the visit by a full page load; false (and the reason logged) when the app never rendered. */
async function openVisit(page: Page, listener: Listener, visit: Visit, s: Seed, telegramUser: TelegramUser) {
  listener.at(`${visit.route.path} [${comboOf(visit)}]`);
  const query = queryOf(visit.route.path, s);
  try {
    if (visit.surface === 'telegram') {
      const path = `${visit.route.path}${query ? `?${query}` : ''}`;
      await page.goto(simulatorUrl({ path, user: telegramUser, scheme: visit.theme, lang: visit.lang }), {
        waitUntil: 'domcontentloaded',
      });
      // the app tells the client it is ready after its first frame is painted
      const ready = page.locator('#tg-events').getByText('web_app_ready', { exact: true }).first();
      await ready.waitFor({ timeout: TAKEOVER_MS });
      await page.frame({ name: 'app' })!.waitForFunction(appTookOver, undefined, { timeout: TAKEOVER_MS });
    } else {
      await page.goto(browserUrl(visit, s), { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(appTookOver, undefined, { timeout: TAKEOVER_MS });
    }
  } catch (error) {
    listener.note('timeout', `the app did not render the screen: ${String(error).split('\n')[0]}`);
    return false;
  }
  // the visit counts for its combination, and as signed in, only if the screen shows it (a route may force its theme)
  const app = visit.surface === 'telegram' ? page.frame({ name: 'app' })! : page.mainFrame();
  const shown = await app.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains('dark'),
    forced: document.documentElement.classList.contains('theme-forced'),
  }));
  if (shown.lang !== visit.lang || (!shown.forced && shown.dark !== (visit.theme === 'dark')))
    listener.note('combination', `shown in ${shown.lang}, ${shown.dark ? 'dark' : 'light'}`);
  if (needsSignIn(visit) && ['/login', '/tgStart'].includes(shown.path))
    listener.note('sign-in', `sent to ${shown.path}: the visit was not signed in`);
  await listener.quiet();
  return true;
}

function report(logged: readonly Logged[], allowances = ALLOWED): string {
  return logged
    .filter((entry) => !allowed(entry, allowances))
    .map((entry) => `${entry.where}  ${entry.kind}: ${entry.text}`)
    .join('\n');
}

test('the plan opens every route at least twice, differently, and meets every combination', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(24);
  for (const route of ROUTES) {
    const combos = new Set(VISITS.filter((visit) => visit.route === route).map(comboOf));
    expect(combos.size, route.path).toBeGreaterThanOrEqual(2);
    expect(
      VISITS.some((visit) => visit.route === route && visit.surface !== 'desktop'),
      route.path,
    ).toBe(true);
    expect(
      VISITS.some((visit) => visit.route === route && visit.surface === 'desktop'),
      route.path,
    ).toBe(true);
  }
  const met = new Set(VISITS.map(comboOf));
  for (const surface of SURFACES)
    for (const theme of THEMES)
      for (const lang of LANGS) expect(met, `${surface} ${theme} ${lang}`).toContain(`${surface} ${theme} ${lang}`);
});

/** What React 19's production build reports for a hydration mismatch (a `pageerror`), and a development warning. */
const REACT_PRODUCTION_MISMATCH =
  'Minified React error #418; visit https://react.dev/errors/418?args[]=HTML&args[]= for the full message';
const REACT_DEV_WARNING = 'Warning: Each child in a list should have a unique "key" prop.';

test('the check hears React from the page and from the app inside the Telegram client', async ({ page }) => {
  const listener = listen(page);
  const raise = (messages: string[]) => {
    reportError(new Error(messages[0]));
    console.error(messages[1]);
  };
  const probe = [REACT_PRODUCTION_MISMATCH, REACT_DEV_WARNING];
  listener.at('/ [browser probe]');
  await page.goto('/');
  await page.waitForFunction(appTookOver);
  await page.evaluate(raise, probe);
  listener.at('/ [telegram probe]');
  await page.goto(simulatorUrl({ path: '/' }));
  await page.locator('#tg-events').getByText('web_app_ready', { exact: true }).first().waitFor();
  await page.frame({ name: 'app' })!.evaluate(raise, probe);
  await expect.poll(() => listener.logged.length).toBe(4);
  // React's messages fail even where an allowance would let any message through
  const everything = (['error', 'pageerror'] as const).map((kind) => ({ where: /./, kind, text: /./, why: 'probe' }));
  const text = report(listener.logged, everything);
  for (const where of ['browser', 'telegram']) {
    expect(text).toContain(`/ [${where} probe]  pageerror: Error: ${REACT_PRODUCTION_MISMATCH}`);
    expect(text).toContain(`/ [${where} probe]  error: ${REACT_DEV_WARNING}`);
  }
});

// The passes are independent (each opens its own screens, the seed is read once per worker): both workers share them.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const PASSES: { name: string; surface: Surface; signedIn: boolean }[] = [
  { name: 'phone, visitor', surface: 'mobile', signedIn: false },
  { name: 'phone, signed in', surface: 'mobile', signedIn: true },
  // the launch's init data signs its Telegram user in: every route there, public or not, is opened signed in
  { name: 'inside Telegram', surface: 'telegram', signedIn: true },
  { name: 'desktop, visitor', surface: 'desktop', signedIn: false },
  { name: 'desktop, signed in', surface: 'desktop', signedIn: true },
];

for (const pass of PASSES) {
  test(`no React warning, hydration mismatch or unexplained console error: ${pass.name}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const visits = VISITS.filter(
      (visit) =>
        visit.surface === pass.surface && (pass.surface === 'telegram' || needsSignIn(visit) === pass.signedIn),
    );
    const s = await seedOf(request);
    await page.setViewportSize(pass.surface === 'desktop' ? SIZES.desktop : SIZES.mobile);
    if (pass.signedIn && pass.surface !== 'telegram') await useToken(page.context(), baseURL!, s.token);
    const listener = listen(page);
    const telegramUser = uniqueTelegramUser('console');
    // an app that no longer renders fails on its first screen, with what it logged, rather than on the time limit
    for (const visit of visits) if (!(await openVisit(page, listener, visit, s, telegramUser))) break;
    test.info().annotations.push({ type: 'visits', description: String(visits.length) });
    const text = report(listener.logged);
    expect(text, `console problems on ${pass.name}`).toBe('');
  });
}
