import { expect, test, type Page } from './support/test';
import { animationsSettled } from './support/animations';
import { countNodes, formatViolations, seriousViolations, type AxeViolation } from './support/axe';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { loadAppRoutes, type AppRoute } from './support/routes';
import { DARK_THEME, openInTelegram } from './support/telegram';

/**
 * Accessibility: no serious or critical WCAG 2.1 A/AA violation (axe) on any screen, in
 * both themes. The screens come from the app's route table, so a route an area adds joins this check by
 * itself: every route with its own page, visitor routes as a visitor and login routes signed in (by API), and
 * one "coming soon" route of each kind (they all share one screen). Browsers keep pinch zoom.
 */
const ROUTES = await loadAppRoutes();
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const needsLogin = (route: AppRoute) => route.login !== 'never'; // 'mobile' too: this check runs on the mobile set
const firstComingSoon = (routes: AppRoute[]) => routes.filter((route) => !route.hasPage).slice(0, 1);
const withPages = (routes: AppRoute[]) => routes.filter((route) => route.hasPage);

const visitorRoutes = ROUTES.filter((route) => !needsLogin(route));
const loginRoutes = ROUTES.filter(needsLogin);
const VISITOR_PATHS = [...withPages(visitorRoutes), ...firstComingSoon(visitorRoutes)].map((route) => route.path);
// Home looks different signed in (balances, account menu): it is checked both ways.
const SIGNED_IN_PATHS = ['/', ...[...withPages(loginRoutes), ...firstComingSoon(loginRoutes)].map((r) => r.path)];

async function useTheme(page: Page, baseURL: string, theme: Theme) {
  await page.context().addCookies([{ name: 'currentTheme', value: theme, url: baseURL }]);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
}

/** Crossing the layout breakpoint reloads the app (src/app/layout.ts): resize away from it, not under a navigation. */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(size);
}

/** Waits until the screen shows its content: the page is there, requests are done, no skeleton is left. */
async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // With no request in flight for half a second, a skeleton left now waits for nothing more than a render: a
  // screen that stays busy (a detail page opened without its token) is checked as it is, after a short grace.
  await page
    .locator('[aria-busy="true"], .skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 1000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await animationsSettled(page); // transitions (opacity) end before contrast is measured
}

/** Opens each path, runs axe, and fails once with every screen's violations listed. */
async function checkScreens(page: Page, label: string, paths: readonly string[], open?: (page: Page) => Promise<void>) {
  const report: string[] = [];
  const counts: Record<string, number> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      if (open) await open(page);
      const violations: AxeViolation[] = await seriousViolations(page);
      counts[path] = countNodes(violations);
      const text = formatViolations(`${label} ${path}`, violations);
      if (text) report.push(text);
    });
  }
  test.info().annotations.push({ type: 'axe serious+critical elements', description: JSON.stringify(counts) });
  expect(report.join('\n\n'), `axe found serious/critical violations on ${report.length} screens`).toBe('');
}

// The file's tests run on any worker, and each list of screens is checked in parts, so that both workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
const PARTS = 3;
const partsOf = (paths: readonly string[]) =>
  Array.from({ length: PARTS }, (_, part) => paths.filter((_, index) => index % PARTS === part));

test('the route table gives the check its screens', () => {
  // Guards the derivation: the real pages of all areas are visited, and each login rule is covered.
  expect(VISITOR_PATHS).toEqual(expect.arrayContaining(['/', '/login', '/help', '/setting']));
  expect(SIGNED_IN_PATHS).toEqual(expect.arrayContaining(['/personal', '/my-devices', '/setPay', '/passkey']));
  expect(ROUTES.length).toBeGreaterThan(VISITOR_PATHS.length + SIGNED_IN_PATHS.length);
  // the parts together are the whole lists, each screen once
  expect(partsOf(VISITOR_PATHS).flat().sort()).toEqual([...VISITOR_PATHS].sort());
  expect(partsOf(SIGNED_IN_PATHS).flat().sort()).toEqual([...SIGNED_IN_PATHS].sort());
});

