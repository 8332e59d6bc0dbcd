import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Goods } from '../../src/contract/nftMarket/types';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail } from './support/api';
import { listByApi } from './support/bids';
import { liveConnected } from './support/live';
import { openAs, payingUser } from './support/wallet';

// The message centre against the real server: a sale writes a message and the seller's badge follows it live; a
// message opened becomes read, "Mark all read" clears the badge, deleted messages stay gone; a message's HTML is
// drawn formatted and sanitised, and its in-app link navigates inside the app.

const PASSWORD = '135790';

/** Writes a message to `email` as an operator would (development route): `body` is HTML. */
async function notice(
  request: APIRequestContext,
  email: string,
  message: { title: string; body?: string; kind?: string; link?: string },
) {
  const sent = await request.post('/dev/message/notice', { data: { body: '<p>Hello</p>', ...message, email } });
  expect(sent.ok()).toBe(true);
  expect(((await sent.json()) as { data: { written: number } }).data.written).toBe(1);
}

/** Deletes every message the user has so far (the welcome, a sign-in notice): the test counts only its own. */
async function clearMessages(request: APIRequestContext, token: string) {
  const list = await apiCall(request, contract.message.list, { page_size: 100 }, token);
  if (list.data.list.length === 0) return;
  const removed = await apiCall(request, contract.message.del, { ids: list.data.list.map((m) => m.id) }, token);
  expect(removed.code, removed.msg).toBe(0);
}

const badge = (page: Page) => page.getByTestId('messages-badge');
const rows = (page: Page) => page.getByTestId('message-list').getByTestId('message-row');

/** A seeded USDT listing under 60 USDT, bought by `token`'s user. */
async function buyCheapToken(request: APIRequestContext, token: string): Promise<Goods> {
  const res = await apiCall(request, contract.nftMarket.search, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC721', max_price: '60' },
  });
  const goods = res.data.list.find((row) => row.price_symbol === 'USDT' && row.verified && row.order_no);
  if (!goods) throw new Error('no cheap listed token');
  await buy(request, token, goods.order_no!, goods.price!);
  return goods;
}

async function buy(request: APIRequestContext, token: string, orderNo: string, price: string) {
  const sold = await apiCall(
    request,
    contract.nftMarket.buy,
    { order_no: orderNo, price, password: hashPassword(PASSWORD) },
    token,
    idempotencyKey('messages-buy'),
  );
  expect(sold.code, sold.msg).toBe(0);
}

test('a sale writes the seller a message: the badge and the list follow it without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await payingUser(request, 'msg-seller', { usdt: '80', password: PASSWORD });
  const buyer = await payingUser(request, 'msg-buyer', { usdt: '80', password: PASSWORD });
  const goods = await buyCheapToken(request, seller.token);
  const orderNo = await listByApi(request, seller.token, {
    symbol: goods.symbol,
    tokenId: goods.token_id,
    price: '30',
  });

  const connected = liveConnected(page);
  await openAs(page, request, seller.token, '/message');
  await connected;
  await expect(page.getByTestId('messages-bell')).toBeVisible();
  // what came before (the purchase, the sign-in) read through the API: the open page hears it and the badge goes
  await apiCall(request, contract.message.allRead, {}, seller.token);
  await expect(badge(page)).toHaveCount(0);

  await buy(request, buyer.token, orderNo, '30');
  await expect(badge(page)).toHaveText('1');
  const sold = rows(page).filter({ hasText: 'Your NFT sold' });
  await expect(sold).toHaveCount(1);
  await expect(sold).toHaveAttribute('data-read', 'false');
});

