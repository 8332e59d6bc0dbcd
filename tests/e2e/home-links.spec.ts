import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';

// Home offers no way into a screen that is not built yet (banners, shortcuts, modules, articles), and the market has
// a first-class entry: home's shortcuts, the desktop header's navigation and the menu drawer.

/** The prompts after sign-in have their own tests; here they stay out of the way. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

/** Every in-app link home shows, one per screen (path without its query). */
async function homeLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const main = page.locator('main.home-page');
  await expect(main.locator('.nft-card').first()).toBeVisible();
  await expect(main.locator('.module-grid__item').first()).toBeVisible();
  const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const byPath = new Map<string, string>();
  for (const href of hrefs) byPath.set(href.split(/[?#]/)[0]!, href);
  return [...byPath.values()];
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`${viewport.name}: every link home shows opens a built screen; the market has its entries`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withoutPrompts(page);
    await page.setViewportSize(viewport);
    // signed in, so that screens behind sign-in show themselves rather than the sign-in form
    await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('home-links')));

    const links = await homeLinks(page);
    expect(links.length).toBeGreaterThan(5);
    // the market among home's shortcuts
    await expect(page.locator('.module-grid').getByRole('link', { name: 'Market', exact: true })).toHaveAttribute(
      'href',
      '/nft/search',
    );
    await expect(page.locator('main.home-page').getByText('Soon', { exact: true })).toHaveCount(0);

    for (const link of links) {
      await page.goto(link);
      await expect(page.locator('main h1').first(), link).toBeAttached();
      await expect(page.locator('.coming-soon'), `${link} is not built yet`).toHaveCount(0);
    }

    await page.goto('/');
    if (viewport.name === 'desktop') {
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Market', exact: true })).toHaveAttribute('href', '/nft/search');
      await page.goto('/nft/detail721?symbol=ASTRO&token_id=1');
      // a market screen marks the market's entry as the current one
      await expect(nav.getByRole('link', { name: 'Market', exact: true })).toHaveClass(/header__link--active/);
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByTestId('nav-drawer');
      await drawer.getByRole('link', { name: 'Market' }).click();
      await expect(page).toHaveURL(/\/nft\/search$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}
