import { expect, test } from '../support/test.ts';
import { expectLang, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';

test('an unknown path is a 404 page with its links', async ({ page }) => {
  const errors = watchConsole(page);
  const res = await page.goto('/questa-pagina-non-esiste');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  const main = page.locator('main');
  for (const href of ['/', '/truffle-hunting', '/prenota-ora', '/reviews']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Chromium reports the document's own 404 status as a console error: that one is expected.
  expect(errors().filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('the old addresses redirect', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goto('/login/partner');
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goto('/partner');
  await expect(page).toHaveURL(/\/partner\/(dashboard|login)/);
});

test('the header has the seven links, the cart and book-now buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  for (const href of ['/', '/chi-siamo', '/truffle-hunting', '/regala', '/galleria', '/faq', '/contatti']) {
    await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.locator('header a[href="/prenota-ora"]').filter({ visible: true }).first()).toBeVisible();
  await expect(
    page
      .locator('header')
      .getByRole('button', { name: /carrello|cart/i })
      .or(page.locator('header').getByRole('link', { name: /carrello|cart/i }))
      .first(),
  ).toBeVisible();
});

test('the language switcher changes the language, remembers it, and closes on an outside click', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expectLang(page, 'it');
  const switcher = page.locator('header').getByRole('button', { name: /lingua|language/i });
  await switcher.click();
  const english = page
    .getByRole('menuitemradio', { name: /english/i })
    .or(page.getByRole('menuitem', { name: /english/i }))
    .or(page.getByRole('option', { name: /english/i }));
  await expect(english.first()).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(english.first()).toBeHidden();
  await switcher.click();
  await english.first().click();
  await expectLang(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  await page.reload();
  await expectLang(page, 'en');
  await expect(page.locator('header').getByRole('link', { name: 'About us' }).first()).toBeAttached();
});

test('the static data files are served', async ({ request }) => {
  for (const file of ['/data/timeline.json', '/data/faq.json', '/data/awards/award1.json', '/data/awards/award4.json', '/data/wines/wine1.json', '/data/wines/wine8.json']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    await res.json();
  }
});

test('API basics answer through the same server', async ({ request }) => {
  const health = await request.get('/api/health');
  expect((await health.json()).database.status).toBe('up');
  const list = await (await request.get('/api/experiences')).json();
  expect(list.data.map((e: { category: string }) => e.category)).toEqual(expect.arrayContaining(['TRUFFLE', 'WINE']));
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false });
});

test('the partner zone has no public shell and speaks both languages', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/partner/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(errors()).toEqual([]);
});
