import { test as base, expect, type Page } from '@playwright/test';

/**
 * Prerendered pages hydrate after their first paint (apps/web/scripts/defer-hydration.ts).
 * A person waits to see the page react; a test must say so: after each load of a document,
 * `page.goto` and `page.reload` wait until the app has hydrated (`<html data-hydrated>`),
 * for documents that have an app to hydrate.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === 'true');
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';
