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

/**
 * axe on a page, run in the page itself ("legacy mode"): the default mode opens a blank page for
 * each scan to gather the results of the page's frames, which costs more than the scan on a
 * two-core machine. The site has no frames, so both modes find the same.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

/** Serious or critical axe violations (WCAG 2.1 A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Sections below the first screen and the footer are rendered only as they near the viewport
  // (content-visibility: auto); axe reads colours and positions from the rendered page, so for
  // the check each is rendered, as it is once the visitor scrolls to it.
  const rendered = await page.addStyleTag({ content: 'main > section, main > astro-island > section, footer { content-visibility: visible !important; }' });
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
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
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The deepest elements that reach past the right edge: named in the failure, to find the culprit at once.
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const leaves: Element[] = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    // Text can run past a box that stays inside: name the box of such a text too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && leaves.length < 5; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > width + 0.5 && node.parentElement && !leaves.includes(node.parentElement)) leaves.push(node.parentElement);
    }
    return {
      overflow: document.documentElement.scrollWidth - width,
      widest: leaves.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
    };
  });
  expect(overflow, `page is wider than the viewport: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
}

/** Waits until the client has hydrated and applied the stored language. */
export async function expectLang(page: Page, locale: 'it' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}
