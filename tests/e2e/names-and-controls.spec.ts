import { expect, test, workerBaseURL, type Locator, type Page } from './support/test';
import { generateSync } from 'otplib';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';
import { animationsSettled } from './support/animations';
import { addVirtualAuthenticator } from './support/signin-methods';

// What a new user tripped over: long names, one set of form controls, one avatar, a stable
// authenticator key. Phone width unless a test says otherwise.
// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();
const PHONE = { width: 390, height: 844 };

/** Nothing inside `box` is wider than it, and it lies inside `outer` (the viewport when omitted). */
async function expectFits(box: Locator, outer?: Locator) {
  const sizes = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll, 'content wider than its box').toBeLessThanOrEqual(sizes.client);
  const inner = (await box.boundingBox())!;
  const frame = outer ? (await outer.boundingBox())! : { x: 0, y: 0, width: PHONE.width, height: Infinity };
  expect(inner.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}

async function signedIn(page: Page, email = uniqueEmail('names'), url = baseURL) {
  const token = await signInByApi(page.request, email);
  await useToken(page.context(), url, token);
  return { email, token };
}

test('a 50-character passkey name without spaces fits its row and both dialogs; the name field is 44 px like others', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await addVirtualAuthenticator(page);
  // WebAuthn needs a secure origin whose host is the RP ID: the page runs on localhost, not 127.0.0.1.
  const localhost = baseURL.replace('127.0.0.1', 'localhost');
  await signedIn(page, uniqueEmail('longname'), localhost);
  await page.goto(`${localhost}/passkey?type_start=1`);
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const item = page.getByTestId('passkey-item').first();

  const name = 'W'.repeat(50);
  await item.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  const field = rename.locator('input[name="passkey-name"]');
  await field.fill(name);
  await animationsSettled(page);
  // The visible input box is 44 px (42 + border) like every other field; the input fills it (measured once the
  // dialog's opening scale has ended: CI once read 43.1 px in the middle of it).
  const row = rename.locator('.ui-field__row');
  expect((await row.boundingBox())!.height).toBeCloseTo(44, 0);
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await expectFits(rename);
  await expectFits(row, rename);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey renamed')).toBeVisible();

  await expect(item).toContainText(name);
  await expectFits(item.locator('.ui-row'));
  await expectFits(item.locator('.ui-row__main'));
  for (const button of ['Rename', 'Remove']) await expectFits(item.getByRole('button', { name: button }));

  await item.getByRole('button', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog', { name: `Remove ${name}?` });
  await expect(removal).toBeVisible();
  await animationsSettled(page);
  await expectFits(removal);
  await expectFits(removal.getByRole('heading'), removal);
  const sizes = await removal.getByRole('heading').evaluate((title) => title.getBoundingClientRect().height);
  expect(sizes).toBeGreaterThan(30); // it wrapped, not clipped

  // Another field of the kit, for comparison: the email code field in this dialog.
  expect((await removal.locator('.ui-field__row').boundingBox())!.height).toBeCloseTo(44, 0);
});

test('a long nickname and email fit the profile, the drawer and the email page; the profile shows the same initial avatar as the drawer', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const email = `${'x'.repeat(48)}-${Date.now()}@example.com`;
  const { token } = await signedIn(page, email);
  const nickname = 'Q'.repeat(20);
  expect((await apiCall(page.request, contract.user.modifyNickname, { nickname }, token)).code).toBe(0);

  await page.goto('/personal');
  const header = page.locator('.profile-header');
  await expect(page.getByTestId('profile-name')).toHaveText(nickname);
  await expectFits(header);
  const avatar = header.getByRole('img', { name: 'Profile picture' });
  await expect(avatar).toHaveText('Q');
  // "Change picture" starts on the name's left edge.
  const nameBox = (await page.getByTestId('profile-name').boundingBox())!;
  const changeBox = (await page.getByRole('button', { name: 'Change picture' }).boundingBox())!;
  expect(Math.abs(changeBox.x - nameBox.x)).toBeLessThan(1);
  for (const row of await page.locator('.ui-row').all()) await expectFits(row);

  await page.getByRole('button', { name: 'My account' }).click();
  const drawer = page.getByTestId('user-drawer');
  await expect(drawer.getByTestId('avatar-initial')).toHaveText('Q');
  await animationsSettled(page);
  const drawerAvatar = (await drawer.getByTestId('avatar-initial').boundingBox())!;
  const profileAvatar = (await avatar.boundingBox())!;
  expect(drawerAvatar.width).toBeCloseTo(48, 0);
  expect(profileAvatar.width).toBeCloseTo(64, 0);
  // One component: the same colours in both places.
  const colours = async (element: Locator) =>
    element.evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).color]);
  expect(await colours(drawer.getByTestId('avatar-initial'))).toEqual(await colours(avatar));
  await expectFits(drawer.locator('.user-drawer__card'), drawer);
  await page.keyboard.press('Escape');

  await page.goto('/mail');
  for (const row of await page.locator('.ui-row').all()) await expectFits(row);
});

