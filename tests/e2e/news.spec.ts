import { expect, test } from './support/test';

// The news as a visitor meets it: the articles with their pictures, one in full with its sanitised content and its
// in-app link followed inside the app, and a clear "not found" for an article that does not exist.

test('the news: the list, one article in full, its in-app link, an unknown one', async ({ page, request }) => {
  const title = `News ${Date.now()}`;
  const written = await request.post('/dev/content/article', {
    data: {
      title,
      summary: 'A summary',
      url: 'https://t.me/example',
      content:
        '<h3>Inside</h3><p>Read <em>this</em> and <a href="/nft/search">open the market</a>.</p>' +
        '<p style="color:red" onclick="window.__xss=1">styled</p><script>window.__xss=2</script>',
    },
  });
  expect(written.ok()).toBe(true);
  const { id } = ((await written.json()) as { data: { id: number } }).data;

  await page.goto('/news');
  const rows = page.getByTestId('news-list').getByTestId('news-row');
  const row = rows.filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /\/seed\/articles\//);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/news\\?id=${id}$`));
  await expect(page.getByTestId('news-title')).toHaveText(title);
  const content = page.getByTestId('news-content');
  await expect(content.locator('h3')).toHaveText('Inside');
  await expect(content.locator('em')).toHaveText('this');
  await expect(content.locator('script, [style], [onclick]')).toHaveCount(0);
  await expect(page.getByTestId('news-read-more')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // the in-app link navigates within the app (no reload: the marker set on the page survives)
  await page.evaluate(() => ((window as { __sameApp?: boolean }).__sameApp = true));
  await content.getByRole('link', { name: 'open the market' }).click();
  await expect(page).toHaveURL(/\/nft\/search$/);
  expect(await page.evaluate(() => (window as { __sameApp?: boolean }).__sameApp)).toBe(true);

  await page.goto('/news?id=999999999');
  await expect(page.getByTestId('not-found')).toContainText('does not exist');
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(rows.first()).toBeVisible();
});
