import { expect, test, type Page } from './support/test';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail } from './support/api';
import { holdingOf, listByApi } from './support/bids';
import { SIZES, screenshotsIn } from './support/screens';
import {
  emitTelegramEvent,
  LIGHT_THEME,
  mainButton,
  navigateInApp,
  openInTelegram,
  telegramEvents,
  uniqueTelegramUser,
} from './support/telegram';
import { depositNft, fundUsdt, payingUser, setPaymentPassword, spotUsdt } from './support/wallet';

/**
 * Paying with a fingerprint inside the simulated Telegram launch: the device's BiometricManager is played by a stub
 * that answers the app's biometry events (get_info, request_access, request_auth, update_token) like a phone whose
 * fingerprint always matches, keeping the token the app stores.
 */

const PASSWORD = '246810';

/** Installs the biometric device before the page's scripts (and before the Telegram stub, which it wraps). */
async function installBiometricDevice(page: Page) {
  await page.addInitScript(() => {
    // the phone keeps its permission and token through reloads of the web view
    const device = JSON.parse(sessionStorage.getItem('e2e-bio') ?? '{"accessGranted":false,"token":""}') as {
      accessGranted: boolean;
      token: string;
    };
    const save = () => sessionStorage.setItem('e2e-bio', JSON.stringify(device));
    const w = window as unknown as {
      Telegram?: { WebView?: { receiveEvent?: (name: string, payload?: unknown) => void } };
      __bio: typeof device;
    };
    w.__bio = device;
    const reply = (name: string, payload: unknown) =>
      setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(name, payload), 0);
    const info = () => ({
      available: true,
      access_requested: device.accessGranted,
      access_granted: device.accessGranted,
      device_id: 'e2e-phone',
      token_saved: device.token !== '',
      type: 'finger',
    });
    let proxy: { postEvent(name: string, data?: string): void } | undefined;
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      configurable: true,
      get: () => proxy,
      set(stub: { postEvent(name: string, data?: string): void }) {
        proxy = {
          postEvent(name, data) {
            stub.postEvent(name, data);
            const params = (data ? JSON.parse(data) : {}) as { token?: string };
            if (name === 'web_app_biometry_get_info') reply('biometry_info_received', info());
            if (name === 'web_app_biometry_request_access') {
              device.accessGranted = true;
              save();
              reply('biometry_info_received', info());
            }
            if (name === 'web_app_biometry_request_auth')
              reply(
                'biometry_auth_requested',
                device.token ? { status: 'authorized', token: device.token } : { status: 'failed' },
              );
            if (name === 'web_app_biometry_update_token') {
              device.token = params.token ?? '';
              save();
              reply('biometry_token_updated', { status: device.token ? 'updated' : 'removed' });
            }
          },
        };
      },
    });
  });
}

const accessToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';

/** A Telegram user signed in by the launch, with an email, a payment password and 50 USDT. */
async function telegramPayer(page: Page, options: { lang?: string; themeParams?: Record<string, string> } = {}) {
  await installBiometricDevice(page);
  const user = { ...uniqueTelegramUser('bio'), ...(options.lang ? { language_code: options.lang } : {}) };
  await openInTelegram(page, '/', { user, themeParams: options.themeParams });
  await expect.poll(() => accessToken(page)).toBeTruthy();
  const token = await accessToken(page);
  const email = uniqueEmail('bio');
  await apiCall(page.request, contract.user.sendVerifyCodeV2, { scene: 'bind_email', email }, token);
  const code = await latestCode(page.request, email);
  expect((await apiCall(page.request, contract.user.bindEmail, { email, code }, token)).code).toBe(0);
  await setPaymentPassword(page.request, token, email, PASSWORD);
  await fundUsdt(page.request, token, '50');
  return { token, email };
}

const bioSwitch = (page: Page) => page.getByTestId('bio-switch').getByRole('switch');

/** Turns paying with biometrics on from the security centre (payment password, then the device's permission). */
async function turnOn(page: Page) {
  await navigateInApp(page, '/setPay');
  await expect(bioSwitch(page)).toBeEnabled();
  await bioSwitch(page).click();
  await page.getByTestId('bio-password').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(bioSwitch(page)).toBeChecked();
}

/** The token the device keeps (the simulator's copy). */
const deviceToken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bio: { token: string } }).__bio.token);