test('the nickname form applies the server’s rule: characters counted as people count them, no tabs, saved as typed', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signedIn(page);
  await page.goto('/personal');
  await page.getByRole('button', { name: /Nickname/ }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Nickname' });
  const save = dialog.getByRole('button', { name: 'Save' });
  // a pasted tab: the server would refuse it, so the form says why before sending
  await field.fill('Min\tjun');
  await expect(dialog.getByText('No tabs or line breaks')).toBeVisible();
  await expect(save).toBeDisabled();
  // 20 emoji are 40 UTF-16 units, and 20 characters: within the limit on both sides
  const emoji = '🌙'.repeat(20);
  await field.fill(emoji);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /Nickname/ })).toContainText(emoji);
});

test('settings, payment password, delete account and sign-in draw the same kit controls, never the browser’s', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const appearances = () =>
    page
      .locator('input[type="checkbox"], input[type="radio"]')
      .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).appearance));

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('controls'));
  await page.getByRole('button', { name: 'Send code' }).click();
  const agreement = page.getByRole('checkbox', { name: /Registration Agreement/ });
  await expect(agreement).toBeVisible();
  expect(await appearances()).toEqual(['none']);

  await signedIn(page);
  await page.goto('/setting');
  await expect(page.getByRole('radio')).toHaveCount(8);
  expect(new Set(await appearances())).toEqual(new Set(['none']));
  // The chosen option of a radio list carries the check mark, as in the drawer's language list.
  const english = page.locator('label', { has: page.getByRole('radio', { name: 'English' }) });
  await expect(english.locator('.ui-choice__check')).toBeVisible();
  // Language, theme and time zone each mark their chosen option.
  await expect(page.locator('.ui-choice__check')).toHaveCount(3);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    page.locator('label', { has: page.getByRole('radio', { name: 'Dark' }) }).locator('.ui-choice__check'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Light' }).check();

  await page.goto('/setPay');
  // The NFT password-free switch, "Sign out my other devices" and paying with biometrics (off in a browser).
  await expect(page.getByRole('switch')).toHaveCount(3);
  expect(await appearances()).toEqual(['none', 'none', 'none']);

  await page.goto('/security/userDelete');
  const agree = page.getByRole('checkbox', { name: 'I understand that this cannot be undone.' });
  await expect(agree).toBeVisible();
  expect(await appearances()).toEqual(['none']);
  await agree.check();
  // Checked, the box fills with the primary colour.
  const primary = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--c-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await expect.poll(() => agree.evaluate((input) => getComputedStyle(input).backgroundColor)).toBe(primary);
});

test('the authenticator set-up key survives a reload; "Generate a new key" replaces it on purpose', async ({
  page,
}) => {
  await signedIn(page, uniqueEmail('gakey'));
  await page.goto('/bindGoogle');
  const key = page.getByTestId('ga-secret');
  await expect(key).toHaveText(/[A-Z2-7]{4}/);
  const first = ((await key.textContent()) ?? '').replace(/\s/g, '');

  await page.reload();
  await expect(key).toHaveText(/[A-Z2-7]{4}/);
  expect(((await key.textContent()) ?? '').replace(/\s/g, '')).toBe(first);

  await page.getByTestId('ga-renew').click();
  const ask = page.getByRole('dialog', { name: 'Generate a new key?' });
  await expect(ask).toContainText('stops working');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(((await key.textContent()) ?? '').replace(/\s/g, '')).toBe(first);

  await page.getByTestId('ga-renew').click();
  await ask.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('New key ready. Add it to your authenticator app.')).toBeVisible();
  const shown = async () => ((await key.textContent()) ?? '').replace(/\s/g, '');
  await expect.poll(shown).not.toBe(first);
  const second = await shown();
  expect(second).toMatch(/^[A-Z2-7]{16,}$/);
  await page.reload();
  await expect(key).toHaveText(/[A-Z2-7]{4}/);
  expect(((await key.textContent()) ?? '').replace(/\s/g, '')).toBe(second);

  // The new key is the one that turns the authenticator on.
  await page.locator('input[name="ga-code"]').fill(generateSync({ secret: second }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page).toHaveURL(/\/security\/userManage$/);
  await expect(page.getByTestId('factor-authenticator')).toContainText('On');
});