for (const theme of THEMES) {
  partsOf(VISITOR_PATHS).forEach((paths, part) => {
    test(`visitor screens have no serious violations (${theme}, part ${part + 1} of ${PARTS})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(MOBILE);
      await useTheme(page, baseURL!, theme);
      await checkScreens(page, `visitor ${theme}`, paths);
    });
  });

  partsOf(SIGNED_IN_PATHS).forEach((paths, part) => {
    test(`signed-in screens have no serious violations (${theme}, part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('a11y')));
      await page.setViewportSize(MOBILE);
      await useTheme(page, baseURL!, theme);
      await checkScreens(page, `signed-in ${theme}`, paths);
    });
  });

  test(`drawers and the desktop layout have no serious violations (${theme})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(MOBILE);
    await useTheme(page, baseURL!, theme);
    await checkScreens(page, `nav drawer ${theme}`, ['/'], async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('nav-drawer')).toBeVisible();
      await animationsSettled(page);
    });
    await resize(page, DESKTOP);
    await checkScreens(page, `desktop ${theme}`, ['/', '/login']);
    await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('a11y')));
    await checkScreens(page, `desktop signed-in ${theme}`, ['/', '/personal']);
    await resize(page, MOBILE);
    await checkScreens(page, `user drawer ${theme}`, ['/'], async () => {
      await page.getByRole('button', { name: 'My account' }).click();
      await expect(page.getByTestId('user-drawer')).toBeVisible();
      await animationsSettled(page);
    });
  });
}

const NO_ZOOM = /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?(?![\d.])/;
const viewportOf = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');

test('a browser keeps pinch zoom; a Telegram launch turns it off', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  expect(await viewportOf(page)).toContain('width=device-width');
  expect(await viewportOf(page)).not.toMatch(NO_ZOOM);
  await openInTelegram(page, '/');
  expect(await viewportOf(page)).toMatch(/user-scalable=no/);
});

/**
 * Inside Telegram the client's theme colours replace ours (--tg-theme-*). A contrast failure between two of
 * the client's own colours (its hint colour on its background) is the client's palette: reported, not failed.
 * Everything else (our tints, badges, states, labels, roles) must pass like in a browser.
 */
const TELEGRAM_PALETTE = new Set(Object.values(DARK_THEME).map((colour) => colour.toLowerCase()));

function splitTelegramContrast(violations: AxeViolation[]): { ours: AxeViolation[]; client: string[] } {
  const client: string[] = [];
  const ours = violations.flatMap((violation) => {
    if (violation.id !== 'color-contrast') return [violation];
    const nodes = violation.nodes.filter((node) => {
      const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const fromClient = TELEGRAM_PALETTE.has(data?.fgColor ?? '') && TELEGRAM_PALETTE.has(data?.bgColor ?? '');
      if (fromClient)
        client.push(`${node.target.join(' ')}: ${data?.fgColor} on ${data?.bgColor} = ${data?.contrastRatio}`);
      return !fromClient;
    });
    return nodes.length ? [{ ...violation, nodes }] : [];
  });
  return { ours, client };
}

test('inside Telegram (dark theme) the screens have no serious violations of ours', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const report: string[] = [];
  for (const path of ['/', '/login']) {
    await test.step(path, async () => {
      await openInTelegram(page, path, { themeParams: DARK_THEME });
      await settle(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      const { ours, client } = splitTelegramContrast(await seriousViolations(page));
      // The client's own palette pairs, for the record (the run prints them).
      if (client.length) console.log(`Telegram palette contrast on ${path}:\n  ${client.join('\n  ')}`);
      const text = formatViolations(`telegram dark ${path}`, ours);
      if (text) report.push(text);
    });
  }
  expect(report.join('\n\n'), 'axe found serious/critical violations inside Telegram').toBe('');
});
