import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail, useToken } from './support/api';
import { E2E_SUPPORT_AGENT_TOKEN } from './support/server';
import { expect, test } from './support/test';
import { SHORT_PAYLOADS, XSS_PAYLOADS, dangerousMarkup, watchForXss, type XssWatch } from './support/xss';

/**
 * The XSS corpus (support/xss.ts) on every surface that shows text or HTML written by someone else (an operator,
 * support, another user), in real Chromium: nothing runs, no dialog, no new window, no navigation off the app, and the
 * rendered content keeps no script, handler or script URL. The first test proves the detector would notice.
 */

async function devPost<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

test('control: unsanitised, the corpus runs and the DOM check flags it, so the tests below can fail', async ({
  page,
}) => {
  const watch = await watchForXss(page);
  // A blank page has no Content-Security-Policy: what the payloads do here is what they would do unsanitised.
  await page.setContent('<main></main>');
  const fired = XSS_PAYLOADS.filter((payload) => payload.fires).map((payload) => `ran: ${payload.id}`);
  expect(fired.length).toBeGreaterThan(10);
  const unflagged: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    await page.evaluate(
      ({ id, html }) => {
        const box = document.createElement('section');
        box.id = `p-${id}`;
        box.innerHTML = html;
        // Serialised and parsed again, as a sanitiser's output is: the mutation (mXSS) payloads show themselves here.
        const serialised = box.innerHTML;
        box.innerHTML = serialised;
        document.querySelector('main')!.append(box);
      },
      { id: payload.id, html: payload.html },
    );
    const flagged = (await dangerousMarkup(page, `#p-${payload.id}`)).length > 0;
    if (flagged === Boolean(payload.inert)) unflagged.push(`${payload.id}: ${flagged ? 'flagged' : 'not flagged'}`);
  }
  // Every payload but the text-only ones leaves something the DOM check finds...
  expect(unflagged).toEqual([]);
  // ...and the ones that run by themselves reached the detector.
  await expect.poll(() => fired.filter((id) => !watch.hits.includes(id))).toEqual([]);
  // A script URL opened from a link, and a dialog, are caught too.
  await page.evaluate(() => alert('control'));
  expect(watch.hits).toContain('dialog: alert control');
});

test('collection name and description are text: the whole corpus shows as written, nothing runs', async ({
  page,
  request,
}) => {
  const watch = await watchForXss(page);
  const description = XSS_PAYLOADS.map((payload) => payload.html).join('\n');
  for (const name of [SHORT_PAYLOADS[0]!, XSS_PAYLOADS.find((p) => p.id === 'img-onerror')!.html]) {
    await devPost(request, '/dev/content/collection', { symbol: 'ASTRO', name, description });
    await page.goto('/nft/symbolDetail?symbol=ASTRO');
    await expect(page.getByTestId('collection-name')).toContainText(name);
    await expect(page.locator('.collection-header__description')).toContainText(XSS_PAYLOADS[0]!.html);
    expect(await dangerousMarkup(page, '#root')).toEqual([]);
  }
  expect(watch.hits).toEqual([]);
});

test('nicknames: each short payload shows as text on the profile and in the drawer, nothing runs', async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchForXss(page);
  const token = await signInByApi(page.request, uniqueEmail('xss-nick'));
  await useToken(context, baseURL!, token);
  for (const nickname of SHORT_PAYLOADS) {
    const changed = await apiCall(page.request, contract.user.modifyNickname, { nickname }, token);
    expect(changed.code, nickname).toBe(0);
    await page.goto('/personal');
    await expect(page.getByTestId('profile-name')).toHaveText(nickname);
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByTestId('user-drawer').locator('.user-drawer__name')).toHaveText(nickname);
    expect(await dangerousMarkup(page, '#root')).toEqual([]);
  }
  expect(watch.hits).toEqual([]);
});

