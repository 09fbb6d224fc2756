import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../packages/billing/src/invoicing/invoicing-test-support.ts';
import { expect, test, waitForHydration, type Page } from '../support/test.ts';
import { chooseLocale, expectLang, expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { linkIn, waitForEmail } from '../support/server-data.ts';
import { staffApi } from '../support/staff.ts';
import { screenshotAtBothWidths } from '../support/screenshots.ts';

/**
 * The guest's language from outside (docs/domain/languages.md):
 * - a reseller working in either language orders a truffle hunt for an ENGLISH guest: the order
 *   form asks the guest's language (the agency user's own by default), the order shows it, and the
 *   guest's confirmation e-mail and the voucher PDF are in English;
 * - a referrer builds a link that opens the site in English: an Italian visitor following it lands
 *   on the English page from the first byte, and the site stays English;
 * - a staff invitation in one language opens its set-up page in that language, whatever the
 *   browser chose before.
 * Both in Italian and English, at 390 and 1440 px, with screenshots in the test's output folder.
 */

type Locale = 'it' | 'en';
const DEMO_PASSWORD = 'tenuta-demo-2026';
const RESELLER = 'agenzia@langhetour.example';
const REFERRER = 'concierge@hotelbelvedere.example';

const words = {
  it: {
    time: "Scegli l'orario",
    select: "Seleziona per l'ordine",
    added: /Aggiunto all'ordine/,
    guestName: "Nome e cognome dell'ospite",
    guestPhone: "Telefono dell'ospite",
    guestEmail: "E-mail dell'ospite",
    guestLocale: "Lingua dell'ospite",
    own: 'Italiano',
    english: 'Inglese',
    place: "Invia l'ordine",
    placed: /Ordine confermato/,
    shownLocale: "Lingua dell'ospite (e-mail e voucher)",
    voucher: 'Scarica il voucher (PDF)',
    linksTitle: 'Link per i vostri ospiti',
    page: 'Pagina del sito',
    truffle: 'Caccia al tartufo',
    label: 'Etichetta della campagna',
    language: 'Lingua del sito',
    create: 'Crea il link',
    opensInEnglish: 'si apre in inglese',
    activate: 'Attiva l’account',
  },
  en: {
    time: 'Choose a time',
    select: 'Select for this order',
    added: /Added to the order/,
    guestName: "Guest's full name",
    guestPhone: "Guest's phone",
    guestEmail: "Guest's e-mail",
    guestLocale: "Guest's language",
    own: 'English',
    english: 'English',
    place: 'Place the order',
    placed: /Order confirmed/,
    shownLocale: "Guest's language (e-mails and voucher)",
    voucher: 'Download the voucher (PDF)',
    linksTitle: 'Links for your guests',
    page: 'Page of the site',
    truffle: 'Truffle hunting',
    label: 'Campaign label',
    language: 'Site language',
    create: 'Create the link',
    opensInEnglish: 'opens in English',
    activate: 'Activate the account',
  },
} as const;

/** A demo partner signed in through the API, its session stored as the sign-in page stores it. */
async function signInPartner(page: Page, request: APIRequestContext, email: string) {
  const r = await request.post('/api/partners/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok()).toBe(true);
  const session = (await r.json()) as { access_token: string; partner: unknown };
  await page.goto('/partner/login');
  await page.evaluate(
    ([t, p]) => {
      localStorage.setItem('partner_access_token', t);
      localStorage.setItem('partner_data', p);
    },
    [session.access_token, JSON.stringify(session.partner)] as const,
  );
}

async function pageChecks(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

// The demo partners are shared by every run of this file: one test after the other.
test.describe.configure({ mode: 'serial' });

for (const [locale, width] of [
  ['it', 390],
  ['it', 1440],
  ['en', 390],
  ['en', 1440],
] as const satisfies readonly (readonly [Locale, number])[]) {
  const w = words[locale];

  test(`a reseller working in ${locale} orders for an English guest: the guest's e-mail and voucher are English (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale);
    const errors = watchConsole(page);
    await signInPartner(page, page.request, RESELLER);
    await page.goto('/partner/new-order');

    const widget = page.getByTestId('booking-widget-truffle');
    const days = widget.getByRole('grid').locator('button:enabled');
    await expect(days.first()).toBeVisible();
    await days.nth(Math.min(3 + (width === 390 ? 0 : 1) + (locale === 'it' ? 0 : 2), (await days.count()) - 1)).click();
    await widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled').first().check();
    await widget.getByRole('button', { name: w.select }).click();
    await expect(page.getByText(w.added)).toBeVisible();

    const stamp = `${locale}${width}${Date.now().toString(36)}`;
    const guestEmail = `jane.${stamp}@guest.example`;
    await page.getByLabel(w.guestName).fill('Jane Cooper');
    await page.getByLabel(w.guestPhone).fill('+44 20 7946 0018');
    await page.getByLabel(w.guestEmail).fill(guestEmail);
    // The guest's language: the agency user's own until chosen.
    const language = page.getByRole('group', { name: w.guestLocale });
    await expect(language.getByRole('radio', { name: w.own })).toBeChecked();
    await language.getByRole('radio', { name: w.english }).check();
    await pageChecks(page);
    await screenshotAtBothWidths(page, `new-order-guest-language-${locale}`);

    await page.getByRole('button', { name: w.place }).click();
    await expect(page).toHaveURL(/\/partner\/orders\/\d+$/);
    await expect(page.getByText(w.placed)).toBeVisible();
    const fact = page.locator('dl > div').filter({ has: page.getByText(w.shownLocale, { exact: true }) });
    await expect(fact.locator('dd')).toHaveText(w.english);
    await pageChecks(page);
    await screenshotAtBothWidths(page, `order-english-guest-${locale}`);

    // The voucher the agency hands the guest: English, whatever the agency's screen says.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.voucher }).click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Booking voucher');
    expect(text).not.toContain('Voucher di prenotazione');

    // The guest's confirmation e-mail: English.
    const mail = await waitForEmail({ kind: 'booking_confirmation', to: guestEmail });
    expect(mail.subject).toMatch(/^Bookings? confirmed BK-/);
    expect(mail.text).toContain('Arranged by your agency');
    expect(mail.html).toContain('<html lang="en"');
    expect(errors()).toEqual([]);
  });

  test(`a referrer working in ${locale} makes an English link: an Italian visitor lands in English (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale);
    const errors = watchConsole(page);
    await signInPartner(page, page.request, REFERRER);
    await page.goto('/partner/referrals/links');
    await expect(page.getByRole('heading', { level: 1, name: w.linksTitle })).toBeVisible();
    const label = `English guests ${locale} ${width} ${Date.now().toString(36)}`;
    await page.getByLabel(w.page).selectOption({ label: w.truffle });
    await page.getByLabel(w.label).fill(label);
    await page.getByLabel(w.language).selectOption('en');
    await page.getByRole('button', { name: w.create }).click();
    const card = page.getByTestId('referral-link-card').filter({ hasText: label });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(w.opensInEnglish);
    const url = (await card.getByTestId('referral-link').textContent())!.trim();
    expect(url).toMatch(/\/truffle-hunting\?ref=[A-Z0-9]+&c=\d+&lang=en$/);
    await pageChecks(page);
    await screenshotAtBothWidths(page, `referral-link-english-${locale}`);

    // A visitor whose browser chose Italian follows the link (another browser).
    const guest = await browser.newContext({ viewport: { width, height: 900 } });
    await guest.addCookies([{ name: 'locale', value: 'it', url: test.info().project.use.baseURL ?? 'http://localhost:3100' }]);
    const g = await guest.newPage();
    const guestErrors = watchConsole(g);
    // The visitor has been here before in Italian (stored once, as a browser keeps it; not again on every page).
    await g.goto('/');
    await waitForHydration(g);
    await g.evaluate(() => window.localStorage.setItem('locale', 'it'));
    await expectLang(g, 'it');
    const res = await g.goto(new URL(url).pathname + new URL(url).search);
    // English from the first byte: the server sends the English document and keeps the choice.
    expect(await res!.text()).toMatch(/<html[^>]* lang="en"/);
    await waitForHydration(g);
    await expectLang(g, 'en');
    expect((await guest.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    expect((await guest.cookies()).some((c) => c.name === 'tenuta_ref')).toBe(true);
    await pageChecks(g);
    await screenshotAtBothWidths(g, `referral-landing-english-from-${locale}`);
    // The next page, without the parameter, is English too.
    await g.goto('/');
    await expectLang(g, 'en');
    expect(guestErrors()).toEqual([]);
    await guest.close();
    expect(errors()).toEqual([]);
  });

  test(`a staff invitation written in ${locale} opens its set-up page in ${locale}, in a browser set to the other language (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale === 'it' ? 'en' : 'it');
    const errors = watchConsole(page);
    const email = `invited.${locale}${width}.${Date.now().toString(36)}@tenuta.example`;
    await staffApi(page.request, 'owner', 'POST', '/team/invite', { email, name: 'Anna Collega', role: 'front_desk', locale });
    const mail = await waitForEmail({ kind: 'staff_invite', to: email });
    const link = linkIn(mail.text, '/staff/setup/');
    expect(link).toMatch(new RegExp(`\\?lang=${locale}$`));
    await page.goto(link);
    await expect(page.getByRole('button', { name: w.activate })).toBeVisible();
    await expectLang(page, locale);
    // The language is kept, and the address loses the parameter.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale);
    await pageChecks(page);
    await screenshotAtBothWidths(page, `staff-setup-from-${locale}-invitation`);
    expect(errors()).toEqual([]);
  });
}
