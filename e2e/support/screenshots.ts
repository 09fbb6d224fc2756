import { basename, join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/**
 * Screenshots are for a person to look at a journey's screens, not for the tests to pass: they are
 * taken only when E2E_SHOTS_DIR names a folder (each spec file in its own sub-folder), so that a
 * plain `npm test` does not pay for them.
 *
 *   E2E_SHOTS_DIR=/tmp/shots npx playwright test -c e2e/playwright.config.ts checkout
 */
const shotsDir = process.env.E2E_SHOTS_DIR;
/** Whether this run takes screenshots (for a step that only sets a page up for one). */
export const takingScreenshots = Boolean(shotsDir);

function shotPath(name: string): string {
  return join(shotsDir ?? '', basename(test.info().file).replace(/\.spec\.ts$/, ''), `${name}.png`);
}

/** The whole page, or one element, as `<name>.png`. */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  if (!shotsDir) return;
  if ('goto' in target) await target.screenshot({ path: shotPath(name), fullPage: true });
  else await target.screenshot({ path: shotPath(name) });
}

/** What the first screen shows, as `<name>.png`. */
export async function screenshotOfScreen(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: shotPath(name) });
}

/** The whole page at 390 and at 1440 px (`<name>-390.png`, `<name>-1440.png`), then back to its size. */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(`${name}-${width}`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
