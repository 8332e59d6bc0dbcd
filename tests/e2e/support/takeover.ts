import type { Page } from '@playwright/test';

type Marked = Window & { drawnScreen?: Element | null };

/**
 * Waits until the app has rendered over the screen the server drew: the element the page arrived with in `#root` has
 * been replaced by the app's own. (Set up before the navigation: it notes what the page arrived with.)
 */
export async function noteDrawnScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Marked).drawnScreen = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const now = document.getElementById('root')?.firstElementChild ?? null;
    return now !== null && (window as Marked).drawnScreen !== undefined && now !== (window as Marked).drawnScreen;
  });
}
