import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

type Navigate = Page['goto'] | Page['reload'];

/**
 * Playwright's `test`, with one difference: a navigation that waits for the page's load also waits until the app
 * has taken over the screen the server drew (the drawn page is `inert` until then, and its elements are replaced),
 * as a reader would. Without it, a test could act on, or measure, an element of the drawn page that the app is
 * about to replace. A navigation whose app code cannot load still ends: the page then leaves the drawn screen usable.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Navigate>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
            { waitUntil?: string } | undefined;
          if ((options?.waitUntil ?? 'load') === 'load') await appTookOverIfDrawn(page);
          return response;
        },
      });
    }
    await use(page);
  },
});

/** Waits until `#root`, if the page has one, is no longer the server's inert drawing. */
export async function appTookOverIfDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}
