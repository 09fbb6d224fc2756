import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { linkIn, waitForEmail } from '../support/server-data.ts';
import { staffApi } from '../support/staff.ts';

/**
 * The partner area (docs/product.md, Partner area): a company invited by the estate registers from
 * the e-mailed link, orders an experience for a client on account, finds the order and its voucher
 * and logs out; the guard's doors (login and back, the suspended page, the other kind's pages).
 */

type Locale = 'it' | 'en';
const DEMO_PASSWORD = 'tenuta-demo-2026';
const demo = { reseller: 'agenzia@langhetour.example', referrer: 'concierge@hotelbelvedere.example' } as const;

const words = {
  it: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Accedi',
    activateTitle: 'Attiva il vostro account',
    name: 'Nome e cognome',
    phone: 'Telefono',
    newPassword: 'Nuova password',
    repeat: 'Ripeti la password',
    privacy: /Ho letto l'informativa/,
    activate: "Attiva l'account",
    // The greeting follows the hour in Rome.
    welcome: /^(Buongiorno|Buon pomeriggio|Buonasera), /,
    menu: 'Menu',
    sections: "Sezioni dell'area partner",
    newOrder: 'Nuovo ordine',
    orders: 'Ordini',
    time: "Scegli l'orario",
    select: "Seleziona per l'ordine",
    remove: /^Rimuovi /,
    added: /Aggiunto all'ordine/,
    guestName: "Nome e cognome dell'ospite",
    guestPhone: "Telefono dell'ospite",
    reference: 'Vostro riferimento',
    place: "Invia l'ordine",
    placed: /Ordine confermato/,
    voucher: 'Scarica il voucher (PDF)',
    logout: 'Esci',
    suspended: 'Account sospeso',
    past: 'Passati',
    links: 'Link per i vostri ospiti',
    codes: 'Codici sconto',
    commissions: 'Commissioni',
    noCommissions: 'Nessuna commissione per ora',
    settings: 'Impostazioni',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    activateTitle: 'Activate your account',
    name: 'Full name',
    phone: 'Phone',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    privacy: /I have read the privacy policy/,
    activate: 'Activate the account',
    welcome: /^Good (morning|afternoon|evening), /,
    menu: 'Menu',
    sections: 'Partner area sections',
    newOrder: 'New order',
    orders: 'Orders',
    time: 'Choose a time',
    select: 'Select for this order',
    remove: /^Remove /,
    added: /Added to the order/,
    guestName: "Guest's full name",
    guestPhone: "Guest's phone",
    reference: 'Your reference',
    place: 'Place the order',
    placed: /Order confirmed/,
    voucher: 'Download the voucher (PDF)',
    logout: 'Log out',
    suspended: 'Account suspended',
    past: 'Past',
    links: 'Links for your guests',
    codes: 'Discount codes',
    commissions: 'Commissions',
    noCommissions: 'No commissions yet',
    settings: 'Settings',
  },
} as const;

