import { expect, test, type Page } from './support/test';
import type { Bid, BidPageRes } from '../../src/contract/offer/types';
import { contract, signInByApi, uniqueEmail } from './support/api';
import { formatViolations, seriousViolations } from './support/axe';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';
import { fakeBid, offerByApi } from './support/bids';
import { depositNft, openAs, payingUser } from './support/wallet';

// Offers on the item page for a visual check, written to test-results/screens-item-offers (git-ignored; SHOTS_DIR
// elsewhere): the ladder as the owner sees it and the offer sheet at 390 and 1440 px, light and dark, in Korean, the
// accept sheet, long nicknames, no offers, a failed load, and inside the simulated Telegram launch with the offer's
// confirm on the main button.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-item-offers';
const shoot = screenshotsIn(DIR);
const PASSWORD = '975313';
const SYMBOL = 'KEEPER';
const expiresAt = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const itemPath = (tokenId: string) => `/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`;

const NFT = { symbol: SYMBOL, lead: '6' };

/**
 * A new width, away from the page: the app reloads itself when the width crosses its layout breakpoint, and that
 * reload would abort the next navigation.
 */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}

async function serveOffers(page: Page, list: Bid[]) {
  const data: BidPageRes = { list, count: list.length, page: 1, page_size: 50 };
  await page.route(`**${contract.offer.offerList.path}`, (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data } }),
  );
}

test('the item page with real offers and the offer sheet: sizes, themes, Korean, the accept sheet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await payingUser(request, 'io-shots-owner', { usdt: '1', password: PASSWORD });
  const bidder = await payingUser(request, 'io-shots-bidder', { usdt: '30', password: PASSWORD });
  const tokenId = await depositNft(request, owner.token, NFT);
  for (const [price, seconds] of [
    ['12.5', 3 * 86_400],
    ['9.75', 3_000],
    ['4', 20 * 86_400],
  ] as const) {
    await offerByApi(request, bidder.token, {
      symbol: SYMBOL,
      tokenId,
      price,
      password: PASSWORD,
      expiresAt: expiresAt(seconds),
    });
  }

  await openAs(page, request, owner.token, itemPath(tokenId));
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(page, viewport);
      await page.goto(`${itemPath(tokenId)}&theme=${theme}`);
      await expect(page.getByTestId('offer-row')).toHaveCount(3);
      await page.getByTestId('item-offers').scrollIntoViewIfNeeded();
      await shoot(page, `owner-${size}-${theme}`);
      expect(formatViolations(`owner ${size} ${theme}`, await seriousViolations(page))).toBe('');
    }
  }
  await resize(page, SIZES.mobile);
  await page.goto(`${itemPath(tokenId)}&theme=light`);
  await page.getByTestId('offer-row').first().getByTestId('offer-accept').click();
  await expect(page.getByTestId('offer-accept-proceeds')).toBeVisible();
  await shoot(page, 'accept-mobile-light');
  expect(formatViolations('accept sheet', await seriousViolations(page))).toBe('');
  await resize(page, SIZES.desktop);
  await page.goto(`${itemPath(tokenId)}&theme=light`);
  await page.getByTestId('offer-row').first().getByTestId('offer-accept').click();
  await expect(page.getByTestId('offer-accept-proceeds')).toBeVisible();
  await shoot(page, 'accept-desktop-light');

  const bidderContext = await browser.newContext({ viewport: SIZES.mobile });
  const bidderPage = await bidderContext.newPage();
  await openAs(bidderPage, request, bidder.token, itemPath(tokenId));
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(bidderPage, viewport);
      await bidderPage.goto(`${itemPath(tokenId)}&theme=${theme}`);
      await expect(bidderPage.getByTestId('offer-row')).toHaveCount(3);
      await shoot(bidderPage, `bidder-page-${size}-${theme}`);
      await bidderPage.getByTestId('offer-make').click();
      await bidderPage.getByTestId('offer-price').fill('15');
      await expect(bidderPage.getByTestId('offer-total')).toContainText('USDT');
      await shoot(bidderPage, `sheet-${size}-${theme}`);
      expect(formatViolations(`offer sheet ${size} ${theme}`, await seriousViolations(bidderPage))).toBe('');
    }
  }
  // a day picked, and a price the balance cannot pay now
  await resize(bidderPage, SIZES.mobile);
  await bidderPage.goto(`${itemPath(tokenId)}&theme=light`);
  await bidderPage.getByTestId('offer-make').click();
  await bidderPage.getByTestId('offer-price').fill('120');
  await bidderPage.getByTestId('offer-expiry').getByRole('tab', { name: 'Pick a day' }).click();
  await bidderPage.getByTestId('offer-password').fill(PASSWORD);
  await expect(bidderPage.getByTestId('offer-short')).toBeVisible();
  await bidderPage.getByTestId('offer-confirm').click();
  await expect(bidderPage.getByTestId('offer-day')).toHaveAttribute('aria-invalid', 'true');
  await shoot(bidderPage, 'sheet-mobile-short-date');
  await bidderPage.goto(`${itemPath(tokenId)}&lang=ko`);
  await expect(bidderPage.getByTestId('offer-row')).toHaveCount(3);
  await shoot(bidderPage, 'bidder-page-mobile-ko');
  await bidderPage.getByTestId('offer-make').click();
  await bidderPage.getByTestId('offer-price').fill('15');
  await shoot(bidderPage, 'sheet-mobile-ko');
  await bidderContext.close();
});

