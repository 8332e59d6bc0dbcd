import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { encodeStartApp } from '../../src/domain/startapp';
import { newPaymentRequestId, paymentRequestPath } from '../../src/features/wallet/payPeopleModel';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { screenshotsIn, SIZES } from './support/screens';
import { linkedTelegramUser, openInTelegram, telegramUserWhoUsedTheApp } from './support/telegram';
import { openAs, payingUser } from './support/wallet';

// Paying people and referrals for a visual check, written to test-results/screens-pay-people (SHOTS_DIR elsewhere):
// the referral screen with an invitee and empty, a send to @username with its receiver shown, an unknown name, the
// payment request on /asset/received, at 390 and 1440 px, light and dark, in Chinese, and inside the Telegram launch.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-pay-people';
const shoot = screenshotsIn(DIR);
const PASSWORD = '135790';

async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}

test('paying people and referral screens', async ({ page, request, context }) => {
  test.setTimeout(240_000);
  const receiver = await telegramUserWhoUsedTheApp(context, 'shotsreceiver');

  const payer = await payingUser(request, 'shots-payer', { usdt: '30', password: PASSWORD });
  const mine = await apiCall(request, contract.referral.mine, {}, payer.token);
  // an invitee of the payer, so the referral screen has a row
  const invitedToken = await signInByApi(request, uniqueEmail('shots-invited'));
  expect((await apiCall(request, contract.referral.claim, { code: mine.data.code }, invitedToken)).data.recorded).toBe(
    true,
  );
  const lonely = await signInByApi(request, uniqueEmail('shots-lonely'));

  await openAs(page, request, payer.token, '/personal/referrals');
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(page, viewport);
      await page.goto(`/personal/referrals?theme=${theme}`);
      await expect(page.getByTestId('referral-code')).toHaveText(mine.data.code);
      await expect(page.getByTestId('referral-invitees')).toBeVisible();
      await shoot(page, `referrals-${size}-${theme}`);

      await page.goto(`/asset/send?symbol=USDT&theme=${theme}`);
      await page.getByTestId('send-pay-id').fill(`@${receiver.username}`);
      await expect(page.getByTestId('send-recipient')).toBeVisible();
      await page.getByTestId('send-amount').fill('4.25');
      await shoot(page, `send-username-${size}-${theme}`);

      await page.goto(`/asset/received?theme=${theme}`);
      await page.getByTestId('request-amount').fill('12.5');
      await shoot(page, `received-request-${size}-${theme}`);
    }
  }
  await resize(page, SIZES.mobile);
  await page.goto('/asset/send?symbol=USDT&lang=zh-CN');
  await page.getByTestId('send-pay-id').fill('@nobody_uses_this_name_77');
  await expect(page.getByText('没有使用此名称的用户用过本应用')).toBeVisible();
  await shoot(page, 'send-unknown-mobile-zh');
  await page.goto('/personal/referrals?lang=zh-CN');
  await expect(page.getByTestId('referral-code')).toBeVisible();
  await shoot(page, 'referrals-mobile-zh');

  // inside Telegram: a payment request link, and the referral screen
  const tgUser = await linkedTelegramUser(request, payer.token, 'shotspayer');
  const requester = await apiCall(request, contract.user.profile, {}, invitedToken);
  const tg = await context.newPage();
  await tg.setViewportSize(SIZES.mobile);
  const path = paymentRequestPath({
    symbol: 'USDT',
    amount: '2.5',
    payId: requester.data.pay_id,
    id: newPaymentRequestId(),
  });
  await openInTelegram(tg, '/', { user: tgUser, startParam: encodeStartApp(path)! });
  await expect(tg.getByTestId('send-recipient')).toBeVisible();
  await shoot(tg, 'telegram-request-send');
  const tgRef = await context.newPage();
  await tgRef.setViewportSize(SIZES.mobile);
  await openInTelegram(tgRef, '/personal/referrals', { user: tgUser });
  await expect(tgRef.getByTestId('referral-code')).toBeVisible();
  await shoot(tgRef, 'telegram-referrals');
  // last: it signs this browser in as another user
  const empty = await context.newPage();
  await empty.setViewportSize(SIZES.mobile);
  await openAs(empty, request, lonely, '/personal/referrals?lang=en');
  await expect(empty.getByText('No one has joined through your link yet.', { exact: false })).toBeVisible();
  await shoot(empty, 'referrals-empty-mobile');
});
