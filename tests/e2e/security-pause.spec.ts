import { expect, test, type Page } from './support/test';
import { latestCode, signInByApi, uniqueEmail } from './support/api';
import { openAs } from './support/wallet';

// Withdrawals pause for 24 hours after a CHANGE of a security factor, never after setting a first one; a change
// screen says so before the user saves. (Saving signs the other devices out, the API's session too: the screens are
// the witnesses here, the server tests check user_risk itself.)

const PAUSE = 'Withdrawals pause for 24 hours after this change.';

/** Clicks the screen's one "Send code", then types into `name` the code `email` received. */
async function enterCode(page: Page, request: Parameters<typeof latestCode>[0], email: string, name: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. Check your inbox.').first()).toBeVisible();
  await page.locator(`input[name="${name}"]`).fill(await latestCode(request, email));
}

test('a first payment password pauses nothing; a change screen warns before saving, and the change pauses withdrawals', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pause');
  const token = await signInByApi(request, email);
  // the page's timers on a clock the test moves: the code field's resend countdown ends without a minute's wait
  await page.clock.install();

  // setting the first payment password: no warning, and no pause after it
  await openAs(page, request, token, '/setPay');
  await expect(page.getByRole('button', { name: 'Set payment password' })).toBeVisible();
  await expect(page.getByTestId('change-pause')).toHaveCount(0);
  await page.locator('input[name="pay-password"]').fill('135790');
  await page.locator('input[name="pay-repeat"]').fill('135790');
  await enterCode(page, request, email, 'code-set_capital_password');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  // the screen turns to changing it: now, before anything is saved, it says what a change does
  await expect(page.getByRole('button', { name: 'Change payment password' })).toBeVisible();
  await expect(page.getByTestId('change-pause')).toContainText(PAUSE);
  await page.goto('/asset/withdraw?symbol=USDT&chain=TRC20');
  await expect(page.getByTestId('withdraw-fee')).toContainText('USDT');
  await expect(page.getByTestId('withdraw-hold')).toHaveCount(0);

  // changing the email: warned on the first step, before any code is asked; saved, withdrawals pause
  await page.goto('/mail');
  await page.getByTestId('mail-primary').click();
  await expect(page.getByTestId('change-pause')).toContainText(PAUSE);
  await enterCode(page, request, email, 'code-email_modify_old');
  await page.getByRole('button', { name: 'Next' }).click();
  const newEmail = uniqueEmail('pause-new');
  await page.locator('input[name="new-email"]').fill(newEmail);
  // the step's code field still counts down from the first code ("Resend in 59 s"): past its minute
  await page.clock.fastForward(61_000);
  await enterCode(page, request, newEmail, 'code-email_modify_new');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('mail-primary')).toBeVisible();
  await page.goto('/asset/withdraw?symbol=USDT&chain=TRC20');
  await expect(page.getByTestId('withdraw-hold')).toContainText('You can withdraw again from');
});
