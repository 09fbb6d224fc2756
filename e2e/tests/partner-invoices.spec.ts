import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, chooseLocale, watchConsole } from '../support/page-checks.ts';
import { queryServerDb, waitForEmail } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshotAtBothWidths } from '../support/screenshots.ts';

/**
 * Invoices: the demo reseller had an order on account in a past month
 * (arranged in the database: the engine only books ahead); the estate's accountant prepares that
 * month's deferred invoices and issues the reseller's; the reseller sees it on its invoices page,
 * with what it owes, and downloads the PDF and the e-invoice (XML). The invoice is also e-mailed.
 */

type Locale = 'it' | 'en';
const RESELLER = 'agenzia@langhetour.example';
const DEMO_PASSWORD = 'tenuta-demo-2026';

const words = {
  it: {
    month: 'Mese da fatturare',
    prepare: 'Prepara le fatture',
    prepared: /bozz[ae] pront[ae] per/,
    monthLabel: (period: string) => new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-15T12:00:00Z`)),
    draft: 'Bozza',
    issue: 'Emetti',
    toCollect: 'Da incassare',
    invoices: 'Fatture',
    toPay: 'Da pagare',
    net: '144,50',
  },
  en: {
    month: 'Month to invoice',
    prepare: 'Prepare invoices',
    prepared: /drafts? ready for/,
    monthLabel: (period: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-15T12:00:00Z`)),
    draft: 'Draft',
    issue: 'Issue',
    toCollect: 'To collect',
    invoices: 'Invoices',
    toPay: 'To pay',
    net: '144.50',
  },
} as const;

// Both languages invoice the same demo reseller: one after the other.
test.describe.configure({ mode: 'serial' });

async function signInReseller(page: Page, request: APIRequestContext) {
  const r = await request.post('/api/partners/auth/login', { data: { email: RESELLER, password: DEMO_PASSWORD } });
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

/** An order on account of the demo reseller whose truffle hunt took place on the 10th of `period` (net EUR 144.50). */
async function pastOrderOnAccount(period: string, tag: string): Promise<string> {
  const [p] = await queryServerDb<{ partner_id: number; user_id: number }>('SELECT partner_id, id AS user_id FROM partner_users WHERE email = $1', [RESELLER]);
  const [slot] = await queryServerDb<{ id: string }>(
    `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
     SELECT e.id, 'TRUFFLE', ($1::date + time '09:00') AT TIME ZONE 'Europe/Rome', e.duration_minutes, 12, ARRAY['IT','EN'], 8500, 15000
       FROM experiences e WHERE e.category = 'TRUFFLE' ORDER BY e.sort_order, e.id LIMIT 1
     RETURNING id`,
    [`${period}-10`],
  );
  const number = `BK-E2E-INV-${tag}`;
  await queryServerDb(
    `INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, payment_status, unit_price_cents, subtotal_cents, total_cents,
                           customer_name, partner_id, partner_user_id, partner_reference, partner_net_cents, partner_payment)
     VALUES ($1, $2, 'TRUFFLE', 2, 0, false, 'IT', 'confirmed', 'on_account', 8500, 17000, 17000, 'Anna Bianchi', $3, $4, $5, 14450, 'on_account')`,
    [number, slot!.id, p!.partner_id, p!.user_id, `LT-${tag}`],
  );
  return number;
}

for (const [locale, width, period] of [
  ['it', 390, '2025-03'],
  ['en', 1440, '2025-04'],
] as const) {
  test(`the accountant prepares and issues the reseller's invoice; the reseller downloads it (${locale}, ${width} px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const w = words[locale as Locale];
    await pastOrderOnAccount(period, locale.toUpperCase());

    // The accountant prepares the month and issues the demo reseller's deferred invoice.
    const staffContext = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchConsole(staffPage);
    await chooseLocale(staffPage, locale);
    await signInStaff(staffPage, 'accountant', locale);
    await staffPage.goto('/staff/invoices');
    await expect(staffPage.getByRole('heading', { level: 1, name: w.invoices })).toBeVisible();
    await staffPage.getByLabel(w.month).fill(period);
    await staffPage.getByRole('button', { name: w.prepare }).click();
    await expect(staffPage.getByText(w.prepared)).toBeVisible();
    const row = staffPage
      .getByRole('row')
      .filter({ hasText: 'Agenzia Langhe Tour' })
      .filter({ hasText: w.monthLabel(period) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(w.draft, { exact: true }).first()).toBeVisible();
    await expect(row).toContainText(w.net);
    expect(await seriousA11yViolations(staffPage)).toEqual([]);
    await expectNoHorizontalOverflow(staffPage);
    await screenshotAtBothWidths(staffPage, `staff-invoices-draft-${locale}`);
    await row.getByRole('button', { name: new RegExp(`^${w.issue}\\b`) }).click();
    await expect(row.getByText(w.toCollect, { exact: true })).toBeVisible();
    const number = (await row.getByText(/^\d{4}\/\d{4}$/).textContent())!.trim();
    await screenshotAtBothWidths(staffPage, `staff-invoices-${locale}`);
    expect(staffErrors()).toEqual([]);
    await staffContext.close();

    const mail = await waitForEmail({ kind: 'partner_invoice_issued', to: RESELLER });
    expect(mail.subject).toContain(number);

    // The reseller: the invoice on its page, what it owes, the PDF and the XML.
    await page.setViewportSize({ width, height: 900 });
    await chooseLocale(page, locale);
    const errors = watchConsole(page);
    await signInReseller(page, page.request);
    await page.goto('/partner/billing/invoices');
    await expect(page.getByRole('heading', { level: 1, name: w.invoices })).toBeVisible();
    const mine = page.getByRole('row').filter({ hasText: number });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(w.toPay, { exact: true })).toBeVisible();
    await expect(mine).toContainText(w.net);
    await expect(page.getByTestId('invoices-unpaid')).not.toHaveText(/^(€\s?0[.,]00|0[.,]00\s?€)$/);
    const [pdf] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: new RegExp(`PDF.*${number.replace('/', '\\/')}`) }).click()]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const [xml] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: new RegExp(`XML.*${number.replace('/', '\\/')}`) }).click()]);
    const text = readFileSync((await xml.path())!, 'utf8');
    expect(text).toContain('<TipoDocumento>TD24</TipoDocumento>');
    expect(text).toContain(`<Numero>${number}</Numero>`);
    expect(text).toContain('<CodiceDestinatario>T04ZHR3</CodiceDestinatario>');
    expect(text).toContain('<ImportoTotaleDocumento>144.50</ImportoTotaleDocumento>');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await screenshotAtBothWidths(page, `partner-invoices-${locale}`);
    expect(errors()).toEqual([]);
  });
}