/** Presses Telegram's main button once the screen has set it to `text`. */
async function pressMain(page: Page, text: string) {
  await expect.poll(async () => (await mainButton(page))?.text).toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Every body the page posts to `path` from now on. */
function bodiesTo(page: Page, path: string) {
  const bodies: { password?: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path))
      bodies.push(request.postDataJSON() as { password?: string });
  });
  return bodies;
}

test.use({ viewport: SIZES.mobile });

test('turn on, pay a send with the fingerprint (no password typed), turn off and the password is asked again', async ({
  page,
}) => {
  const { token } = await telegramPayer(page);
  const receiver = await signInByApi(page.request, uniqueEmail('bio-to'));
  const payId = (await apiCall(page.request, contract.user.profile, {}, receiver)).data.pay_id;

  await turnOn(page);
  await expect(page.getByText('This device now pays with biometrics')).toBeVisible();
  await expect(page.getByTestId('bio-switch')).toContainText('Pay with fingerprint');
  const names = (await telegramEvents(page)).map((event) => event.name);
  expect(names).toEqual(
    expect.arrayContaining([
      'web_app_biometry_get_info',
      'web_app_biometry_request_access',
      'web_app_biometry_update_token',
    ]),
  );
  const stored = await page.evaluate(() => (window as unknown as { __bio: { token: string } }).__bio.token);
  expect(stored).toMatch(/^bio1\.\d+\.[A-Za-z0-9_-]{43}$/);

  await navigateInApp(page, '/asset/send?symbol=USDT');
  await page.getByTestId('send-pay-id').fill(String(payId));
  await expect(page.getByTestId('send-recipient')).toBeVisible();
  await page.getByTestId('send-amount').fill('5');
  const sent = page.waitForRequest((request) => request.url().endsWith('/finance-api/api/finance/transfer'));
  await page.getByTestId('bio-pay').click();
  expect(((await sent).postDataJSON() as { password: string }).password).toBe(stored);
  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
  expect((await spotUsdt(page.request, token)).available).toBe('45');
  expect((await telegramEvents(page)).map((event) => event.name)).toContain('web_app_biometry_request_auth');

  // turning it off revokes this device's token and clears the device's copy
  await navigateInApp(page, '/setPay');
  const on = bioSwitch(page);
  await expect(on).toBeChecked();
  await on.click();
  await expect(page.getByText('Biometric payments turned off on this device')).toBeVisible();
  await expect(on).not.toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { __bio: { token: string } }).__bio.token)).toBe('');
  const replay = await apiCall(
    page.request,
    contract.finance.transfer,
    { symbol: 'USDT', amount: '1', pay_id: String(payId), password: stored },
    token,
    { 'Idempotency-Key': `bio-replay-${Date.now()}` },
  );
  expect(replay.code).toBe(20165);

  await navigateInApp(page, '/asset/send?symbol=USDT');
  await expect(page.getByTestId('send-password')).toBeVisible();
  await expect(page.getByTestId('bio-pay')).toHaveCount(0);
});