test('open one (read), mark all read, delete one and several', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('msg-read');
  const token = await signInByApi(request, email);
  await openAs(page, request, token, '/message');
  await clearMessages(request, token);
  for (const n of [1, 2, 3, 4, 5]) await notice(request, email, { title: `Notice ${n}`, kind: 'system' });
  await notice(request, email, { title: 'Wallet notice', kind: 'wallet' });

  await page.reload();
  await expect(rows(page)).toHaveCount(6);
  await expect(badge(page)).toHaveText('6');
  // newest first, unread marked
  await expect(rows(page).first()).toContainText('Wallet notice');
  await expect(rows(page).first().getByRole('img', { name: 'Unread' })).toBeVisible();

  // open one: it becomes read, the badge goes down
  await rows(page).filter({ hasText: 'Notice 5' }).click();
  await expect(page).toHaveURL(/\/msgDetail\?id=\d+$/);
  await expect(page.getByTestId('message-title')).toHaveText('Notice 5');
  await expect(page.getByTestId('message-body')).toHaveText('Hello');
  await expect(badge(page)).toHaveText('5');
  await page.goBack();
  await expect(rows(page).filter({ hasText: 'Notice 5' })).toHaveAttribute('data-read', 'true');

  // mark all read of one kind, then of all
  await page.getByTestId('message-filter').getByRole('tab', { name: 'Wallet', exact: true }).click();
  await expect(page).toHaveURL(/kind=wallet/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId('message-all-read').click();
  await expect(badge(page)).toHaveText('4');
  await page.getByTestId('message-filter').getByRole('tab', { name: 'Security', exact: true }).click();
  await expect(page.getByText('No messages of this type.')).toBeVisible();
  await page.getByTestId('message-filter').getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByTestId('message-all-read').click();
  await expect(badge(page)).toHaveCount(0);
  await expect(rows(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);

  // delete one from its screen
  await rows(page).filter({ hasText: 'Notice 1' }).click();
  await page.getByTestId('message-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/message$/);
  await expect(rows(page)).toHaveCount(5);

  // delete several in selection mode
  await page.getByTestId('message-select').click();
  await rows(page).filter({ hasText: 'Notice 2' }).getByRole('checkbox').check();
  await rows(page).filter({ hasText: 'Notice 3' }).getByRole('checkbox').check();
  await page.getByTestId('message-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Delete 2 messages?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  for (const gone of ['Notice 1', 'Notice 2', 'Notice 3'])
    await expect(rows(page).filter({ hasText: gone })).toHaveCount(0);

  // a deleted message's address says so, with the way back
  await page.goto('/msgDetail?id=999999999');
  await expect(page.getByTestId('not-found')).toContainText('does not exist');
});

test('a message with HTML: formatted, sanitised, and its in-app links navigate inside the app', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('msg-html');
  const token = await signInByApi(request, email);
  await notice(request, email, {
    title: 'Formatted',
    link: '/nft/search',
    body:
      '<h2>Heading</h2><p>Some <strong>bold</strong> text.</p><ul><li>one</li></ul>' +
      '<p><a href="/asset">Your wallet</a> <a href="javascript:alert(1)">bad</a></p>' +
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  });
  const list = await apiCall(request, contract.message.list, {}, token);
  const id = list.data.list.find((message) => message.title === 'Formatted')!.id;
  await openAs(page, request, token, `/msgDetail?id=${id}`);
  const body = page.getByTestId('message-body');
  await expect(body.locator('h2')).toHaveText('Heading');
  await expect(body.locator('strong')).toHaveText('bold');
  await expect(body.locator('li')).toHaveText('one');
  await expect(body.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(body.getByText('bad')).not.toHaveAttribute('href');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // the in-app link navigates without reloading the app
  await page.evaluate(() => ((window as { __sameApp?: boolean }).__sameApp = true));
  await body.getByRole('link', { name: 'Your wallet' }).click();
  await expect(page).toHaveURL(/\/asset$/);
  expect(await page.evaluate(() => (window as { __sameApp?: boolean }).__sameApp)).toBe(true);
  // the message's own link
  await page.goBack();
  await page.getByTestId('message-link').click();
  await expect(page).toHaveURL(/\/nft\/search$/);
  expect(await page.evaluate(() => (window as { __sameApp?: boolean }).__sameApp)).toBe(true);
});

test('a visitor opening a message is asked to sign in', async ({ page }) => {
  await page.goto('/msgDetail?id=1');
  await expect(page.getByTestId('signin-prompt')).toBeVisible();
  await expect(page.getByText('Log in to see your messages.')).toBeVisible();
});
