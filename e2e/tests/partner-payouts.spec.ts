import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { queryServerDb, waitForEmail } from '../support/server-data.ts';
import { signInStaff, staffApi, staffToken } from '../support/staff.ts';
import { screenshotAtBothWidths } from '../support/screenshots.ts';

/**
 * Partner payouts: the demo referrer enters its IBAN (with its password: payouts then wait 48
 * hours), the owner confirms its tax status and gathers its approved commissions into a payout,
 * and the estate's accountant — a second person — approves it, exports the SEPA file and marks it
 * paid; the referrer sees it paid on its payouts page and downloads the remittance PDF (also
 * e-mailed to it).
 */

type Locale = 'it' | 'en';
const REFERRER = 'concierge@hotelbelvedere.example';
const DEMO_PASSWORD = 'tenuta-demo-2026';

const words = {
  it: {
    holder: 'Intestatario del conto',
    iban: 'IBAN',
    password: 'La vostra password attuale',
    saveDetails: 'Salva i dati del conto',
    savedHeld: /Dati del conto salvati\. .*sospesi fino al/,
    payouts: 'Pagamenti',
    approve: 'Approva',
    approved: 'Approvato',
    sepa: /^Esporta file SEPA \(1 approvato\)$/,
    exported: 'Nel file SEPA',
    markPaid: 'Segna pagato',
    confirmPaid: 'Segna pagato e avvisa il partner',
    paidStaff: 'Pagato',
    paidPartner: 'Pagato',
    download: 'Scarica il PDF',
    withholding: 'Ritenute d’acconto per mese',
  },
  en: {
    holder: 'Account holder',
    iban: 'IBAN',
    password: 'Your current password',
    saveDetails: 'Save the account details',
    savedHeld: /Account details saved\. .*held until/,
    payouts: 'Partner payouts',
    approve: 'Approve',
    approved: 'Approved',
    sepa: /^Export SEPA file \(1 approved\)$/,
    exported: 'In a SEPA file',
    markPaid: 'Mark paid',
    confirmPaid: 'Mark paid and tell the partner',
    paidStaff: 'Paid',
    paidPartner: 'Paid',
    download: 'Download the PDF',
    withholding: 'Withholding tax per month',
  },
} as const;

// Both languages pay the same demo referrer: one after the other.
test.describe.configure({ mode: 'serial' });

