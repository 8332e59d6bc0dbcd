import { expect, test } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { botRequests, postTelegramUpdate, waitForBotRequest } from './support/botApi';
import { openedInvoice, payloadOf, successfulPayment } from './support/stars';
import { screenshotsIn, SIZES } from './support/screens';
import { accessToken } from './support/signin-methods';
import { emitTelegramEvent, LIGHT_THEME, mainButton, openInTelegram, uniqueTelegramUser } from './support/telegram';
import { openAs, spotUsdt } from './support/wallet';

/**
 * Topping up with Telegram Stars inside the simulated Telegram launch: the Stars channel of /asset/buy, the invoice
 * sheet answered as the client would (`invoice_closed`), and Telegram's webhook updates posted as Telegram posts them:
 * pre-checkout, then the payment delivered twice, credited once.
 */

const BUY_STARS = '/asset/buy?channel=stars';
const shoot = screenshotsIn('test-results/screens-stars');

test.describe('Telegram Stars on /asset/buy', () => {
  test('pays with Stars: pre-checkout accepted, the payment delivered twice credits the balance once', async ({
    page,
    baseURL,
  }) => {
    const user = uniqueTelegramUser('stars');
    await openInTelegram(page, BUY_STARS, { user });
    await expect(page.getByTestId('buy-method')).toBeVisible();
    await page.getByTestId('stars-presets').getByRole('tab', { name: '500', exact: true }).click();
    await expect(page.getByTestId('stars-get')).toContainText('6.5');
    await expect.poll(async () => (await mainButton(page))?.text).toBe('Pay 500 ⭐');
    const token = (await accessToken(page))!;
    expect((await spotUsdt(page.request, token)).available).toBe('0');

    await emitTelegramEvent(page, 'main_button_pressed');
    const slug = await openedInvoice(page);
    const payload = await payloadOf(slug, 500);

    // Telegram asks before taking the Stars: the server says yes for this user's unpaid invoice at its total.
    const precheckouts = botRequests('answerPreCheckoutQuery').length;
    const query = { id: `pcq-${Date.now()}`, from: user, currency: 'XTR', total_amount: 500, invoice_payload: payload };
    expect(await postTelegramUpdate(baseURL!, { pre_checkout_query: query })).toBe(200);
    const answer = await waitForBotRequest(
      'answerPreCheckoutQuery',
      (params) => params.pre_checkout_query_id === query.id,
    );
    expect(answer.params.ok).toBe(true);
    expect(botRequests('answerPreCheckoutQuery').length).toBe(precheckouts + 1);

    // The sheet closes paid before the webhook's credit lands: the screen waits for it.
    await emitTelegramEvent(page, 'invoice_closed', { slug, status: 'paid' });
    await expect(page.getByTestId('stars-payment')).toHaveAttribute('data-stage', 'confirming');

    const paid = successfulPayment(user, payload, 500, `stars-charge-${Date.now()}`);
    expect(await postTelegramUpdate(baseURL!, paid)).toBe(200);
    expect(await postTelegramUpdate(baseURL!, paid)).toBe(200);
    await expect(page.getByTestId('stars-payment')).toHaveAttribute('data-stage', 'credited');
    await expect(page.getByTestId('stars-balance')).toContainText('6.5');
    expect((await spotUsdt(page.request, token)).available).toBe('6.5');
    expect(botRequests('refundStarPayment')).toEqual([]);

    // The chat message of the credit, once.
    const messages = await apiCall(page.request, contract.message.list, { page: 1, page_size: 20 }, token);
    const credited = messages.data.list.filter((m) => m.title === 'Stars top-up received');
    expect(credited).toHaveLength(1);
  });

  test('a cancelled sheet keeps the amount and charges nothing', async ({ page }) => {
    await openInTelegram(page, BUY_STARS, { user: uniqueTelegramUser('stars-cancel') });
    await page.getByTestId('stars-amount').fill('120');
    await expect(page.getByTestId('stars-get')).toContainText('1.56');
    await expect.poll(async () => (await mainButton(page))?.text).toBe('Pay 120 ⭐');
    await emitTelegramEvent(page, 'main_button_pressed');
    const slug = await openedInvoice(page);
    await emitTelegramEvent(page, 'invoice_closed', { slug, status: 'cancelled' });
    await expect(page.getByTestId('stars-closed')).toContainText('Payment cancelled. Nothing was charged.');
    await expect(page.getByTestId('stars-amount')).toHaveValue('120');
    await page.getByTestId('stars-amount').fill('20');
    await expect(page.getByText('The least you can pay is 50 Stars.')).toBeVisible();
  });

  test('a browser offers no Stars channel', async ({ page }) => {
    const token = await signInByApi(page.request, uniqueEmail('stars-browser'));
    await openAs(page, page.request, token, BUY_STARS);
    await expect(page.getByTestId('buy-amount')).toBeVisible();
    await expect(page.getByTestId('buy-method')).toHaveCount(0);
    await expect(page.getByTestId('stars-amount')).toHaveCount(0);
  });
});

test.describe('Stars screens', () => {
  for (const [size, viewport] of Object.entries(SIZES))
    for (const theme of ['light', 'dark'] as const)
      test(`the Stars channel ${size} ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openInTelegram(page, BUY_STARS, {
          user: uniqueTelegramUser('stars-shot'),
          ...(theme === 'light' ? { themeParams: LIGHT_THEME } : {}),
        });
        await expect(page.getByTestId('stars-get')).toBeVisible();
        await shoot(page, `stars-${size}-${theme}`);
        await page.getByTestId('stars-amount').fill('20000');
        await expect(page.getByText('The most you can pay at once is 10000 Stars.')).toBeVisible();
        await shoot(page, `stars-too-many-${size}-${theme}`);
      });

  test('the Stars channel and its credit in Chinese', async ({ page, baseURL }) => {
    await page.setViewportSize(SIZES.mobile);
    const user = { ...uniqueTelegramUser('stars-zh'), language_code: 'zh-hans' };
    await openInTelegram(page, BUY_STARS, { user });
    await expect(page.getByTestId('stars-get')).toBeVisible();
    await shoot(page, 'stars-zh');
    await emitTelegramEvent(page, 'main_button_pressed');
    const slug = await openedInvoice(page);
    const payload = await payloadOf(slug, 250);
    await emitTelegramEvent(page, 'invoice_closed', { slug, status: 'paid' });
    await expect(page.getByTestId('stars-payment')).toHaveAttribute('data-stage', 'confirming');
    await shoot(page, 'stars-confirming-zh');
    await postTelegramUpdate(baseURL!, successfulPayment(user, payload, 250, `stars-zh-${Date.now()}`));
    await expect(page.getByTestId('stars-payment')).toHaveAttribute('data-stage', 'credited');
    await expect(page.getByTestId('stars-balance')).toContainText('3.25');
    await shoot(page, 'stars-credited-zh');
  });
});
