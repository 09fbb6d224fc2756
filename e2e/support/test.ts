import { test as base, expect, type Page } from '@playwright/test';

/**
 * A public page's interactive parts are islands that hydrate on their own (the header when the
 * browser is idle, a page that is one island at once, the others as they near the screen). A
 * person waits to see the page react; a test must say so: after each load of a document,
 * `page.goto` and `page.reload` wait until the header has hydrated (`<html data-hydrated>`) and
 * no island that hydrates without scrolling is still waiting (Astro removes an island's `ssr`
 * attribute once it has hydrated). The staff and partner apps are rendered by their script.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // A page without islands, or sent as static HTML without its scripts (the developer page in production).
    if (!document.querySelector('astro-island') || !document.querySelector('script:not([type="application/json"])')) return true;
    const waiting = document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"], [client="painted"], [client="only"])');
    return !waiting && document.documentElement.dataset.hydrated === 'true';
  });
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
