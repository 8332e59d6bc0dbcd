import { expect, test, type Page } from './support/test';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';

// /dev/telegram: the app inside a simulated Telegram client (server/modules/dev/telegram.ts). The client's
// controls answer the app's real postEvent messages; nothing in the app is stubbed.

/** The prompts after sign-in have their own tests (login.spec.ts); here they stay out of the way. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

test('signed init data signs the test user in through the main button; back and main buttons drive the app', async ({
  page,
}) => {
  await withoutPrompts(page);
  const user = uniqueTelegramUser('sim');
  const sim = await openSimulator(page, { path: '/tgStart', user });
  await expect(sim.app.getByRole('heading', { name: 'Continue with Telegram' })).toBeVisible();

  // The screen's primary action is Telegram's main button, below the frame.
  await expect(sim.mainButton).toHaveText('Continue with Telegram');
  await sim.mainButton.click();
  await expect.poll(sim.location).toBe('/');
  await expect(sim.app.getByRole('button', { name: 'My account' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'access_token')?.value).toBeTruthy();
  await expect(sim.haptics).toContainText('notification · success');
  // Home is the root: Telegram shows Close, not Back, and no main button.
  await expect(sim.back).toBeHidden();
  await expect(sim.close).toBeVisible();
  await expect(sim.mainButton).toBeHidden();

  // Launch again at /help (the form keeps the user): a sub-screen, so Back, and its main button.
  await page.getByLabel('Screen (path)').fill('/help');
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  await expect(page.locator('#tg-events')).toContainText('web_app_ready');
  await expect.poll(sim.location).toBe('/help');
  await expect(sim.back).toBeVisible();
  await expect(sim.close).toBeHidden();
  await expect(sim.mainButton).toHaveText('Open a work order');

  await sim.mainButton.click();
  await expect.poll(sim.location).toBe('/wordOrder');
  await expect(sim.app.getByRole('heading', { name: 'Support tickets' })).toBeVisible();
  // the tickets screen's own primary action takes the main button
  await expect(sim.mainButton).toHaveText('New ticket');
  await expect(sim.back).toBeVisible();

  await sim.back.click();
  await expect.poll(sim.location).toBe('/help');
  await expect(sim.mainButton).toHaveText('Open a work order');

  // Back on the first screen of a launch goes home, where Back gives way to Close again.
  await sim.back.click();
  await expect.poll(sim.location).toBe('/');
  await expect(sim.back).toBeHidden();
  await expect(sim.close).toBeVisible();
});

test('answers popups, haptics, theme and the secondary button like the Telegram client', async ({ page }) => {
  const sim = await openSimulator(page, { path: '/' });
  const frame = page.frame({ name: 'app' })!;
  // Record what the client sends the app, and post requests exactly as the SDK does from a frame.
  await frame.evaluate(() => {
    const w = window as unknown as { __fromClient: { eventType: string; eventData?: unknown }[] };
    w.__fromClient = [];
    window.addEventListener('message', (event) => {
      if (event.source === window.parent) w.__fromClient.push(JSON.parse(String(event.data)));
    });
  });
  const post = (eventType: string, eventData?: unknown) =>
    frame.evaluate(
      ([type, data]) =>
        window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data }), 'https://web.telegram.org'),
      [eventType, eventData] as const,
    );
  const received = (eventType: string) =>
    frame.evaluate(
      (type) =>
        (window as unknown as { __fromClient: { eventType: string; eventData?: unknown }[] }).__fromClient
          .filter((event) => event.eventType === type)
          .map((event) => event.eventData ?? null),
      eventType,
    );

  await post('web_app_open_popup', {
    title: 'Delete the draft?',
    message: 'It cannot be undone.',
    buttons: [
      { id: 'keep', type: 'cancel' },
      { id: 'delete', type: 'destructive', text: 'Delete' },
    ],
  });
  await expect(sim.popup).toBeVisible();
  await expect(sim.popup).toContainText('Delete the draft?');
  await expect(sim.popup.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await sim.popup.getByRole('button', { name: 'Delete' }).click();
  await expect(sim.popup).toBeHidden();
  await expect.poll(() => received('popup_closed')).toEqual([{ button_id: 'delete' }]);

  await post('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'heavy' });
  await expect(sim.haptics).toContainText('impact · heavy');

  await post('web_app_setup_secondary_button', {
    is_visible: true,
    is_active: true,
    is_progress_visible: false,
    text: 'Later',
    position: 'top',
  });
  await expect(sim.secondaryButton).toHaveText('Later');
  await sim.secondaryButton.click();
  await expect.poll(() => received('secondary_button_pressed')).toHaveLength(1);

  // A busy, inactive main button shows its progress and ignores taps, as Telegram's does.
  await post('web_app_setup_main_button', {
    is_visible: true,
    is_active: false,
    is_progress_visible: true,
    text: 'Saving',
  });
  await expect(sim.mainButton).toHaveAttribute('aria-busy', 'true');
  await expect(sim.mainButton).toHaveAttribute('aria-disabled', 'true');
  await sim.mainButton.click({ force: true });
  await post('web_app_setup_main_button', { is_visible: true, is_active: true, is_progress_visible: false });
  await expect(sim.mainButton).toHaveAttribute('aria-busy', 'false');
  expect(await received('main_button_pressed')).toEqual([]);
  await sim.mainButton.click();
  await expect.poll(() => received('main_button_pressed')).toHaveLength(1);

  // The client switches to the dark theme: the app follows (its Telegram CSS variables and dark class).
  await page.getByRole('button', { name: 'Switch to dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(sim.app.locator('html')).toHaveClass(/\bdark\b/);
  const appBg = await frame.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
  );
  expect(appBg).toBe('#17212b');
});

test('a screen outside the app is refused with a message, and no app is framed', async ({ page }) => {
  const response = await page.goto('/dev/telegram?path=//evil.example/x');
  expect(response?.status()).toBe(400);
  await expect(page.locator('#path-error')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Screen (path)' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#tg-app')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('Correct the fields below');
});
