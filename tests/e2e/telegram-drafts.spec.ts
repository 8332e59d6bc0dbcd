import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { openSimulator, simulator, simulatorUrl } from './support/simulator';
import { linkedTelegramUser } from './support/telegram';
import { openAs, payingUser } from './support/wallet';

// Form drafts and the last screen survive the webview reloads Android's Telegram does: in the simulated client (its
// CloudStorage lives in the simulator page, so it outlives the frame's reloads and a cleared local storage) and in a
// browser. src/platform/drafts.ts, src/platform/lastScreen.ts.

const PASSWORD = '246810';

/** What the simulated client's CloudStorage holds. */
const cloud = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries((window as unknown as { __tgCloudStorage: Map<string, string> }).__tgCloudStorage),
  );
const cloudDrafts = async (page: Page) =>
  Object.entries(await cloud(page)).filter(([key]) => key.startsWith('draft_') && key.endsWith('_send'));

/** The framed app's window. */
const app = (page: Page) => page.frame({ name: 'app' })!;

/**
 * Reloads the framed app and waits for the new document: `plain` as the client's reload does (the address it is on),
 * else as Android's after the system reclaimed the webview (the launch's own address again, storage lost).
 */
async function reloadWebview(page: Page, how: 'plain' | 'storage lost') {
  await app(page).evaluate((lose) => {
    (window as unknown as { __before?: boolean }).__before = true;
    if (lose) {
      localStorage.clear();
      sessionStorage.clear();
    }
  }, how === 'storage lost');
  if (how === 'plain') await app(page).evaluate(() => location.reload());
  else
    await page.evaluate(() => {
      const frame = document.getElementById('tg-app') as HTMLIFrameElement;
      // the attribute is the launch's address (the screen the launch opened, with its launch parameters)
      frame.setAttribute('src', frame.getAttribute('src')!);
    });
  await expect
    .poll(() =>
      app(page)
        .evaluate(() => !(window as unknown as { __before?: boolean }).__before)
        .catch(() => false),
    )
    .toBe(true);
}

test('inside Telegram: a draft survives reloads (from CloudStorage when local storage is lost), the last screen comes back for the same launch only, a sent form leaves no draft', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await apiCall(
    request,
    contract.user.profile,
    {},
    await signInByApi(request, uniqueEmail('draft-to')),
  );
  const payer = await payingUser(request, 'drafts', { usdt: '20', password: PASSWORD });
  const tgUser = await linkedTelegramUser(request, payer.token, 'drafts');

  const sim = await openSimulator(page, { user: tgUser, path: '/' });
  await expect(sim.app.getByRole('button', { name: 'My account' })).toBeVisible();
  // to the send screen inside the app, as a tap would (the launch itself stays at the root)
  await app(page).evaluate(() => history.pushState(null, '', '/asset/send?symbol=USDT'));
  await expect.poll(sim.location).toBe('/asset/send?symbol=USDT');
  await sim.app.getByTestId('send-pay-id').fill(receiver.data.pay_id);
  await sim.app.getByTestId('send-amount').fill('3.5');
  await sim.app.getByTestId('send-memo').fill('rent for May');
  await sim.app.getByTestId('send-password').fill(PASSWORD);
  // the cloud copy follows once typing pauses; the password is never part of it
  await expect.poll(() => cloudDrafts(page)).toHaveLength(1);
  const stored = (await cloudDrafts(page))[0]![1];
  expect(JSON.parse(stored)).toEqual({ receiver: receiver.data.pay_id, amount: '3.5', memo: 'rent for May' });
  await expect(sim.events).toContainText('saveStorageValue');
  await expect.poll(async () => (await cloud(page)).last_screen).toMatch(/ \/asset\/send\?symbol=USDT$/);

  // a plain reload of the frame: the same screen, the form as it was (local storage)
  await reloadWebview(page, 'plain');
  await expect(sim.app.getByTestId('send-amount')).toHaveValue('3.5');
  await expect(sim.app.getByTestId('send-pay-id')).toHaveValue(receiver.data.pay_id);
  await expect(sim.app.getByTestId('send-memo')).toHaveValue('rent for May');
  await expect(sim.app.getByTestId('send-password')).toHaveValue('');

  // the webview comes back at the launch's root with its storage gone: the screen and the draft come from the cloud
  await reloadWebview(page, 'storage lost');
  await expect.poll(sim.location, { timeout: 15_000 }).toBe('/asset/send?symbol=USDT');
  await expect(sim.app.getByTestId('send-amount')).toHaveValue('3.5');
  await expect(sim.app.getByTestId('send-pay-id')).toHaveValue(receiver.data.pay_id);
  await expect(sim.app.getByTestId('send-memo')).toHaveValue('rent for May');
  await expect(sim.events).toContainText('getStorageValues');

  // sent: the form is empty and no draft is left, here or in the cloud
  await expect(sim.app.getByTestId('send-recipient')).toBeVisible();
  await sim.app.getByTestId('send-password').fill(PASSWORD);
  await sim.mainButton.click();
  await expect(sim.app.getByTestId('send-receipt-amount')).toHaveText('3.5 USDT');
  await expect.poll(() => cloudDrafts(page)).toEqual([]);
  expect(await app(page).evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft.')))).toEqual(
    [],
  );
  // inside Telegram the receipt's "Send again" is the main button
  await expect(sim.mainButton).toHaveText('Send again');
  await sim.mainButton.click();
  await expect(sim.app.getByTestId('send-amount')).toHaveValue('');

  // a new launch from the menu (new init data) opens at its own screen, not the last one of the previous launch
  await page.goto(simulatorUrl({ user: tgUser, path: '/' }));
  const next = simulator(page);
  await expect(next.app.getByRole('button', { name: 'My account' })).toBeVisible();
  // the keeper has decided once it records this launch's first screen
  await expect.poll(() => app(page).evaluate(() => sessionStorage.getItem('platform.lastScreen'))).toMatch(/^\S+ \/$/);
  expect(next.location()).toBe('/');
});

test('in a browser: a draft survives a reload, per account', async ({ page, request }) => {
  const payer = await payingUser(request, 'drafts-web', { usdt: '5', password: PASSWORD });
  await openAs(page, request, payer.token, '/asset/send?symbol=USDT');
  await page.getByTestId('send-amount').fill('1.25');
  await page.getByTestId('send-memo').fill('lunch');
  await page.reload();
  await expect(page.getByTestId('send-amount')).toHaveValue('1.25');
  await expect(page.getByTestId('send-memo')).toHaveValue('lunch');
  // the withdraw form keeps its own draft beside it
  await page.goto('/asset/withdraw');
  await page.getByTestId('withdraw-amount').fill('2');
  await page.reload();
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('2');
});
