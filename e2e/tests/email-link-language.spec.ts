import { expect, test, waitForHydration } from '../support/test.ts';
import { expectLang, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { linkIn, waitForEmail } from '../support/server-data.ts';
import { screenshotOfScreen } from '../support/screenshots.ts';

/**
 * Links in the guests' e-mails carry their language (`?lang=en`): opened on another device, with
 * no language chosen there (or another one), the page shows the e-mail's language, and keeps it.
 */

test('a link with ?lang=en shows the page in English, and the site stays English afterwards', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/truffle-hunting?lang=en');
  await expectLang(page, 'en');
  await expect(page.locator('header').getByRole('link', { name: 'About us' }).first()).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  // Stored, the language leaves the address: a reload after switching language keeps the new one.
  expect(new URL(page.url()).search).toBe('');
  await page.goto('/');
  await expectLang(page, 'en');
  // A link in Italian wins over a stored English choice.
  await page.goto('/?lang=it');
  await expectLang(page, 'it');
  await expect(page.locator('header').getByRole('link', { name: 'Chi siamo' }).first()).toBeAttached();
  // An unknown language is ignored: the stored choice stays.
  await page.goto('/?lang=de');
  await expectLang(page, 'it');
  expect(errors()).toEqual([]);
});

test('the newsletter e-mail’s confirmation link opens in English on another device', async ({ page, browser }) => {
  test.setTimeout(60_000); // waits for the e-mail worker
  await chooseLocale(page, 'en');
  await page.goto('/');
  await expectLang(page, 'en');
  const block = page.getByTestId('newsletter-signup');
  await block.scrollIntoViewIfNeeded();
  const address = `lingua.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  await block.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await block.getByRole('textbox', { name: /^First name/ }).fill('Emma');
  await block.getByRole('checkbox', { name: /I would like to receive the newsletter/ }).check();
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText('Check your inbox')).toBeFocused();

  const mail = await waitForEmail({ kind: 'newsletter_confirm', to: address });
  const link = linkIn(mail.text, '/newsletter/confirm?token=');
  expect(link).toMatch(/[?&]lang=en(&|$)/);

  // Another device: a fresh browser with nothing stored (it would start in Italian).
  for (const width of [390, 1440]) {
    const other = await browser.newContext({ viewport: { width, height: 900 } });
    const phone = await other.newPage();
    const errors = watchConsole(phone);
    await phone.goto(link);
    await waitForHydration(phone);
    await expectLang(phone, 'en');
    await expect(phone.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Confirm subscription' })).toBeVisible();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshotOfScreen(phone, `newsletter-confirm-en-${width}`);
    expect(errors()).toEqual([]);
    await other.close();
  }
});
