import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import type {
  CategoryInfoRes,
  CategoryListRes,
  TicketDetail,
  TicketListRes,
  TicketSummary,
} from '../../src/contract/workorder/types';
import { contract, signInByApi, uniqueEmail } from './support/api';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';
import { openAs } from './support/wallet';

// Support tickets for a visual check, written to test-results/screens-tickets (git-ignored; SHOTS_DIR elsewhere): the
// list with tickets and empty, the new-ticket form with pictures, a conversation and a closed ticket, at 390 and
// 1440 px, light and dark, in Korean, a failed load, and inside the simulated Telegram launch. The tickets are served
// by the test (long titles, every status) so that each screen shows what it must.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-tickets';
const shoot = screenshotsIn(DIR);
const w = contract.workorder;

async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}
/**
 * The server draws a signed-in page with its own answers inside (`#boot-data`), which the app would read instead of
 * asking: the pages here arrive without them, so the app asks for the tickets these tests serve.
 */
const withoutBootData = (page: Page) =>
  page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/,
      '',
    );
    return route.fulfill({ response, body: html });
  });
const serve = (page: Page, path: string, data: unknown) =>
  page.route(`**${path}`, (route) => route.fulfill({ json: { code: 0, msg: 'success', data } }));

const now = Math.floor(Date.now() / 1000);
const LONG = 'My deposit of 1,250 USDT sent from an exchange three hours ago has still not arrived in my wallet';
const summary = (id: number, over: Partial<TicketSummary>): TicketSummary => ({
  id,
  title: 'Withdrawal pending',
  category: 'Deposits and withdrawals · Withdrawal',
  status: 'open',
  created_at: now - 86_400 * id,
  last_reply_at: now - 3_600 * id,
  ...over,
});
const LIST: TicketListRes = {
  list: [
    summary(1, { title: LONG, status: 'answered' }),
    summary(2, {}),
    summary(3, { title: 'Cannot see my NFT', category: 'NFT market', status: 'closed' }),
  ],
  count: 3,
  page: 1,
  page_size: 20,
};
const picture = (colour: string) =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: colour } })
    .png()
    .toBuffer();
const detail = (status: TicketSummary['status']): TicketDetail => ({
  ...summary(1, { title: LONG, status }),
  category_id: 1,
  sub_category_id: 2,
  replies: [
    {
      id: 1,
      from: 'user',
      author: '',
      content: 'I sent 1,250 USDT on TRON.\nThe exchange says it is confirmed.\n\nTx: 9f3c…e21a',
      images: ['/uploads/shotAAAAAAAAAAAA', '/uploads/shotBBBBBBBBBBBB'],
      created_at: now - 7_200,
    },
    {
      id: 2,
      from: 'support',
      author: 'Mina from Support',
      content:
        '<p>Thanks for the details. The deposit needs <strong>20 confirmations</strong>; it should arrive within the hour.</p><ul><li>Network: TRON</li><li>Status: confirming</li></ul><script>alert(1)</script>',
      images: [],
      created_at: now - 3_600,
    },
    { id: 3, from: 'user', author: '', content: 'It arrived. Thank you!', images: [], created_at: now - 600 },
  ],
});
const CATEGORIES: CategoryListRes = {
  list: [
    { id: 1, name: 'Deposits and withdrawals', description: '' },
    { id: 4, name: 'NFT market', description: '' },
    { id: 5, name: 'Account and security', description: '' },
    { id: 6, name: 'Other', description: '' },
  ],
};
const INFO: CategoryInfoRes = {
  ...CATEGORIES.list[0]!,
  children: [
    { id: 2, name: 'Deposit not credited', description: '' },
    { id: 3, name: 'Withdrawal pending', description: '' },
  ],
};

async function serveTickets(page: Page) {
  await withoutBootData(page);
  const [blue, orange] = await Promise.all([picture('#3b82f6'), picture('#f59e0b')]);
  await page.route('**/uploads/shotA*', (route) => route.fulfill({ body: blue, contentType: 'image/png' }));
  await page.route('**/uploads/shotB*', (route) => route.fulfill({ body: orange, contentType: 'image/png' }));
  await serve(page, w.getMyWorkOrderList.path, LIST);
  await serve(page, w.getCategoryList.path, CATEGORIES);
  await serve(page, w.getCategoryInfo.path, INFO);
  let upload = 0;
  await page.route(`**${w.uploadImage.path}`, (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: { url: (upload += 1) % 2 ? '/uploads/shotAAAAAAAAAAAA' : '/uploads/shotBBBBBBBBBBBB' },
      },
    }),
  );
}
const serveDetail = async (page: Page, status: TicketSummary['status']) => {
  await page.unroute(`**${w.getWorkOrderInfo.path}`);
  await serve(page, w.getWorkOrderInfo.path, detail(status));
};

