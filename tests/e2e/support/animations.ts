import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations (a dialog's scale, a drawer's slide, a sheet rising) have ended, so boxes
 * and screenshots show their final state; endless ones (a skeleton's shimmer, a spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
