import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';
import { openAs } from './support/wallet';

// The message centre, a message, and the news for a visual check, written to test-results/screens-messages
// (git-ignored; SHOTS_DIR elsewhere): at 390 and 1440 px, light and dark, in Korean, selection mode, an empty filter,
// a failed load, long titles, formatted HTML, and inside the simulated Telegram launch.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-messages';
const shoot = screenshotsIn(DIR);

/** The app reloads itself when the width crosses its desktop breakpoint: resized away from it, nothing aborts. */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}

const LONG = 'A very long message title that people will certainly write, going on and on without end to test wrapping';
const HTML =
  '<h2>What changed</h2><p>Your <strong>weekly summary</strong> is ready. <a href="/asset">Open your wallet</a>.</p>' +
  '<ul><li>3 sales</li><li>2 new offers</li></ul><blockquote>Keep your recovery codes safe.</blockquote>' +
  '<p><img src="/seed/articles/2.webp" alt="Summary" width="640" height="360"></p><pre><code>ref: 7f3a-22c1</code></pre>';

test('messages, a message and the news: sizes, themes, Korean, selection, empty, failed', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('shots-msg');
  const token = await signInByApi(request, email);
  const write = (data: Record<string, string>) => request.post('/dev/message/notice', { data: { email, ...data } });
  await write({ title: 'Weekly summary', body: HTML, kind: 'system', link: '/asset' });
  await write({ title: LONG, body: `<p>${'Long body text. '.repeat(30)}</p>`, kind: 'security' });
  await write({ title: 'Deposit credited', body: '<p>100 USDT arrived.</p>', kind: 'wallet' });
  await write({ title: 'Your NFT sold', body: '<p>Sold for 30 USDT.</p>', kind: 'trade' });
  const list = await apiCall(request, contract.message.list, {}, token);
  const summary = list.data.list.find((message) => message.title === 'Weekly summary')!;
  const written = await request.post('/dev/content/article', {
    data: { title: 'Marketplace update: lower fees this week', summary: 'Fees', content: HTML, url: 'https://t.me/x' },
  });
  const article = ((await written.json()) as { data: { id: number } }).data;

  await openAs(page, request, token, '/message');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(page, viewport);
      await page.goto(`/message?theme=${theme}`);
      await expect(page.getByTestId('message-row').first()).toBeVisible();
      await shoot(page, `list-${size}-${theme}`);
      await page.goto(`/news?theme=${theme}`);
      await expect(page.getByTestId('news-row').first()).toBeVisible();
      await shoot(page, `news-${size}-${theme}`);
      await page.goto(`/news?id=${article.id}&theme=${theme}`);
      await expect(page.getByTestId('news-content')).toBeVisible();
      await shoot(page, `article-${size}-${theme}`);
    }
    await page.goto(`/msgDetail?id=${summary.id}&theme=light`);
    await expect(page.getByTestId('message-body').locator('h2')).toBeVisible();
    await shoot(page, `detail-${size}`);
  }

  await resize(page, SIZES.mobile);
  await page.goto('/message?lang=ko&theme=dark');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await shoot(page, 'list-ko');
  await page.goto('/message?lang=en&theme=light');
  await page.getByTestId('message-select').click();
  await page.getByTestId('message-pick').first().click();
  await shoot(page, 'selecting');
  await page.getByTestId('message-delete').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'delete-confirm');

  await page.goto('/message?kind=activity');
  await expect(page.getByText('No messages of this type.')).toBeVisible();
  await shoot(page, 'empty-filter');
  // the page arrives drawn with its first answer: the failure is of a list the app itself asks for
  await page.route(`**${contract.message.list.path}`, (route) => route.abort());
  await page.getByTestId('message-filter').getByRole('tab', { name: 'Trades' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shoot(page, 'failed');
  await page.unroute(`**${contract.message.list.path}`);
  await page.goto('/msgDetail?id=999999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await shoot(page, 'detail-not-found');
});

test('the message centre inside the simulated Telegram launch', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1100, height: 900 });
  const sim = await openSimulator(page, { path: '/message', user: uniqueTelegramUser('shotsmsg') });
  // a new Telegram account: its welcome, or the empty state
  await expect(sim.app.getByTestId('message-row').first().or(sim.app.getByText('No messages yet.'))).toBeVisible();
  await expect(sim.app.getByTestId('messages-bell')).toBeVisible();
  await shoot(page, 'telegram-list');
});
