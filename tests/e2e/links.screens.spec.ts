import { expect, test } from './support/test';
import { screenshotsIn, SIZES } from './support/screens';

// The web view (framed, refused) and the download page for a visual check, written to test-results/screens-links
// (git-ignored).
const shoot = screenshotsIn('test-results/screens-links');

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`web view and download ${size} ${theme}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.route(`${baseURL}/e2e-partner**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Partner page</h1>' }),
      );
      await page.goto(`/webview?url=${encodeURIComponent(`${baseURL}/e2e-partner/a`)}&title=Partner&theme=${theme}`);
      await expect(page.frameLocator('[data-testid="webview-frame"]').getByText('Partner page')).toBeVisible();
      await shoot(page, `webview-${size}-${theme}`);
      await page.goto(`/webview?url=${encodeURIComponent('https://evil.example/x')}&theme=${theme}`);
      await expect(page.getByTestId('webview-refused')).toBeVisible();
      await shoot(page, `refused-${size}-${theme}`);
      await page.goto(`/download?theme=${theme}`);
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image/);
      await shoot(page, `download-${size}-${theme}`);
    });
  }
}

test('download in Korean', async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/download?lang=ko');
  await expect(page.getByRole('heading', { name: '앱 다운로드' })).toBeVisible();
  await shoot(page, 'download-ko');
});