/** Links as an operator's tool could store them: the app must neither follow nor run any. */
const SCRIPT_LINKS = [
  "javascript:__xssHit('link')",
  'JaVaScRiPt:alert(1)',
  'jav\tascript:alert(1)',
  ' \u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

test('home banners and articles whose links are script URLs: nothing runs and nothing leaves the app', async ({
  page,
  request,
}) => {
  const watch = await watchForXss(page);
  for (const link of SCRIPT_LINKS) {
    const banner = await devPost<{ id: number }>(request, '/dev/content/banner', { title: `Banner ${link}`, link });
    await devPost(request, '/dev/content/article', {
      title: `Article ${banner.id}`,
      summary: 'x',
      content: '<p>x</p>',
      url: link,
    });
  }
  // Newest of all, with a link that is allowed: once it shows, home has read the banners written above.
  await devPost(request, '/dev/content/banner', { title: 'Banner safe', link: '/nft/search' });
  const home = async () => {
    await page.goto('/');
    await expect(page.locator('.banner-carousel__slide').filter({ hasText: 'Banner safe' })).toHaveCount(1);
    await expect(page.locator('.article-list__item').first()).toBeVisible();
    expect(await dangerousMarkup(page, '#root')).toEqual([]);
  };
  // Home may leave out an entry whose link it refuses; one it shows must do nothing harmful when pressed.
  for (const link of SCRIPT_LINKS) {
    await home();
    const slide = page.locator('.banner-carousel__slide').filter({ hasText: `Banner ${link}` });
    if ((await slide.count()) > 0) await slide.first().click({ force: true });
    expect(watch.hits, link).toEqual([]);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  }
  await home();
  const articles = await page
    .locator('.article-list__item')
    .filter({ hasText: /Article \d+/ })
    .count();
  for (let n = 0; n < articles; n++) {
    await home();
    await page
      .locator('.article-list__item')
      .filter({ hasText: /Article \d+/ })
      .nth(n)
      .click();
    expect(watch.hits).toEqual([]);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  }
});

/** Waits for a RichText's sanitised content (its lazy sanitiser loaded) and checks it and the whole page. */
async function expectCleanRichText(page: Page, watch: XssWatch, testId: string, label: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  expect(await dangerousMarkup(page, '#root'), label).toEqual([]);
  expect(watch.hits, label).toEqual([]);
}

test('news articles: each payload as an article’s content, sanitised on /news?id=', async ({ page, request }) => {
  test.setTimeout(300_000);
  const watch = await watchForXss(page);
  for (const payload of XSS_PAYLOADS) {
    const { id } = await devPost<{ id: number }>(request, '/dev/content/article', {
      title: `News ${payload.id}`,
      summary: payload.html.slice(0, 2000),
      content: `<p>before</p>${payload.html}<p>after</p>`,
    });
    await page.goto(`/news?id=${id}`);
    await expectCleanRichText(page, watch, 'news-content', payload.id);
  }
});

test('messages: each payload as a title and an HTML body, in the list and on /msgDetail', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const watch = await watchForXss(page);
  const email = uniqueEmail('xss-msg');
  const token = await signInByApi(page.request, email);
  await useToken(context, baseURL!, token);
  for (const payload of XSS_PAYLOADS)
    await devPost(page.request, '/dev/message/notice', {
      email,
      title: payload.html.slice(0, 200),
      // framed by harmless text, so a body the sanitiser empties still shows (and is waited for)
      body: `<p>before</p>${payload.html}<p>after</p>`,
    });
  const listed = await apiCall(page.request, contract.message.list, { page: 1, page_size: 100 }, token);
  // the account's welcome message is there too: only the corpus' messages are checked one by one
  const titles = new Set(XSS_PAYLOADS.map((payload) => payload.html.slice(0, 200)));
  const corpus = listed.data.list.filter((message) => titles.has(message.title));
  expect(corpus.length).toBe(XSS_PAYLOADS.length);
  await page.goto('/message');
  // newest first, and the list is paged: the last payload written is on the first page, as text
  await expect(page.getByText(XSS_PAYLOADS.at(-1)!.html.slice(0, 30)).first()).toBeVisible();
  expect(await dangerousMarkup(page, '#root')).toEqual([]);
  for (const message of corpus) {
    await page.goto(`/msgDetail?id=${message.id}`);
    await expectCleanRichText(page, watch, 'message-body', message.title);
  }
});

/** The corpus in few support answers (each within the 5,000 characters an answer may have), each payload framed. */
function corpusAnswers(): string[] {
  const answers: string[] = [];
  let current = '';
  for (const payload of XSS_PAYLOADS) {
    const framed = `<p>${payload.id}</p>${payload.html}`;
    if (current.length + framed.length > 4800) {
      answers.push(current);
      current = '';
    }
    current += framed;
  }
  if (current) answers.push(current);
  return answers;
}

test('support tickets: the corpus as support’s answers and as the user’s own title and text, on /wordOrderDetail', async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchForXss(page);
  const token = await signInByApi(page.request, uniqueEmail('xss-ticket'));
  await useToken(context, baseURL!, token);
  const categories = await apiCall(page.request, contract.workorder.getCategoryList, {}, token);
  // a category without sub-categories takes a ticket as it is
  let categoryId = 0;
  for (const category of categories.data.list) {
    const info = await apiCall(page.request, contract.workorder.getCategoryInfo, { id: category.id }, token);
    if (info.data.children.length === 0) categoryId = category.id;
  }
  expect(categoryId).toBeGreaterThan(0);
  const title = SHORT_PAYLOADS[0]!;
  const description = XSS_PAYLOADS.map((payload) => payload.html)
    .join('\n')
    .slice(0, 4900);
  const created = await apiCall(
    page.request,
    contract.workorder.createWorkOrder,
    { category_id: categoryId, title, description },
    token,
    idempotencyKey('xss-ticket'),
  );
  expect(created.code, created.msg).toBe(0);
  const answers = corpusAnswers();
  for (const content of answers) {
    const response = await page.request.post(`/support-agent/tickets/${created.data.id}/reply`, {
      headers: { authorization: `Bearer ${E2E_SUPPORT_AGENT_TOKEN}` },
      data: { agent: 'Mina', content },
    });
    expect(response.status()).toBe(200);
  }
  await page.goto(`/wordOrderDetail?id=${created.data.id}`);
  await expect(page.getByTestId('ticket-reply-html')).toHaveCount(answers.length);
  // the user's own words are text: the title and the description show as typed
  await expect(page.getByText(title).first()).toBeVisible();
  expect(await dangerousMarkup(page, '#root')).toEqual([]);
  expect(watch.hits).toEqual([]);
});
