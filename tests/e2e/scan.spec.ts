import { expect, test, type Page } from './support/test';
import { endCodeWait, signInByApi, uniqueEmail, useToken } from './support/api';
import { setPaymentPassword } from './support/wallet';

// /other/scan with pasted text: a Pay ID, an address and anything else.

/** A signed-in user with a payment password (Send and Withdraw show their forms only then), on the scan screen. */
async function openScan(page: Page, request: Parameters<typeof signInByApi>[0], baseURL: string): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
  const email = uniqueEmail('scan');
  const token = await signInByApi(request, email);
  await endCodeWait(request, email);
  await setPaymentPassword(request, token, email, '135790');
  await useToken(page.context(), baseURL, token);
  await page.goto('/other/scan');
}

async function paste(page: Page, text: string): Promise<void> {
  await page.locator('#scan-paste').fill(text);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a Pay ID opens Send with the receiver filled in', async ({ page, request, baseURL }) => {
  await openScan(page, request, baseURL!);
  await paste(page, '123456789');
  await expect(page).toHaveURL(/\/asset\/send\?pay_id=123456789$/);
  await expect(page.getByTestId('send-pay-id')).toHaveValue('123456789');
});

test('an address opens Withdraw with the address and a chain that accepts it', async ({ page, request, baseURL }) => {
  const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  await openScan(page, request, baseURL!);
  await paste(page, address);
  await expect(page).toHaveURL(new RegExp(`/asset/withdraw\\?chain=ERC20&address=${address}$`));
  await expect(page.getByTestId('withdraw-address')).toHaveValue(address);
});

test('anything else is shown with a copy action, and nothing is opened', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  await openScan(page, request, baseURL!);
  await paste(page, 'https://evil.example/phish');
  await expect(page.getByTestId('scan-text')).toContainText('https://evil.example/phish');
  await expect(page.getByTestId('scan-copy')).toBeVisible();
  await expect(page).toHaveURL(/\/other\/scan$/);
  expect(opened).toEqual([]);
});
