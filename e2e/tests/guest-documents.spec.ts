import { expect, type Page, test, waitForHydration } from '../support/test.ts';
import { expectLang, watchConsole } from '../support/page-checks.ts';

/**
 * Every public page is a document of its own (docs/decisions/0030): a link to another page loads
 * its prerendered document, in the language the guest chose; a link that stays on the page (a
 * tasting card's "book") changes the address without loading anything.
 */

/** Picks a language in the header's switcher, as a guest does. */
async function chooseLanguage(page: Page, name: RegExp): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /lingua|language/i })
    .click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('a guest who chose English gets the next pages as English documents, with no Italian first', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expectLang(page, 'it');
  await chooseLanguage(page, /english/i);
  await expectLang(page, 'en');

  // The next page's document itself is English: the server sends it for the guest's choice.
  const documentAnswer = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/faq');
  await page.getByRole('navigation').first().getByRole('link', { name: 'FAQ' }).click();
  const html = await (await documentAnswer).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Everything you want to know before you come');
  expect(html).not.toContain('Tutto quello che vuoi sapere prima di venire');
  await expect(page).toHaveURL(/\/faq$/);
  await expectLang(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you want to know before you come');
  // The header marks the page shown, in the English document too.
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');

  // Back to Italian: the documents follow. The FAQ came as a new document: the switcher works once it has hydrated.
  await waitForHydration(page);
  await chooseLanguage(page, /italiano/i);
  await expectLang(page, 'it');
  const italian = await page.request.get('/truffle-hunting');
  expect(await italian.text()).toContain('<html lang="it"');
  expect(errors()).toEqual([]);
});

test('the English documents have no address of their own', async ({ request }) => {
  for (const url of ['/en', '/en/faq']) {
    const res = await request.get(url, { headers: { cookie: 'locale=en' } });
    expect(res.status(), url).toBe(404);
  }
});

test("a tasting card's link stays on the page: the address changes, the document does not reload", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/wine-tasting');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The tastings are an island that hydrates as it nears the screen: the guest scrolls to them.
  await page.locator('#degustazioni').scrollIntoViewIfNeeded();
  const card = page.locator('#degustazioni a[href*="?esperienza="]').first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(/\/wine-tasting\?esperienza=[\w-]+#prenota$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByTestId('booking-widget-wine')).toBeInViewport();
  // Back returns to the page as it was, still the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/wine-tasting$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors()).toEqual([]);
});
