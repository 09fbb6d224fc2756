import { expect, test, waitForHydration, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { linkIn, queryServerDb, waitForEmail } from '../support/server-data.ts';
import { signInStaff, staffApi } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * Referral money, end to end: a referrer builds a link, a guest opens it (the server counts the
 * click and sets the attribution cookie), books a wine tasting through the site, and the booking
 * shows as a pending commission on the referrer's commissions page; the referrer asks for a code
 * and staff approve it; a self-referral waits on the staff's commissions page until cleared.
 */

type Locale = 'it' | 'en';

const words = {
  it: {
    linksTitle: 'Link per i vostri ospiti',
    page: 'Pagina del sito',
    truffle: 'Caccia al tartufo',
    label: 'Etichetta della campagna',
    create: 'Crea il link',
    time: "Scegli l'orario",
    add: 'Aggiungi al carrello',
    continue: 'Continua',
    email: 'Email',
    firstName: 'Nome',
    lastName: 'Cognome',
    phone: 'Telefono',
    private: 'Privato residente in Italia',
    fiscalCode: 'Codice fiscale',
    address: 'Indirizzo',
    city: 'Città',
    postalCode: 'CAP',
    province: 'Provincia',
    accept: 'Accetto',
    billingTitle: 'Dati di fatturazione',
    reviewTitle: 'Riepilogo e pagamento',
    confirm: 'Conferma prenotazione',
    successTitle: 'Prenotazione confermata!',
    commissionsTitle: 'Commissioni',
    pending: 'In attesa',
    flagged: 'In verifica',
    codesTitle: 'Codici sconto',
    askCode: 'Codice',
    askPercent: 'Sconto (%)',
    askSubmit: 'Invia la richiesta',
    askSent: /Richiesta inviata/,
    staffTitle: 'Commissioni',
    codesTab: 'Richieste di codici',
    approve: 'Approva',
    approveOf: /^Approva il codice/,
    clear: 'Conferma',
    clearOf: /^Conferma la commissione/,
    approved: 'Approvata',
    codesCaption: 'I vostri codici sconto',
  },
  en: {
    linksTitle: 'Links for your guests',
    page: 'Page of the site',
    truffle: 'Truffle hunting',
    label: 'Campaign label',
    create: 'Create the link',
    time: 'Choose a time',
    add: 'Add to cart',
    continue: 'Continue',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    private: 'Private person resident in Italy',
    fiscalCode: 'Italian fiscal code (codice fiscale)',
    address: 'Address',
    city: 'City',
    postalCode: 'Postcode',
    province: 'Province',
    accept: 'I accept',
    billingTitle: 'Billing details',
    reviewTitle: 'Review and pay',
    confirm: 'Confirm booking',
    successTitle: 'Booking confirmed!',
    commissionsTitle: 'Commissions',
    pending: 'Pending',
    flagged: 'Under review',
    codesTitle: 'Discount codes',
    askCode: 'Code',
    askPercent: 'Discount (%)',
    askSubmit: 'Send the request',
    askSent: /Request sent/,
    staffTitle: 'Commissions',
    codesTab: 'Code requests',
    approve: 'Approve',
    approveOf: /^Approve the code/,
    clear: 'Clear',
    clearOf: /^Clear the commission/,
    approved: 'Approved',
    codesCaption: 'Your discount codes',
  },
} as const;

const PASSWORD = 'tartufi e nebbiolo 2026';

/** A referrer invited by a manager, registered from its e-mail's link, at 10 % with 30 days of attribution. */
async function newReferrer(page: Page, locale: Locale, stamp: string) {
  const email = `concierge.${stamp}@hotel-langa.example`;
  await staffApi(page.request, 'manager', 'POST', '/partners/invites', { email, company_name: `Hotel Langa ${stamp}`, partner_type: 'referral', locale });
  const mail = await waitForEmail({ kind: 'partner_invite', to: email });
  const token = new URL(linkIn(mail.text, '/partner/register?token='), 'http://x').searchParams.get('token');
  const registered = await page.request.post('/api/partners/auth/register', {
    data: { invite_token: token, email, name: 'Carla Bianco', password: PASSWORD, confirm_password: PASSWORD, locale, privacy_accepted: true },
  });
  expect(registered.ok()).toBe(true);
  const session = (await registered.json()) as { access_token: string; partner: { id: number } };
  await staffApi(page.request, 'manager', 'POST', `/partners/${session.partner.id}/contracts`, {
    commission_percent: 10,
    net_discount_percent: 0,
    payment_terms: 'card',
    payment_days: 30,
    credit_limit_cents: 0,
    attribution_days: 30,
  });
  await page.goto('/partner/login');
  await page.evaluate(
    ([t, p]) => {
      localStorage.setItem('partner_access_token', t);
      localStorage.setItem('partner_data', p);
    },
    [session.access_token, JSON.stringify(session.partner)] as const,
  );
  return { email, id: session.partner.id, token: session.access_token };
}

async function check(page: Page, name: string) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

for (const [locale, width] of [
  ['it', 390],
  ['en', 1440],
] as const) {
  const w = words[locale];

  test(`a referrer's link leads to a booking that is a pending commission; codes and self-referrals reach staff (${locale}, ${width} px)`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale);
    const errors = watchConsole(page);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const referrer = await newReferrer(page, locale, stamp);

    // The referrer builds a link to the truffle page with a campaign label.
    await page.goto('/partner/referrals/links');
    await expect(page.getByRole('heading', { level: 1, name: w.linksTitle })).toBeVisible();
    await page.getByLabel(w.page).selectOption({ label: w.truffle });
    await page.getByLabel(w.label).fill('Reception');
    await page.getByRole('button', { name: w.create }).click();
    const card = page.getByTestId('referral-link-card');
    await expect(card).toHaveCount(1);
    const url = (await card.getByTestId('referral-link').textContent())!.trim();
    // The link opens the site in the language chosen for it (the partner's own by default).
    expect(url).toMatch(new RegExp(`/truffle-hunting\\?ref=HOTELLANGA[A-Z0-9]*&c=\\d+&lang=${locale}$`));
    await expect(card.getByRole('img')).toBeVisible();
    await check(page, 'links');
    await screenshot(page, `links-${locale}-${width}`);

    // A guest (another browser) opens the link: an HttpOnly first-party cookie, no script involved.
    const guest = await browser.newContext({ viewport: { width, height: 900 } });
    await guest.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
    const g = await guest.newPage();
    const path = new URL(url).pathname + new URL(url).search;
    await g.goto(path);
    await waitForHydration(g);
    const cookie = (await guest.cookies()).find((c) => c.name === 'tenuta_ref');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [clicks] = await queryServerDb<{ n: number }>('SELECT count(*)::int AS n FROM referral_clicks WHERE partner_id = $1', [referrer.id]);
    expect(clicks!.n).toBe(1);

    // …then books a wine tasting through the site (paid at the cellar: no card).
    await g.goto('/wine-tasting');
    await waitForHydration(g);
    await g.locator('[data-experience="wine"]').first().scrollIntoViewIfNeeded();
    const widget = g.getByTestId('booking-widget-wine');
    await expect(widget).toBeVisible();
    const days = widget.getByRole('grid').locator('button:enabled');
    await expect(days.first()).toBeVisible();
    await days.nth(Math.min(locale === 'it' ? 9 : 11, (await days.count()) - 1)).click();
    await widget.getByRole('group', { name: w.time }).locator('input[type="radio"]:enabled').first().check();
    await widget.getByRole('button', { name: w.add }).click();
    await expect(g).toHaveURL(/\/cart$/);
    await g.goto('/checkout');
    await waitForHydration(g);
    await g.getByRole('textbox', { name: w.email, exact: true }).fill(`ospite.${stamp}@example.it`);
    await g.getByRole('textbox', { name: w.firstName, exact: true }).fill('Anna');
    await g.getByRole('textbox', { name: w.lastName, exact: true }).fill('Rossi');
    await g.getByRole('textbox', { name: w.phone, exact: true }).fill('333 123 4567');
    await g.getByRole('button', { name: w.continue, exact: true }).click();
    await expect(g.getByRole('heading', { level: 2, name: w.billingTitle })).toBeFocused();
    await g.getByRole('radio', { name: w.private }).check();
    await g.getByRole('textbox', { name: w.fiscalCode }).fill('RSSMRA85T10A562S');
    await g.getByRole('textbox', { name: w.address, exact: true }).fill('Via Roma 1');
    await g.getByRole('textbox', { name: w.city, exact: true }).fill('Alba');
    await g.getByRole('textbox', { name: w.postalCode, exact: true }).fill('12051');
    await g.getByRole('textbox', { name: w.province, exact: true }).fill('cn');
    await g.getByRole('radio', { name: w.accept, exact: true }).check();
    await g.getByRole('button', { name: w.continue, exact: true }).click();
    await expect(g.getByRole('heading', { level: 2, name: w.reviewTitle })).toBeFocused();
    await g.getByRole('button', { name: w.confirm }).click();
    await expect(g.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible({ timeout: 15_000 });
    const bookingNumber = (await g.getByTestId('success-wine').getByTestId('booking-number').textContent())!.trim();
    expect(bookingNumber).toMatch(/^BK-/);

    // The booking is credited to the link, fixed; its commission is 10 % of the price net of 22 % VAT.
    const [row] = await queryServerDb<{ total_cents: number; source: string; amount_cents: number; base_cents: number }>(
      `SELECT b.total_cents, a.source, c.amount_cents, c.base_cents
         FROM bookings b JOIN booking_attributions a ON a.booking_id = b.id JOIN commission_entries c ON c.booking_id = b.id
        WHERE b.booking_number = $1 AND a.partner_id = $2`,
      [bookingNumber, referrer.id],
    );
    const base = Math.floor((row!.total_cents * 10_000 * 2 + 12_200) / (2 * 12_200));
    expect(row).toMatchObject({ source: 'link', base_cents: base, amount_cents: Math.floor((base * 1000 * 2 + 10_000) / 20_000) });

    // The referrer's commissions page: the booking, pending, with why it was credited.
    await page.goto('/partner/referrals/commissions');
    await expect(page.getByRole('heading', { level: 1, name: w.commissionsTitle })).toBeVisible();
    const line = page.getByTestId('commission-row').filter({ hasText: bookingNumber });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(w.pending);
    await expect(line).toContainText('Reception');
    await expect(page.getByTestId('total-pending')).not.toHaveText(/^0[,.]00|€\s?0\.00$/);
    await check(page, 'commissions');
    await screenshot(page, `commissions-${locale}-${width}`);

    // A second booking with the referrer's own e-mail (same browser, same cookie) is held for review.
    const own = await g.request.post('/api/cart/init', { data: {} });
    const cartId = ((await own.json()) as { cart_id: string }).cart_id;
    const [slot] = await queryServerDb<{ id: string }>(
      // A slot on sale to guests: the partners-only tour's slots do not exist for them (404).
      `SELECT s.id FROM slots s JOIN experiences e ON e.id = s.experience_id
        WHERE s.category = 'WINE' AND s.starts_at > now() + interval '20 days' AND s.is_active AND e.is_active AND NOT e.partners_only
        ORDER BY s.starts_at, s.id OFFSET $1 LIMIT 1`,
      [locale === 'it' ? 3 : 7],
    );
    expect(
      (
        await g.request.post('/api/cart/items', {
          data: { cart_id: cartId, slot_id: Number(slot!.id), adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' },
        })
      ).status(),
    ).toBe(201);
    const selfCheckout = await g.request.post(`/api/cart/${cartId}/checkout-session`, {
      data: {
        email: referrer.email,
        locale,
        customer_data: {
          name: 'Carla',
          surname: 'Bianco',
          phone: '+39 333 7654321',
          billing_type: 'private_italy',
          fiscal_code: 'RSSMRA85T10A562S',
          address: 'Via Roma 1',
          city: 'Alba',
          postal_code: '12051',
          province: 'CN',
          billing_country: 'Italia',
          privacy_accepted: true,
        },
      },
    });
    expect(selfCheckout.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('commission-row').filter({ hasText: w.flagged })).toHaveCount(1);

    // The referrer asks for a discount code.
    await page.goto('/partner/referrals/codes');
    await expect(page.getByRole('heading', { level: 1, name: w.codesTitle })).toBeVisible();
    const code = `LANGA${stamp.toUpperCase()}`.slice(0, 20);
    await page.getByLabel(w.askCode, { exact: true }).fill(code);
    await page.getByLabel(w.askPercent).fill('10');
    await page.getByRole('button', { name: w.askSubmit }).click();
    await expect(page.getByText(w.askSent)).toBeVisible();
    await check(page, 'codes');
    await screenshot(page, `codes-${locale}-${width}`);

    // Staff (a manager) clear the self-referral and approve the code on the commissions page.
    const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
    const staffPage = await staffContext.newPage();
    await signInStaff(staffPage, 'manager', locale);
    await staffPage.goto('/staff/commissions');
    await expect(staffPage.getByRole('heading', { level: 1, name: w.staffTitle })).toBeVisible();
    const flaggedRow = staffPage.getByRole('row').filter({ hasText: `Hotel Langa ${stamp}` });
    await expect(flaggedRow).toHaveCount(1);
    expect(await seriousA11yViolations(staffPage), 'staff commissions').toEqual([]);
    await screenshot(staffPage, `staff-review-${locale}-${width}`);
    await flaggedRow.getByRole('button', { name: w.clearOf }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: w.clear, exact: true }).click();
    await expect(flaggedRow).toHaveCount(0);
    await staffPage.getByRole('link', { name: new RegExp(w.codesTab) }).click();
    const request = staffPage.getByRole('row').filter({ hasText: code });
    await expect(request).toHaveCount(1);
    await request.getByRole('button', { name: w.approveOf }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: w.approve, exact: true }).click();
    await expect(request.getByText(w.approved)).toBeVisible();
    await screenshot(staffPage, `staff-codes-${locale}-${width}`);
    await waitForEmail({ kind: 'partner_code_request_decided', to: referrer.email });

    // Back on the partner side: the new code is live, and nothing is flagged any more.
    await page.reload();
    await expect(page.getByRole('table', { name: w.codesCaption }).getByRole('cell', { name: code })).toBeVisible();
    await page.goto('/partner/referrals/commissions');
    await expect(page.getByTestId('commission-row').filter({ hasText: w.flagged })).toHaveCount(0);
    await expect(page.getByTestId('commission-row')).toHaveCount(2);
    expect(errors()).toEqual([]);
    await guest.close();
    await staffContext.close();
  });
}
