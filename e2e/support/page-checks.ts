import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors from the moment it is called. */
export function watchConsole(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return () => errors;
}

export async function chooseLocale(page: Page, locale: 'it' | 'en'): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
}

/** Serious or critical axe violations (WCAG 2.1 A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Sections below the first screen are rendered only as they near the viewport
  // (content-visibility: auto); axe reads colours and positions from the rendered page, so for
  // the check every section is rendered, as each is once the visitor scrolls to it.
  const rendered = await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await rendered.evaluate((style) => (style as Element).remove());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

/** Waits until the client has hydrated and applied the stored language. */
export async function expectLang(page: Page, locale: 'it' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}