test('support tickets: list, form, conversation and closed ticket at both sizes and themes, in Korean', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signInByApi(request, uniqueEmail('shots-tickets'));
  await serveTickets(page);
  await serveDetail(page, 'answered');
  await openAs(page, request, token, '/wordOrder');
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(page, viewport);
      await page.goto(`/wordOrder?theme=${theme}`);
      await expect(page.getByTestId('ticket-row')).toHaveCount(3);
      await shoot(page, `list-${size}-${theme}`);

      await serveDetail(page, 'answered');
      await page.goto(`/wordOrderDetail?id=1&theme=${theme}`);
      await expect(page.getByTestId('ticket-reply')).toHaveCount(3);
      await shoot(page, `detail-${size}-${theme}`);

      await serveDetail(page, 'closed');
      await page.goto(`/wordOrderDetail?id=1&theme=${theme}`);
      await expect(page.getByTestId('ticket-closed')).toBeVisible();
      await shoot(page, `closed-${size}-${theme}`);

      await page.goto(`/wordOrderForm?theme=${theme}`);
      await page.getByTestId('ticket-category').getByRole('tab').first().click();
      await page.getByTestId('ticket-subcategory').getByRole('tab').nth(1).click();
      await page.getByTestId('ticket-title').fill(LONG.slice(0, 60));
      await page
        .getByTestId('ticket-description')
        .fill('I sent 1,250 USDT on TRON.\nThe exchange says it is confirmed.');
      if ((await page.getByTestId('image-thumb').count()) === 0)
        await page.getByTestId('image-input').setInputFiles([
          { name: 'a.png', mimeType: 'image/png', buffer: await picture('#10b981') },
          { name: 'b.png', mimeType: 'image/png', buffer: await picture('#ef4444') },
        ]);
      await expect(page.locator('[data-testid="image-thumb"][data-status="done"]')).toHaveCount(2);
      await shoot(page, `form-${size}-${theme}`);
    }
  }
  await resize(page, SIZES.mobile);
  await serveDetail(page, 'open');
  await page.goto('/wordOrderDetail?id=1&lang=ko&theme=light');
  await expect(page.getByTestId('ticket-reply')).toHaveCount(3);
  await shoot(page, 'detail-mobile-ko');
  await page.goto('/wordOrder?lang=ko');
  await expect(page.getByTestId('ticket-row')).toHaveCount(3);
  await shoot(page, 'list-mobile-ko');
  await page.goto('/wordOrderForm?lang=ko');
  await page.getByTestId('ticket-send').click();
  await shoot(page, 'form-mobile-ko-problems');
  await page.goto('/wordOrderDetail?id=1&lang=en');
  await page.getByTestId('ticket-close').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'close-confirm-mobile');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Picture 1' }).first().click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await shoot(page, 'viewer-mobile');
});

test('support tickets: the empty list, a failed load, a refused file, a failed upload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signInByApi(request, uniqueEmail('shots-tickets-empty'));
  await page.setViewportSize(SIZES.mobile);
  const empty: TicketListRes = { list: [], count: 0, page: 1, page_size: 20 };
  await withoutBootData(page);
  await serve(page, w.getMyWorkOrderList.path, empty);
  await openAs(page, request, token, '/wordOrder');
  await expect(page.getByTestId('ticket-empty')).toBeVisible();
  await shoot(page, 'empty-mobile');
  await page.goto('/wordOrder?theme=dark');
  await expect(page.getByTestId('ticket-empty')).toBeVisible();
  await shoot(page, 'empty-mobile-dark');
  await page.unroute(`**${w.getMyWorkOrderList.path}`);
  await page.route(`**${w.getMyWorkOrderList.path}`, (route) => route.abort('connectionrefused'));
  await page.goto('/wordOrder?theme=light');
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await shoot(page, 'failed-mobile');

  await serve(page, w.getCategoryList.path, CATEGORIES);
  await page.route(`**${w.uploadImage.path}`, (route) => route.abort('connectionrefused'));
  await page.goto('/wordOrderForm');
  await page
    .getByTestId('image-input')
    .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') }]);
  await expect(page.getByTestId('image-error')).toBeVisible();
  await page
    .getByTestId('image-input')
    .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await picture('#10b981') }]);
  await expect(page.getByTestId('image-retry')).toBeVisible();
  await shoot(page, 'form-failed-upload-mobile');
});

test('support tickets inside the simulated Telegram launch: new ticket on the main button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1100, height: 900 });
  await serveTickets(page);
  const sim = await openSimulator(page, { path: '/wordOrder', user: uniqueTelegramUser('shotstickets') });
  await expect(sim.app.getByTestId('ticket-row')).toHaveCount(3);
  await expect(sim.mainButton).toContainText('New ticket');
  await shoot(page, 'telegram-list');
  await sim.mainButton.click();
  await expect(sim.app.getByTestId('ticket-title')).toBeVisible();
  await expect(sim.mainButton).toContainText('Send ticket');
  await shoot(page, 'telegram-form');
});
