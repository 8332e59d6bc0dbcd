import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { liveConnected } from './support/live';
import { answerTicket } from './support/supportAgent';
import { openAs } from './support/wallet';

// Support tickets against the real server: a user writes a ticket with two pictures, support answers through the
// agents' CLI and the answer appears on the open ticket without a reload (with a message for the user), the user
// replies and closes it. A file that is not a picture is refused on the client, the draft survives a reload, and
// another user never finds the ticket.

const pictures = async () => [
  {
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer(),
  },
  {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 200, height: 320, channels: 3, background: '#f97316' } })
      .jpeg()
      .toBuffer(),
  },
];

/** Chooses the first category, and its first sub-category when it has some. */
async function chooseCategory(page: Page) {
  const info = page.waitForResponse((response) => response.url().endsWith(contract.workorder.getCategoryInfo.path));
  await page.getByTestId('ticket-category').getByRole('tab').first().click();
  const answer = (await (await info).json()) as { data: { children: unknown[] } };
  if (answer.data.children.length > 0) await page.getByTestId('ticket-subcategory').getByRole('tab').first().click();
}

test('a ticket with two pictures: support answers live, the user replies and closes it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const token = await signInByApi(request, uniqueEmail('tickets'));
  await openAs(page, request, token, '/wordOrderForm');
  await chooseCategory(page);
  await page.getByTestId('ticket-title').fill('Deposit not credited');
  await page.getByTestId('ticket-description').fill('Sent 10 USDT an hour ago.\nStill not in my wallet.');
  await page.getByTestId('image-input').setInputFiles(await pictures());
  await expect(page.locator('[data-testid="image-thumb"][data-status="done"]')).toHaveCount(2);
  await page.getByTestId('ticket-send').click();
  await expect(page).toHaveURL(/\/wordOrderDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const first = page.getByTestId('ticket-reply').first();
  await expect(first).toHaveAttribute('data-from', 'user');
  await expect(first).toContainText('Still not in my wallet.');
  await expect(first.locator('img')).toHaveCount(2);

  // the list opens the live connection, which the ticket's screen keeps
  const connected = liveConnected(page);
  await page.goto('/wordOrder');
  const row = page.locator(`[data-testid="ticket-row"]:has(a[href="/wordOrderDetail?id=${id}"])`);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row).toContainText('Waiting for support');

  // support answers while the ticket is open on screen
  await row.getByRole('link').click();
  await expect(page.getByTestId('ticket-reply')).toHaveCount(1);
  await connected;
  await answerTicket(baseURL!, id, 'We found your deposit: it is credited now.');
  const answer = page.locator('[data-testid="ticket-reply"][data-from="support"]');
  await expect(answer).toContainText('We found your deposit');
  await expect(page.getByTestId('ticket-head')).toContainText('Answered');
  const messages = await apiCall(request, contract.message.list, { page: 1, page_size: 20 }, token);
  expect(messages.data.list.some((message) => message.kind === 'support')).toBe(true);

  // a picture opens at full size
  await first.getByRole('button', { name: 'Picture 1' }).click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('ticket-reply-text').fill('Thank you,\nit is there.');
  await page.getByTestId('ticket-reply-send').click();
  await expect(page.getByTestId('ticket-reply')).toHaveCount(3);
  await expect(page.getByTestId('ticket-reply').last()).toContainText('it is there.');
  await expect(page.getByTestId('ticket-reply-text')).toHaveValue('');

  await page.getByTestId('ticket-close').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByTestId('ticket-closed')).toBeVisible();
  await expect(page.getByTestId('ticket-reply-box')).toHaveCount(0);
  await page.goto('/wordOrder?status=closed');
  await expect(page.locator(`[data-testid="ticket-row"][data-status="closed"]`)).toHaveCount(1);
});

test('a file that is not a picture is refused, the draft survives a reload, another user finds nothing', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInByApi(request, uniqueEmail('tickets-draft'));
  await openAs(page, request, token, '/wordOrderForm');
  await chooseCategory(page);
  await page.getByTestId('ticket-title').fill('Cannot sign in on my phone');
  await page.getByTestId('ticket-description').fill('It says the code expired.');
  await page
    .getByTestId('image-input')
    .setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') },
    ]);
  await expect(page.getByTestId('image-error')).toHaveText('That file is not a PNG, JPEG or WebP picture.');
  await expect(page.getByTestId('image-thumb')).toHaveCount(0);
  await expect(page.getByTestId('ticket-title')).toHaveValue('Cannot sign in on my phone');
  await expect(page.getByTestId('ticket-description')).toHaveValue('It says the code expired.');

  await page.getByTestId('image-input').setInputFiles((await pictures()).slice(0, 1));
  await expect(page.locator('[data-testid="image-thumb"][data-status="done"]')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('ticket-title')).toHaveValue('Cannot sign in on my phone');
  await expect(page.getByTestId('ticket-description')).toHaveValue('It says the code expired.');
  await expect(page.getByTestId('ticket-category').getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-testid="image-thumb"][data-status="done"]')).toHaveCount(1);

  // sent, the draft is gone: a new form starts empty
  await page.getByTestId('ticket-send').click();
  await expect(page).toHaveURL(/\/wordOrderDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.goto('/wordOrderForm');
  await expect(page.getByTestId('ticket-title')).toHaveValue('');

  const stranger = await signInByApi(request, uniqueEmail('tickets-stranger'));
  const direct = await apiCall(request, contract.workorder.getWorkOrderInfo, { id }, stranger);
  expect(direct.code).toBe(34010);
  const context = await browser.newContext();
  const other = await context.newPage();
  await openAs(other, request, stranger, `/wordOrderDetail?id=${id}`);
  await expect(other.getByTestId('ticket-not-found')).toContainText('Ticket not found');
  await context.close();

  // a visitor is asked to sign in, never shown an error
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/wordOrderDetail?id=${id}`);
  await expect(visitor.getByTestId('signin-prompt')).toBeVisible();
  await visitorContext.close();
});
