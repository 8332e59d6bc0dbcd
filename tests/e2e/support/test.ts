import { test as base, type Page } from '@playwright/test';
import { START_TIMEOUT_MS, startWorkerServer, type WorkerServer } from './server';

export * from '@playwright/test';
export { workerBaseURL } from './server';

type Navigate = Page['goto'] | Page['reload'];

/**
 * Playwright's `test`, with two differences. Each worker runs against a server of its own (`baseURL`, see
 * support/server.ts). And a navigation that waits for the page's load also waits until the app has taken over the
 * screen the server drew (the drawn page is `inert` until then, and its elements are replaced), as a reader would.
 * Without it, a test could act on, or measure, an element of the drawn page that the app is about to replace. A
 * navigation whose app code cannot load still ends: the page then leaves the drawn screen usable.
 */
export const test = base.extend<object, { workerServer: WorkerServer }>({
  // Each worker's own server (support/server.ts); pages, contexts and `request` address it through baseURL.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
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
