import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { recordCspViolations } from './support/csp';

// The reference server's simulated fiat provider (/dev/fiat/checkout), in Chromium: the page a buyer reaches
// from get_widget_url. The buy screens come later; this proves the provider half of the purchase.
const intent = () => `e2e-fiat-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

async function newOrder(request: APIRequestContext, token: string, fiat_amount: string) {
  const order = await apiCall(
    request,
    contract.fiat.createOrder,
    { symbol: 'USDT', fiat: 'USD', fiat_amount, channel: 'nimbus' },
    token,
    { 'Idempotency-Key': intent() },
  );
  expect(order.code).toBe(0);
  const link = await apiCall(request, contract.fiat.getWidgetUrl, { order_no: order.data.order_no }, token);
  expect(link.data.url).toMatch(/^\/dev\/fiat\/checkout\?token=/);
  return { orderNo: order.data.order_no, url: link.data.url };
}

const statusOf = async (request: APIRequestContext, token: string, orderNo: string) =>
  (await apiCall(request, contract.fiat.getWidgetUrl, { order_no: orderNo }, token)).data.order.status;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `.screens/${name}.png`, fullPage: true });
}

test('a buyer pays on the simulated provider page and the order is credited once', async ({ page, request }) => {
  const token = await signInByApi(request, uniqueEmail('fiat-pay'));
  const { orderNo, url } = await newOrder(request, token, '250');
  const violations = await recordCspViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(page.getByRole('note')).toHaveText(/Simulation, no real payment/);
  await expect(page.getByText('250 USD', { exact: true })).toBeVisible();
  await expect(page.getByText('241.25 USDT')).toBeVisible();
  await shoot(page, 'fiat-checkout-390-light');
  await page.getByRole('button', { name: 'Pay 250 USD' }).click();
  await expect(page.getByText('Paid. The coins are in your wallet.')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await shoot(page, 'fiat-checkout-paid-390-light');
  expect(await statusOf(request, token, orderNo)).toBe('credited');
  // the page before the payment, opened again, shows the payment and offers no second one
  await page.goBack();
  await expect(page.getByText('Paid. The coins are in your wallet.')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('a buyer fails the payment; the order is failed and nothing is credited', async ({ page, request }) => {
  const token = await signInByApi(request, uniqueEmail('fiat-fail'));
  const { orderNo, url } = await newOrder(request, token, '80');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await shoot(page, 'fiat-checkout-1440-dark');
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment failed. Nothing was charged.')).toBeVisible();
  await shoot(page, 'fiat-checkout-failed-1440-dark');
  expect(await statusOf(request, token, orderNo)).toBe('failed');
});

test('a made-up checkout link shows no order', async ({ page }) => {
  const response = await page.goto(`/dev/fiat/checkout?token=${'A'.repeat(32)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});
