import { expect, test } from '../support/test.ts';
import { developmentRoutes, publicRoutes } from '../support/routes.ts';
import { expectLang, expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';

for (const locale of ['it', 'en'] as const) {
  test.describe(`public routes in ${locale}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const route of publicRoutes) {
      test(`${route} renders cleanly`, async ({ page }) => {
        const errors = watchConsole(page);
        await chooseLocale(page, locale);
        const res = await page.goto(route);
        expect(res?.status()).toBe(200);
        await expectLang(page, locale);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('main')).toHaveCount(1);
        // Without a payment to show, the success page moves on to the cancel page by itself (a new document).
        if (route === '/checkout/success') await page.waitForURL(/\/checkout\/cancel$/);
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors()).toEqual([]);
      });
    }
  });
}

test('prerendered HTML is Italian and carries the page content before any script runs', async ({ request }) => {
  for (const route of publicRoutes) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    const html = await res.text();
    expect(html, route).toContain('<html lang="it"');
    expect(html, route).toMatch(/<h1[^>]*>/);
  }
});

test('wide desktop layout has no overflow either', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of ['/', '/truffle-hunting', '/wine-tasting', '/galleria']) {
    await page.goto(route);
    await expectNoHorizontalOverflow(page);
  }
});

test('the developer pages answer 404 in production and show the not-found page', async ({ page, request }) => {
  expect(developmentRoutes).toContain('/test-booking');
  for (const route of developmentRoutes) {
    expect(publicRoutes as readonly string[]).not.toContain(route);
    const res = await request.get(route);
    expect(res.status(), route).toBe(404);
    expect(await res.text(), route).not.toContain('Prova delle prenotazioni');
    expect((await request.head(route)).status(), route).toBe(404);

    const errors = watchConsole(page);
    const visit = await page.goto(route);
    expect(visit?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByTestId('test-booking')).toHaveCount(0);
    expect(errors().filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
  }
  // Nothing links to them.
  await page.goto('/');
  await expect(page.locator('a[href*="test-booking"]')).toHaveCount(0);
});
