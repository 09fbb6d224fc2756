import { expect, test, type Page } from '../support/test.ts';
import { chooseLocale, expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { DEMO_STAFF_PASSWORD, demoStaff } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The reports: the accountant signs in with the form and lands on the reports (not on Today),
 * picks January 2025 (known bookings and payments, arranged in the database: the engine only books
 * ahead), reads the sales chart with its summary and tables, reaches the chart by keyboard,
 * switches to the payments (then month by month) and to occupancy, each view with a chart and its
 * table, without serious axe issues or a page wider than the screen.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Accedi',
    title: 'Report',
    views: 'Report disponibili',
    from: 'Dal',
    to: 'Al',
    month: 'Mese',
    salesChart: 'Vendite per giorno e canale',
    salesByChannel: 'Vendite per canale',
    salesByDay: 'Vendite per giorno',
    direct: 'Diretto',
    agencies: 'Agenzie',
    summary: /3 prenotazioni, 630,00\s€ di vendite/,
    payments: 'Incassi',
    paymentsChartMonth: 'Incassi per mese e metodo',
    paymentsByMethod: 'Incassi per metodo',
    cash: 'Contanti',
    occupancy: 'Riempimento',
    occupancyChart: 'Riempimento per esperienza',
    hunt: 'Caccia al Tartufo',
    money: (euros: string) => new RegExp(`${euros.replace('.', ',')}\\s€`),
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Reports',
    views: 'Available reports',
    from: 'From',
    to: 'To',
    month: 'Month',
    salesChart: 'Sales by day and channel',
    salesByChannel: 'Sales by channel',
    salesByDay: 'Sales by day',
    direct: 'Direct',
    agencies: 'Agencies',
    summary: /3 bookings, €630\.00 in sales/,
    payments: 'Payments',
    paymentsChartMonth: 'Money in by month and method',
    paymentsByMethod: 'Payments by method',
    cash: 'Cash',
    occupancy: 'Occupancy',
    occupancyChart: 'Occupancy by experience',
    hunt: 'Truffle Hunt',
    money: (euros: string) => new RegExp(`€${euros.replace('.', '\\.')}`),
  },
} as const;

/**
 * January 2025, once whatever the order or number of runs (numbers and slots are unique, each
 * payment is written with its booking): a hunt paid online (EUR 170), the demo agency's hunt on
 * account (EUR 340, net 289), a tasting paid in cash at the desk (EUR 120).
 */
async function januaryOf2025(): Promise<void> {
  const slot = async (slug: string, at: string) => {
    await queryServerDb(
      `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents)
       SELECT e.id, e.category, $2::timestamp AT TIME ZONE 'Europe/Rome', e.duration_minutes, 12, ARRAY['IT','EN'],
              CASE WHEN e.category = 'TRUFFLE' THEN e.price_cents END, CASE WHEN e.category = 'WINE' THEN e.price_cents END
         FROM experiences e WHERE e.slug = $1
       ON CONFLICT DO NOTHING`,
      [slug, at],
    );
    const [row] = await queryServerDb<{ id: string }>(
      `SELECT s.id FROM slots s JOIN experiences e ON e.id = s.experience_id WHERE e.slug = $1 AND s.starts_at = $2::timestamp AT TIME ZONE 'Europe/Rome'`,
      [slug, at],
    );
    return row!.id;
  };
  const hunt = await slot('caccia-al-tartufo', '2025-01-18 10:00');
  const tasting = await slot('degustazione-premium', '2025-01-18 17:00');
  const [agency] = await queryServerDb<{ id: number }>(`SELECT partner_id AS id FROM partner_users WHERE email = 'agenzia@langhetour.example'`);
  const [desk] = await queryServerDb<{ id: number }>('SELECT id FROM staff_accounts WHERE email = $1', [demoStaff.front_desk]);
  const booking = (payment: string) => `
    WITH b AS (
      INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, payment_status, unit_price_cents, subtotal_cents, total_cents,
                            customer_name, customer_email, locale, partner_id, partner_net_cents, partner_payment, created_at, updated_at)
      VALUES ($1::text, $2::bigint, $3::text, $4::int, 'IT', $5::text, $6::text, $7::int / $4::int, $7::int, $7::int, $8::text, 'ospite@example.com', 'it',
              $9::int, $10::int, $11::text, $12::timestamp AT TIME ZONE 'Europe/Rome', $12::timestamp AT TIME ZONE 'Europe/Rome')
      ON CONFLICT (booking_number) DO NOTHING RETURNING id, total_cents)
    ${payment}`;
  await queryServerDb(
    booking(`INSERT INTO payments (kind, provider, booking_id, amount_cents, currency, status, created_at, updated_at)
             SELECT 'payment', 'simulator', b.id, b.total_cents, 'eur', 'succeeded', $12::timestamp AT TIME ZONE 'Europe/Rome', $12::timestamp AT TIME ZONE 'Europe/Rome' FROM b`),
    ['BK-E2E-REP-1', hunt, 'TRUFFLE', 2, 'paid', 'paid', 17_000, 'Giulia Rossi', null, null, null, '2025-01-10 10:00'],
  );
  await queryServerDb(booking('SELECT 1'), [
    'BK-E2E-REP-2',
    hunt,
    'TRUFFLE',
    4,
    'confirmed',
    'on_account',
    34_000,
    'Tom Baker',
    agency!.id,
    28_900,
    'on_account',
    '2025-01-12 11:00',
  ]);
  await queryServerDb(
    booking(`INSERT INTO payments (kind, provider, booking_id, amount_cents, currency, status, method, staff_id, created_at, updated_at)
             SELECT 'payment', 'on_site', b.id, b.total_cents, 'eur', 'succeeded', 'cash', ${Number(desk!.id)},
                    '2025-01-18 17:30'::timestamp AT TIME ZONE 'Europe/Rome', '2025-01-18 17:30'::timestamp AT TIME ZONE 'Europe/Rome' FROM b`),
    ['BK-E2E-REP-3', tasting, 'WINE', 3, 'paid', 'paid', 12_000, 'Lorenzo Müller', null, null, null, '2025-01-14 09:00'],
  );
}