test('the item page: long nicknames, no offers, a failed load', async ({ page, request }) => {
  test.setTimeout(150_000);
  const owner = await signInByApi(request, uniqueEmail('io-shots-empty'));
  const tokenId = await depositNft(request, owner, NFT);
  await resize(page, SIZES.mobile);
  await openAs(page, request, owner, itemPath(tokenId));
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await page.getByTestId('item-offers').scrollIntoViewIfNeeded();
  await shoot(page, 'empty-mobile');

  const long = 'TheExtraordinarilyLongNicknameOfALighthouseKeeperFromTheNorthernmostStormyCoast';
  await serveOffers(page, [
    fakeBid({ bidder: { nickname: long, pay_id: '1' }, price: '123456789.12345678' }),
    fakeBid({ bidder: { nickname: `${long} with spaces in it too`, pay_id: '2' }, expires_at: expiresAt(600) }),
    fakeBid({ bidder: { nickname: '', pay_id: '10009876' }, price: '0.5' }),
  ]);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await resize(page, viewport);
    await page.goto(`${itemPath(tokenId)}&theme=light`);
    await expect(page.getByTestId('offer-row')).toHaveCount(3);
    // long names are cut, never widening the page sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shoot(page, `long-${size}`);
  }
  await page.unroute(`**${contract.offer.offerList.path}`);
  await page.route(`**${contract.offer.offerList.path}`, (route) => route.abort('connectionrefused'));
  await resize(page, SIZES.mobile);
  // reached inside the app (the server's draw of the page would carry an answer, kept through a failed refetch)
  await page.goto('/nft/search');
  await page.evaluate((path) => window.history.pushState(null, '', path), itemPath(tokenId));
  await expect(page.getByTestId('item-offers').getByRole('button', { name: 'Try again' })).toBeVisible();
  await shoot(page, 'failed-mobile');
});

test('inside the simulated Telegram launch: Make offer and Cancel tap with a haptic and confirm on the main button', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await signInByApi(request, uniqueEmail('io-shots-tg-owner'));
  const tokenId = await depositNft(request, owner, NFT);
  await page.setViewportSize({ width: 1100, height: 900 });
  // the viewer's own offer (only the browser can be made to see one for a Telegram user with no money)
  await serveOffers(page, [fakeBid({ price: '14' }), fakeBid({ mine: true, price: '9.5' })]);
  const sim = await openSimulator(page, { path: itemPath(tokenId), user: uniqueTelegramUser('ioshots') });
  await expect(sim.app.getByTestId('offer-row')).toHaveCount(2);
  await shoot(page, 'telegram-page');

  await sim.app.getByTestId('offer-cancel').click();
  await expect(sim.haptics).toContainText('impact · light');
  await expect(sim.mainButton).toContainText('Cancel offer');
  await expect(sim.app.getByTestId('offer-cancel-confirm')).toHaveCount(0);
  await shoot(page, 'telegram-cancel');
  await sim.app.getByRole('button', { name: 'Keep it' }).click();
  await expect(sim.app.getByRole('dialog')).toHaveCount(0);

  await sim.app.getByTestId('offer-make').click();
  await expect(sim.haptics).toContainText('impact · light');
  await expect(sim.mainButton).toContainText('Make offer');
  // inside Telegram the confirm is the main button, not a second button in the sheet
  await expect(sim.app.getByTestId('offer-confirm')).toHaveCount(0);
  await sim.app.getByTestId('offer-price').fill('3');
  await shoot(page, 'telegram-sheet');
});
