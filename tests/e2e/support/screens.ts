import type { Page } from '@playwright/test';
import { animationsSettled } from './animations';

/** The two widths every screen is looked at: a phone and a desktop. */
export const SIZES = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * A screenshot function writing into `dir`: each waits for the fonts, the network and the animations to settle, then
 * captures the whole page, or only the viewport while a dialog is open (a full-page capture draws fixed layers over
 * the stretched page).
 */
export function screenshotsIn(dir: string) {
  return async (page: Page, name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await animationsSettled(page);
    const modal = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !modal });
  };
}