async function expectCleanPage(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

for (const locale of ['it', 'en'] as const satisfies readonly Locale[]) {
  for (const width of [390, 1440] as const) {
    test.describe(`staff reports (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the accountant lands on the reports, picks a period, reads a chart and its table, switches view', async ({ page }) => {
        test.setTimeout(90_000);
        const w = words[locale];
        const errors = watchConsole(page);
        await januaryOf2025();
        await chooseLocale(page, locale);

        // Signing in without a page to return to: the accountant's home is the reports (sales first).
        await page.goto('/staff/login');
        await page.getByLabel(w.email).fill(demoStaff.accountant);
        await page.getByLabel(w.password, { exact: true }).fill(DEMO_STAFF_PASSWORD);
        await page.getByRole('button', { name: w.signIn }).click();
        await expect(page).toHaveURL(/\/staff\/reports\/sales/);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

        // January 2025, day by day.
        await page.getByLabel(w.from, { exact: true }).fill('2025-01-01');
        await page.getByLabel(w.to, { exact: true }).fill('2025-01-31');
        await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
        const sales = page.getByRole('figure', { name: w.salesChart });
        await expect(sales).toBeVisible();
        await expect(sales.getByText(w.summary)).toBeVisible();
        // The chart's own surface (the legend's icons are surfaces too): the one that takes focus.
        const chart = sales.locator('svg.recharts-surface[tabindex="0"]').first();
        await expect(chart).toBeVisible();
        await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();
        const byDay = page.getByRole('table', { name: w.salesByDay });
        await expect(byDay.getByRole('row')).toHaveCount(5); // header, three days, total
        const byChannel = page.getByRole('table', { name: w.salesByChannel });
        await expect(byChannel.getByRole('row').filter({ hasText: w.agencies })).toContainText(w.money('340.00'));
        await expect(byChannel.getByRole('row').filter({ hasText: w.agencies })).toContainText(w.money('289.00'));
        await expect(byChannel.getByRole('row').filter({ hasText: w.direct })).toContainText(w.money('290.00'));
        // The chart by keyboard: it takes focus, the arrow keys bring up each day's figures.
        await chart.focus();
        await expect(chart).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect(sales.locator('.recharts-tooltip-wrapper').first()).toBeVisible();
        await expectCleanPage(page);
        await screenshot(page, `reports-sales-${locale}-${width}`);

        // Payments keep the period; by method, then month by month.
        await page.getByRole('navigation', { name: w.views }).getByRole('link', { name: w.payments }).click();
        await expect(page).toHaveURL(/\/staff\/reports\/payments\?.*from=2025-01-01/);
        const byMethod = page.getByRole('table', { name: w.paymentsByMethod });
        await expect(byMethod.getByRole('row').filter({ hasText: w.cash })).toContainText(w.money('120.00'));
        // The grouping lives in the address: the radio is checked once the page has moved to it.
        const month = page.getByRole('radio', { name: w.month });
        await month.click();
        await expect(month).toBeChecked();
        const payments = page.getByRole('figure', { name: w.paymentsChartMonth });
        await expect(payments).toBeVisible();
        await expect(payments.locator('svg.recharts-surface').first()).toBeVisible();
        await expectCleanPage(page);
        await screenshot(page, `reports-payments-${locale}-${width}`);

        // Occupancy per experience: the hunt's slot, 6 of 12 seats.
        await page.getByRole('navigation', { name: w.views }).getByRole('link', { name: w.occupancy }).click();
        const occupancy = page.getByRole('figure', { name: w.occupancyChart });
        await expect(occupancy).toBeVisible();
        await expect(occupancy.getByRole('row').filter({ hasText: w.hunt })).toContainText('50');
        await expectCleanPage(page);
        await screenshot(page, `reports-occupancy-${locale}-${width}`);
        expect(errors()).toEqual([]);
      });
    });
  }
}
