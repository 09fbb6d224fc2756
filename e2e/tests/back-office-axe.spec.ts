import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations } from '../support/page-checks.ts';
import { signInStaff, staffApi } from '../support/staff.ts';

/**
 * Every page of the staff and partner back offices, in both languages, at a phone's and a desk's
 * width: nothing wider than the screen in any of the four, and no serious or critical axe
 * violation (WCAG 2.1 A/AA) in Italian at the phone's width and in English at the desk's, so that
 * axe reads every page in each language and at each width. A scan costs seconds a page; a
 * page's structure, controls and colours do not change with the language, and the journeys scan
 * their own pages at both widths in both languages. The journeys check what each page does; this
 * sweep makes sure no page is left out of the checks.
 */

const STAFF_PAGES = [
  '/staff',
  '/staff/calendar',
  '/staff/bookings',
  '/staff/bookings/new',
  '/staff/bookings/:booking',
  '/staff/check-in',
  '/staff/manifest',
  '/staff/coupons',
  '/staff/vouchers',
  '/staff/reports/sales',
  '/staff/reports/payments',
  '/staff/reports/cash-up',
  '/staff/reports/occupancy',
  '/staff/reports/partners',
  '/staff/reports/vouchers',
  '/staff/reviews',
  '/staff/messages',
  '/staff/audit',
  '/staff/privacy',
  '/staff/partners',
  '/staff/partners/:partner',
  '/staff/commissions',
  '/staff/payouts',
  '/staff/invoices',
  '/staff/team',
  '/staff/account',
];
const RESELLER_PAGES = ['/partner/dashboard', '/partner/orders', '/partner/new-order', '/partner/billing/invoices', '/partner/settings'];
const REFERRER_PAGES = [
  '/partner/dashboard',
  '/partner/orders',
  '/partner/referrals/links',
  '/partner/referrals/codes',
  '/partner/referrals/commissions',
  '/partner/referrals/payouts',
  '/partner/settings',
];
const DEMO_PASSWORD = 'tenuta-demo-2026';

async function looksRight(page: Page, path: string, scan: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  // Lists and charts load after the heading: the page is read as a visitor sees it once settled.
  await page.waitForLoadState('networkidle');
  if (scan) expect(await seriousA11yViolations(page), path).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

async function signInPartner(page: Page, email: string, locale: 'it' | 'en'): Promise<void> {
  const r = await page.request.post('/api/partners/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok(), await r.text()).toBe(true);
  const body = (await r.json()) as { access_token: string; partner: unknown };
  await page.goto('/partner/login');
  await page.evaluate(
    ([token, partner, l]) => {
      localStorage.setItem('partner_access_token', token);
      localStorage.setItem('partner_data', partner);
      localStorage.setItem('locale', l);
    },
    [body.access_token, JSON.stringify(body.partner), locale] as const,
  );
}

for (const locale of ['it', 'en'] as const) {
  for (const width of [390, 1440]) {
    const scan = (locale === 'it') === (width === 390);
    test(`every staff page ${scan ? 'passes axe and ' : ''}fits the screen (${locale}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const bookings = await staffApi<{ data: { bookings: { id: number }[] } }>(request, 'owner', 'GET', '/bookings');
      const partners = await staffApi<{ data: { partners: { id: number }[] } }>(request, 'owner', 'GET', '/partners');
      const ids = { booking: String(bookings.data.bookings[0]?.id ?? ''), partner: String(partners.data.partners[0]?.id ?? '') };
      await signInStaff(page, 'owner', locale);
      for (const path of STAFF_PAGES) {
        await looksRight(page, path.replace(':booking', ids.booking).replace(':partner', ids.partner), scan);
      }
    });

    test(`every partner page ${scan ? 'passes axe and ' : ''}fits the screen (${locale}, ${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInPartner(page, 'agenzia@langhetour.example', locale);
      for (const path of RESELLER_PAGES) await looksRight(page, path, scan);
      await signInPartner(page, 'concierge@hotelbelvedere.example', locale);
      for (const path of REFERRER_PAGES) await looksRight(page, path, scan);
    });
  }
}
