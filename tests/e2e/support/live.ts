import type { Page } from '@playwright/test';

/**
 * Resolves once the page's live connection answers. A page opens it when its start-up is over (the first idle
 * moment), not with its first screen: a test that makes something happen for the page to hear waits for this first.
 * Call it before the page loads and await it after.
 */
export const liveConnected = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/nft-api/live?'), { timeout: 15_000 });