test('a withdrawal, an offer and a purchase paid with the fingerprint: no password typed, each made once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, email } = await telegramPayer(page);
  // someone else's tokens of a collection whose floor is far above these prices: one to bid on, one listed at 2 USDT
  const owner = await payingUser(request, 'bio-owner', { usdt: '1', password: PASSWORD });
  const keeper = { symbol: 'KEEPER', chain: 'ERC20', lead: '8' };
  const [unlisted, listedId] = [
    await depositNft(request, owner.token, keeper),
    await depositNft(request, owner.token, keeper),
  ];
  const orderNo = await listByApi(request, owner.token, { symbol: 'KEEPER', tokenId: listedId, price: '2' });
  await turnOn(page);
  const stored = await deviceToken(page);

  // A withdrawal: the fingerprint stands for the password only, so it waits for the email code.
  const withdrawals = bodiesTo(page, contract.finance.withdrawCoin.path);
  await navigateInApp(page, '/asset/withdraw?symbol=USDT&chain=TRC20');
  await page.getByTestId('withdraw-address').fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
  await page.getByTestId('withdraw-amount').fill('10');
  await pressMain(page, 'Continue');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('bio-pay')).toBeDisabled();
  await sheet.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent to your email')).toBeVisible();
  await sheet.locator('input[name="email_code"]').fill(await latestCode(request, email));
  await sheet.getByTestId('bio-pay').click();
  await expect(page).toHaveURL(/\/asset\/tradeDetail\?kind=withdraw&id=\d+/);
  expect(withdrawals.map((body) => body.password)).toEqual([stored]);
  const placed = await apiCall(request, contract.finance.withdrawList, { symbol: 'USDT' }, token);
  expect(placed.data.list).toHaveLength(1);
  expect((await spotUsdt(request, token)).frozen).not.toBe('0');

  // An offer on the unlisted token: its sheet pays with the fingerprint, the password left empty.
  const offers = bodiesTo(page, contract.offer.offerMake.path);
  await navigateInApp(page, `/nft/detail721?symbol=KEEPER&token_id=${unlisted}`);
  await pressMain(page, 'Make offer');
  const form = page.getByRole('dialog');
  await form.getByTestId('offer-price').fill('3');
  await expect(form.getByTestId('offer-password')).toHaveValue('');
  await form.getByTestId('bio-pay').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(offers.map((body) => body.password)).toEqual([stored]);
  const bids = await apiCall(request, contract.offer.offerSendList, {}, token);
  expect(bids.data.list.map((bid) => [bid.token_id, bid.price])).toEqual([[unlisted, '3']]);

  // A purchase of the listed token, the same way.
  const purchases = bodiesTo(page, contract.nftMarket.buy.path);
  await navigateInApp(page, `/nft/buy?symbol=KEEPER&token_id=${listedId}&order_no=${orderNo}`);
  await expect(page.getByTestId('buy-total')).toContainText('2');
  await page.getByTestId('bio-pay').click();
  await expect(page).toHaveURL(new RegExp(`token_id=${listedId}`));
  await expect(page).not.toHaveURL(/\/nft\/buy/);
  expect(purchases.map((body) => body.password)).toEqual([stored]);
  expect(await holdingOf(request, token, 'KEEPER', listedId)).not.toBeNull();
  expect(await holdingOf(request, owner.token, 'KEEPER', listedId)).toBeNull();
});

for (const [theme, themeParams, lang] of [
  ['dark', undefined, undefined],
  ['light-ko', LIGHT_THEME, 'ko'],
] as const)
  test(`screens (${theme}): the security centre and the payment screens with biometrics on`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = screenshotsIn(testInfo.outputDir);
    await telegramPayer(page, { themeParams, lang });
    const owner = await payingUser(request, 'bio-shots-owner', { usdt: '1', password: PASSWORD });
    const tokenId = await depositNft(request, owner.token, { symbol: 'KEEPER', chain: 'ERC20', lead: '8' });
    const orderNo = await listByApi(request, owner.token, { symbol: 'KEEPER', tokenId, price: '2' });
    await turnOn(page);
    for (const [size, viewport] of Object.entries(SIZES)) {
      // Crossing 1200 px reloads the web view (the biometric device keeps its token): wait for that reload, so that
      // it cannot come between a screen's check and its picture.
      const crosses = page.viewportSize()!.width < 1200 !== viewport.width < 1200;
      const reloaded = crosses ? page.waitForEvent('load') : null;
      await page.setViewportSize(viewport);
      await reloaded;
      for (const [name, path, shown] of [
        ['setpay', '/setPay', 'bio-section'],
        ['send', '/asset/send?symbol=USDT', 'bio-pay'],
        ['buy', `/nft/buy?symbol=KEEPER&token_id=${tokenId}&order_no=${orderNo}`, 'bio-pay'],
      ] as const) {
        await expect(async () => {
          await navigateInApp(page, path);
          await expect(page.getByTestId(shown)).toBeVisible({ timeout: 3000 });
        }).toPass();
        await shot(page, `${name}-${theme}-${size}`);
      }
      // the withdrawal's confirm sheet: the fingerprint waits for the email code
      await expect(async () => {
        await navigateInApp(page, '/asset/withdraw?symbol=USDT&chain=TRC20');
        await page.getByTestId('withdraw-address').fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
        await page.getByTestId('withdraw-amount').fill('10');
        await pressMain(page, lang === 'ko' ? '계속' : 'Continue');
        await expect(page.getByRole('dialog').getByTestId('bio-pay')).toBeVisible({ timeout: 3000 });
      }).toPass();
      await shot(page, `withdraw-${theme}-${size}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
