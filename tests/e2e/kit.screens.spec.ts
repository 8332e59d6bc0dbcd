import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { DARK_THEME, openInTelegram, telegramEvents } from './support/telegram';

// Screens built on the kit (Page, List/Row, Button, Field), for a visual check in .screens/ (git-ignored),
// in Korean and inside a simulated Telegram launch. Each also asserts what the screen must show.
async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `.screens/${name}.png` });
}

test('the security centre and the delete screen in Korean at 390 and 1440 px', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('ko')));
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/security/userManage?lang=ko&theme=light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('보안 센터');
    await shoot(page, `ko-security-centre-${size}-light`);
    await page.goto('/security/userDelete?lang=ko&theme=dark');
    // The screen's main action deletes the account: a red sticky button outside Telegram.
    await expect(page.locator('.ui-page__primary .ui-btn--destructive')).toBeVisible();
    await shoot(page, `ko-user-delete-${size}-dark`);
  }
});

test('inside Telegram the delete screen puts its action on a red main button', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('tg-delete')));
  await page.setViewportSize({ width: 390, height: 844 });
  await openInTelegram(page, '/security/userDelete');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ui-page__primary')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await telegramEvents(page))
        .filter((event) => event.name === 'web_app_setup_main_button')
        .map((event) => event.params as { text?: string; color?: string; is_visible?: boolean })
        .at(-1),
    )
    .toMatchObject({ text: 'Delete my account', color: DARK_THEME.destructive_text_color, is_visible: true });
  await shoot(page, 'telegram-user-delete-390-dark');
});

test('a dialog is drawn on its own surface, in both themes', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('dialog')));
  for (const [size, width, theme] of [
    ['390', 390, 'light'],
    ['1440', 1440, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/my-devices?theme=${theme}`);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Sign out this device?');
    // The panel must not be transparent over the dimmed page.
    const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await shoot(page, `dialog-${size}-${theme}`);
  }
});