/** Below 860 px the sections sit behind the menu button. */
async function openMenu(page: Page, locale: Locale) {
  if ((page.viewportSize()?.width ?? 1440) > 860) return;
  const menu = page.getByRole('button', { name: words[locale].menu });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

async function signInByForm(page: Page, locale: Locale, email: string, password: string) {
  const w = words[locale];
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

/** A company invited by a manager (the staff route), and the registration link of its e-mail. */
async function inviteCompany(request: APIRequestContext, locale: Locale, type: 'reseller' | 'referral', email: string, company: string): Promise<string> {
  await staffApi(request, 'manager', 'POST', '/partners/invites', { email, company_name: company, partner_type: type, locale });
  const mail = await waitForEmail({ kind: 'partner_invite', to: email });
  return linkIn(mail.text, '/partner/register?token=');
}

const storedPartnerId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('partner_data') ?? 'null') as { id: number } | null)?.id ?? null);

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  const w = words[locale];

  test.describe(`partner area (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an invited agency registers, orders a truffle hunt for a client on account, finds the order and its voucher, and logs out', async ({ page }) => {
      test.setTimeout(150_000);
      const errors = watchConsole(page);
      await chooseLocale(page, locale);
      const email = `agenzia.${locale}.${Date.now()}@viaggi.example`;
      const link = await inviteCompany(page.request, locale, 'reseller', email, `Viaggi ${locale.toUpperCase()} Srl`);

      // The e-mail's link: the invitation fixes the address, the company completes its data.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: w.activateTitle })).toBeVisible();
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(w.email, { exact: true })).not.toBeEditable();
      await page.getByLabel(w.name, { exact: true }).fill('Giulia Ferrero');
      await page.getByLabel(w.phone, { exact: true }).fill('+39 011 555 0101');
      await page.getByLabel(w.newPassword).fill('le vigne di neive 1963');
      await page.getByLabel(w.repeat).fill('le vigne di neive 1963');
      await page.getByLabel(w.privacy).check();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', { name: w.activate }).click();
      await expect(page).toHaveURL(/\/partner\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();

      // The estate agrees the terms: on account, 15 % off retail, EUR 2,000 of credit.
      const partnerId = await storedPartnerId(page);
      expect(partnerId).not.toBeNull();
      await staffApi(page.request, 'manager', 'POST', `/partners/${partnerId}/contracts`, {
        commission_percent: 0,
        net_discount_percent: 15,
        payment_terms: 'on_account',
        payment_days: 30,
        credit_limit_cents: 200_000,
        attribution_days: 30,
      });
      await page.reload();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);

      // New order: the widget in partner mode re-checks the slot and puts it in the order basket.
      await openMenu(page, locale);
      await page.getByRole('navigation', { name: w.sections }).getByRole('link', { name: w.newOrder, exact: true }).click();
      await expect(page).toHaveURL(/\/partner\/new-order$/);
      const widget = page.getByTestId('booking-widget-truffle');
      const days = widget.getByRole('grid').locator('button:enabled');
      await expect(days.first()).toBeVisible();
      await days.nth(Math.min(locale === 'it' ? 1 : 2, (await days.count()) - 1)).click();
      await widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled').first().check();
      await widget.getByRole('button', { name: w.select }).click();
      await expect(page.getByText(w.added)).toBeVisible();
      const basket = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /^2\./ }) });
      await expect(basket.getByRole('button', { name: w.remove })).toHaveCount(1);
      // Retail and net side by side (15 % off).
      await expect(basket.getByText(/170[.,]00/).first()).toBeVisible();
      await expect(basket.getByText(/144[.,]50/).first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);

      await page.getByLabel(w.guestName).fill('Marta Rinaldi');
      await page.getByLabel(w.guestPhone).fill('+39 333 123 4567');
      await page.getByLabel(w.reference, { exact: true }).fill(`PR-${locale}-77`);
      await page.getByRole('button', { name: w.place }).click();
      await expect(page).toHaveURL(/\/partner\/orders\/\d+$/);
      await expect(page.getByText(w.placed)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Marta Rinaldi' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The order is in the list, and its voucher downloads as a PDF.
      await openMenu(page, locale);
      await page.getByRole('navigation', { name: w.sections }).getByRole('link', { name: w.orders, exact: true }).click();
      await expect(page).toHaveURL(/\/partner\/orders$/);
      const row = page.getByRole('link', { name: 'Marta Rinaldi' });
      await expect(row).toBeVisible();
      await expect(page.getByText(`PR-${locale}-77`)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      await row.click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.voucher }).click()]);
      expect(download.suggestedFilename()).toMatch(/^voucher-BK-.+\.pdf$/);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // Logout ends the session and forgets it in the browser.
      const token = await page.evaluate(() => localStorage.getItem('partner_access_token'));
      await openMenu(page, locale);
      await page.getByRole('button', { name: w.logout }).click();
      await expect(page).toHaveURL(/\/partner\/login/);
      expect(await page.evaluate(() => [localStorage.getItem('partner_access_token'), localStorage.getItem('partner_data')])).toEqual([null, null]);
      expect((await page.request.get('/api/partners/auth/validate', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
      expect(errors().filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
    });

    test('a suspended partner is signed out at once and, signing in again, lands on the suspended page', async ({ page }) => {
      await chooseLocale(page, locale);
      const email = `concierge.${locale}.${Date.now()}@albergo.example`;
      const link = await inviteCompany(page.request, locale, 'referral', email, `Albergo ${locale.toUpperCase()}`);
      const token = new URL(link, 'http://x').searchParams.get('token');
      const registered = await page.request.post('/api/partners/auth/register', {
        data: { invite_token: token, email, name: 'Luca Bosio', password: 'tra barolo e alba 2026', confirm_password: 'tra barolo e alba 2026', locale, privacy_accepted: true },
      });
      expect(registered.ok()).toBe(true);
      const session = (await registered.json()) as { access_token: string; partner: { id: number } };
      await page.goto('/partner/login');
      await page.evaluate(
        ([t, p]) => {
          localStorage.setItem('partner_access_token', t);
          localStorage.setItem('partner_data', p);
        },
        [session.access_token, JSON.stringify(session.partner)] as const,
      );

      await staffApi(page.request, 'manager', 'POST', `/partners/${session.partner.id}/suspend`, { reason: 'Contratto in revisione' });
      // The stored session no longer validates: logout, and the login page (with the way back).
      await page.goto('/partner/dashboard');
      await expect(page).toHaveURL(/\/partner\/login\?redirect=%2Fpartner%2Fdashboard$/);
      expect(await page.evaluate(() => localStorage.getItem('partner_access_token'))).toBeNull();
      await signInByForm(page, locale, email, 'tra barolo e alba 2026');
      await expect(page).toHaveURL(/\/partner\/suspended$/);
      await expect(page.getByRole('heading', { level: 1, name: w.suspended })).toBeVisible();
      await expect(page.getByText('Contratto in revisione')).toBeVisible();
      await expect(page.locator('a[href^="tel:"]')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      // Its pages stay closed.
      await page.goto('/partner/orders');
      await expect(page).toHaveURL(/\/partner\/suspended$/);
      await page.getByRole('button', { name: w.logout }).click();
      await expect(page).toHaveURL(/\/partner\/login$/);
    });

    test('the guard sends a visitor to the login and back to the page asked for', async ({ page }) => {
      await chooseLocale(page, locale);
      await page.goto('/partner/orders?status=past');
      await expect(page).toHaveURL(/\/partner\/login\?redirect=%2Fpartner%2Forders%3Fstatus%3Dpast$/);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      await signInByForm(page, locale, demo.reseller, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/partner\/orders\?status=past$/);
      await expect(page.getByRole('link', { name: w.past, exact: true })).toHaveAttribute('aria-current', 'page');
      // A signed-in partner opening the login page goes to the dashboard.
      await page.goto('/partner/login');
      await expect(page).toHaveURL(/\/partner\/dashboard$/);
      await page.goto('/partner/settings');
      await expect(page.getByRole('heading', { level: 1, name: w.settings })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
    });

    test('a referrer opening a reseller page lands on the dashboard, and has its own pages', async ({ page }) => {
      await chooseLocale(page, locale);
      await page.goto('/partner/login');
      await signInByForm(page, locale, demo.referrer, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/partner\/dashboard$/);
      await page.goto('/partner/new-order');
      await expect(page).toHaveURL(/\/partner\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      for (const [path, heading] of [
        ['/partner/referrals/links', w.links],
        ['/partner/referrals/codes', w.codes],
        ['/partner/referrals/commissions', w.commissions],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await seriousA11yViolations(page), path).toEqual([]);
        await expectNoHorizontalOverflow(page);
      }
      await expect(page.getByText(w.noCommissions)).toBeVisible();
    });
  });
}