async function signInReferrer(page: Page, request: APIRequestContext) {
  const r = await request.post('/api/partners/auth/login', { data: { email: REFERRER, password: DEMO_PASSWORD } });
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

/** Two approved commissions of the demo referrer (each on a booking of its own), as the approval job leaves them. */
async function approvedCommissions(tag: string, amounts: number[]): Promise<void> {
  const [partner] = await queryServerDb<{ partner_id: number }>('SELECT partner_id FROM partner_users WHERE email = $1', [REFERRER]);
  for (const [i, amount] of amounts.entries()) {
    const [booking] = await queryServerDb<{ id: string }>(
      `INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents, partner_id)
       SELECT $1, s.id, s.category, 2, 0, false, 'IT', 'confirmed', 8500, 17000, 17000, NULL FROM slots s ORDER BY s.starts_at LIMIT 1 RETURNING id`,
      [`BK-E2E-${tag}-${i}`],
    );
    const [entry] = await queryServerDb<{ id: string }>(
      `INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at)
       VALUES ($1, $2, 'commission', $3, 1000, $4, now() - interval '20 days') RETURNING id`,
      [partner!.partner_id, booking!.id, amount * 10, amount],
    );
    await queryServerDb(`INSERT INTO commission_events (entry_id, event) VALUES ($1, 'approved')`, [entry!.id]);
  }
}

for (const [locale, width, iban] of [
  ['it', 390, 'IT60 X054 2811 1010 0000 0123 456'],
  ['en', 1440, 'DE89 3704 0044 0532 0130 00'],
] as const) {
  test(`staff approve and pay a payout; the referrer sees it paid (${locale}, ${width} px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const w = words[locale as Locale];
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale);
    const errors = watchConsole(page);

    // The referrer enters its account with its password; payouts then wait 48 hours.
    await signInReferrer(page, page.request);
    await page.goto('/partner/referrals/payouts');
    await page.getByLabel(w.holder).fill('Hotel Belvedere S.r.l.');
    await page.getByLabel(w.iban, { exact: true }).fill(iban);
    await page.getByLabel(w.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: w.saveDetails }).click();
    await expect(page.getByText(w.savedHeld)).toBeVisible();
    await waitForEmail({ kind: 'partner_iban_changed', to: REFERRER });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await screenshotAtBothWidths(page, `partner-payouts-details-${locale}`);

    // Two days pass (arranged); the approval job has approved two commissions.
    await queryServerDb(
      `UPDATE partner_payout_profiles SET iban_changed_at = now() - interval '49 hours' WHERE partner_id = (SELECT partner_id FROM partner_users WHERE email = $1)`,
      [REFERRER],
    );
    await approvedCommissions(locale, [4_250, 2_000]);
    // The owner confirms the tax status (Italian: a private person, 11.5 % withheld; English: a
    // company with its VAT number) and gathers the payout (Italian: last month; English: another period).
    const [p] = await queryServerDb<{ partner_id: number }>('SELECT partner_id FROM partner_users WHERE email = $1', [REFERRER]);
    const token = await staffToken(page.request, 'owner');
    const tax = await page.request.put(`/api/staff/payouts/profiles/${p!.partner_id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { person_type: locale === 'it' ? 'private' : 'company', withholding_bps: 1150 },
    });
    expect(tax.ok()).toBe(true);
    const period = locale === 'it' ? '' : '2025-12';
    await staffApi(page.request, 'owner', 'POST', '/payouts/run', period ? { period } : {});
    // A period is shown as its month's name ("December 2025"), never as its key.
    const month = period ? new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-15T12:00:00Z`)) : '';

    // The accountant, a second person, approves, exports the SEPA file and marks it paid.
    const staffContext = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
    const staffPage = await staffContext.newPage();
    await chooseLocale(staffPage, locale);
    await signInStaff(staffPage, 'accountant', locale);
    await staffPage.goto('/staff/payouts');
    await expect(staffPage.getByRole('heading', { level: 1, name: w.payouts })).toBeVisible();
    const row = staffPage
      .getByRole('row')
      .filter({ hasText: 'Hotel Belvedere' })
      .filter({ hasText: month || (locale === 'it' ? '62,50' : '62.50') });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: w.approve }).click();
    await expect(row.getByText(w.approved, { exact: true })).toBeVisible();
    const [file] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('button', { name: w.sepa }).click()]);
    const xml = readFileSync((await file.path())!, 'utf8');
    const net = locale === 'it' ? '55.31' : '62.50'; // 62.50 − 11.5 % (7.19) for the private person
    expect(xml).toContain(`<InstdAmt Ccy="EUR">${net}</InstdAmt>`);
    expect(xml).toContain(iban.replace(/\s/g, ''));
    expect(xml).toContain('<MsgId>');
    await expect(row.getByText(w.exported, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: w.markPaid }).click();
    await staffPage.getByRole('button', { name: w.confirmPaid }).click();
    await expect(row.getByText(w.paidStaff, { exact: true })).toBeVisible();
    await expect(staffPage.getByRole('heading', { name: w.withholding })).toBeVisible();
    expect(await seriousA11yViolations(staffPage)).toEqual([]);
    await screenshotAtBothWidths(staffPage, `staff-payouts-${locale}`);
    await staffContext.close();

    // The referrer: paid, with the remittance PDF (and the e-mail with it).
    await page.reload();
    const paidRow = page
      .getByRole('row')
      .filter({ hasText: w.paidPartner })
      .filter({ hasText: month || '55,31' });
    await expect(paidRow).toHaveCount(1);
    const [pdf] = await Promise.all([page.waitForEvent('download'), paidRow.getByRole('button', { name: w.download }).click()]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const mail = await waitForEmail({ kind: 'partner_payout_remittance', to: REFERRER });
    // In the account's language (the demo referrer's is Italian), whatever the page's.
    expect(mail.text).toContain(locale === 'it' ? 'Netto pagato: 55,31' : 'Netto pagato: 62,50');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await screenshotAtBothWidths(page, `partner-payouts-${locale}`);
    expect(errors()).toEqual([]);
  });
}
