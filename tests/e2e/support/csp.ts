import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of `page` (the `securitypolicyviolation` event and the
 * console's report) from the next navigation on; the returned array fills as they happen.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
