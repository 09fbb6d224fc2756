import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { chooseLocale, expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * Who sold a booking and who pays what, as staff see it: the demo agency orders a truffle hunt
 * (on account) and a wine tasting (paid by the guest on site) for one guest; a manager finds the
 * order in the bookings list filtered by channel, reads on the booking's page the agency, its
 * reference and net price and who pays each line (nothing to collect for the hunt, the tasting at
 * retail), the e-mails in words, and the agency named on the day's manifest. Then the demo
 * referrer's Orders page shows a booking its link brought. Both languages, 390 and 1440 px,
 * screenshots in the test's output folder.
 */

type Locale = 'it' | 'en';
const RESELLER = 'agenzia@langhetour.example';
const REFERRER = 'concierge@hotelbelvedere.example';
const PARTNER_PASSWORD = 'tenuta-demo-2026';

const words = {
  it: {
    bookings: 'Prenotazioni',
    channel: 'Canale',
    agency: 'Agenzia',
    soldBy: (ref: string) => `Venduta da Agenzia Langhe Tour · rif. ${ref}`,
    panel: 'Chi ha venduto e chi paga',
    onAccount: 'A carico dell’agenzia, in conto',
    guestOnSite: 'La paga il cliente in loco',
    net: 'Prezzo netto per l’agenzia',
    orderDue: 'Da incassare dal cliente per tutto l’ordine: 240,00 €.',
    moneyOnAccount: 'A carico dell’agenzia (in conto, fatturato)',
    paidByCard: 'Pagato online con carta',
    netReceived: 'Incassato netto',
    payOnSite: 'Confermata (pagamento in loco)',
    confirmedAgency: 'Confermata (a carico dell’agenzia, in conto)',
    emails: 'E-mail inviate',
    orderMail: 'Conferma dell’ordine all’agenzia',
    manifest: 'Lista del giorno',
    orders: 'Ordini',
    referredBy: 'Segnalata da Hotel Belvedere',
  },
  en: {
    bookings: 'Bookings',
    channel: 'Channel',
    agency: 'Agency',
    soldBy: (ref: string) => `Sold by Agenzia Langhe Tour · ref. ${ref}`,
    panel: 'Who sold it and who pays',
    onAccount: 'Paid by the agency, on account',
    guestOnSite: 'The guest pays on site',
    net: 'Net price for the agency',
    orderDue: 'To collect from the guest for the whole order: €240.00.',
    moneyOnAccount: 'Paid by the agency (on account, invoiced)',
    paidByCard: 'Paid online by card',
    netReceived: 'Net received',
    payOnSite: 'Confirmed (pay on site)',
    confirmedAgency: 'Confirmed (paid by the agency, on account)',
    emails: 'E-mails sent',
    orderMail: 'Order confirmation to the agency',
    manifest: 'Day manifest',
    orders: 'Orders',
    referredBy: 'Referred by Hotel Belvedere',
  },
} as const;

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
let address = 0;
const clientAddress = () => `198.18.${process.pid % 200}.${(address++ % 200) + 20}`;

/** A hunt at 09:00 (85 € a person) and a tasting at 12:00 (60 € a person) on a day of their own, some weeks ahead. */
async function orderDay(): Promise<{ hunt: number; tasting: number; day: string }> {
  // 40 to 109 days ahead: the calendar journey keeps weeks 24 to 30 ahead empty for its own series.
  const offset = 40 + Math.floor(Math.random() * 70);
  const [d] = await queryServerDb<{ day: string }>(`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date + $1::int, 'YYYY-MM-DD') AS day`, [offset]);
  const day = d!.day;
  const insert = async (slug: string, time: string, price: string) => {
    const [row] = await queryServerDb<{ id: string }>(
      `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, ${price})
       SELECT e.id, e.category, ($1::date + $2::time + make_interval(secs => $3::int)) AT TIME ZONE 'Europe/Rome', e.duration_minutes, 12, ARRAY['IT','EN'], $4::int
         FROM experiences e WHERE e.slug = $5
       RETURNING id`,
      [day, time, Math.floor(Math.random() * 1700), price === 'truffle_price_cents' ? 8500 : 6000, slug],
    );
    return Number(row!.id);
  };
  return { hunt: await insert('caccia-al-tartufo', '09:00', 'truffle_price_cents'), tasting: await insert('degustazione-premium', '12:00', 'wine_price_cents'), day };
}

/** The demo agency's order on account through the partner API: a hunt for 4 (340 €, net 289 €) and a tasting for 4 (240 € on site). */
async function agencyOrder(request: APIRequestContext, reference: string): Promise<{ hunt: { id: number; number: string }; tasting: { id: number; number: string }; day: string }> {
  const login = await request.post('/api/partners/auth/login', { data: { email: RESELLER, password: PARTNER_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const slots = await orderDay();
  const basket = await request.post('/api/partners/basket', { headers });
  expect(basket.status(), await basket.text()).toBe(201);
  const cartId = ((await basket.json()) as { data: { cart_id: string } }).data.cart_id;
  for (const slot of [slots.hunt, slots.tasting]) {
    const add = await request.post('/api/cart/items', {
      data: { cart_id: cartId, slot_id: slot, adults_count: 4, children_count: 0, chosen_category: 'NONE', vip_upgrade: false, language: 'EN' },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    expect(add.status(), await add.text()).toBe(201);
  }
  const placed = await request.post('/api/partners/orders', {
    headers,
    data: { cart_id: cartId, guest_name: 'John Smith', guest_phone: '+44 20 7946 0000', reference, locale: 'en' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orders = ((await placed.json()) as { data: { orders: { id: number; booking_number: string; category: string }[] } }).data.orders;
  const line = (category: string) => {
    const o = orders.find((x) => x.category === category)!;
    return { id: o.id, number: o.booking_number };
  };
  return { hunt: line('TRUFFLE'), tasting: line('WINE'), day: slots.day };
}

/** The agency's orders of this journey stop counting against its credit (the demo agency is shared by every journey). */
const settle = (reference: string) => queryServerDb(`UPDATE bookings SET partner_settled_at = now() WHERE partner_reference = $1`, [reference]);

async function looked(page: Page, name: string) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, name);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale as Locale];
  for (const width of [390, 1440] as const) {
    test(`staff read an agency's order: the channel, the reference, who pays each line, on the list, the booking and the manifest (${locale}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const errors = watchConsole(page);
      const reference = `E2E-CH-${locale}${width}-${Date.now().toString(36)}`.toUpperCase();
      const order = await agencyOrder(request, reference);
      try {
        await signInStaff(page, 'manager', locale);

        // The list, filtered by channel on the server (the filter is in the URL), names the agency and its reference.
        await page.goto(`/staff/bookings?q=${order.hunt.number}`);
        await expect(page.getByRole('heading', { level: 1, name: w.bookings })).toBeVisible();
        await page.getByRole('combobox', { name: w.channel }).selectOption({ label: w.agency });
        await expect(page).toHaveURL(/[?&]channel=reseller/);
        const main = page.locator('main');
        await expect(main).toContainText(order.hunt.number);
        await expect.poll(async () => plain(await main.textContent())).toContain(w.soldBy(reference));
        await looked(page, `list-${locale}-${width}`);

        // The hunt's page: the channel panel, the agency's net, who pays what; no card payment of 0 and no "pay on site".
        await page.goto(`/staff/bookings/${order.hunt.id}`);
        await expect(page.getByRole('heading', { level: 1, name: order.hunt.number })).toBeVisible();
        const panel = page.getByRole('region', { name: w.panel });
        await expect(panel).toBeVisible();
        await expect(panel).toContainText('Agenzia Langhe Tour');
        await expect(panel).toContainText(reference);
        await expect(panel).toContainText(w.net);
        await expect(panel).toContainText(w.onAccount);
        await expect(panel).toContainText(w.guestOnSite);
        await expect(panel).toContainText(order.tasting.number);
        await expect.poll(async () => plain(await panel.textContent())).toContain(w.orderDue);
        const text = plain(await main.textContent());
        expect(text).toContain(w.moneyOnAccount);
        expect(text).not.toContain(w.paidByCard);
        expect(text).not.toContain(w.netReceived);
        expect(text).not.toContain(w.payOnSite);
        expect(text).toContain(w.confirmedAgency);
        // The e-mail list speaks in words, never in raw keys.
        const emails = page.getByRole('table', { name: w.emails });
        await expect(emails).toContainText(w.orderMail);
        await expect(main).not.toContainText('partner_order_confirmation');
        await expect(main).not.toContainText('staff_new_booking');
        await looked(page, `detail-${locale}-${width}`);

        // The tasting of the same order is the guest's to pay on site, at retail.
        await page.goto(`/staff/bookings/${order.tasting.id}`);
        await expect(page.getByRole('region', { name: w.panel })).toContainText(w.guestOnSite);
        await looked(page, `tasting-${locale}-${width}`);

        // The day's manifest names the agency on both rows.
        await page.goto(`/staff/manifest?date=${order.day}`);
        await expect(page.getByRole('heading', { level: 1, name: w.manifest })).toBeVisible();
        // Both rows (the hunt and the tasting) name the agency and the reference; on a phone the visible copy counts, not a hidden one.
        await expect(page.getByText(w.soldBy(reference), { exact: false }).filter({ visible: true })).toHaveCount(2);
        await expect(main).toContainText(order.hunt.number);
        await expect(main).toContainText(order.tasting.number);
        await looked(page, `manifest-${locale}-${width}`);
        expect(errors()).toEqual([]);
      } finally {
        await settle(reference);
      }
    });

    test(`a referrer's Orders page shows the booking its link brought; staff see who referred it (${locale}, ${width} px)`, async ({ page, request, browser }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const errors = watchConsole(page);
      // A guest books a tasting on the site; the demo referrer's link is what brought them.
      const slots = await orderDay();
      const email = `referred.${locale}.${width}.${Date.now()}@example.it`;
      const guestName = locale === 'it' ? 'Marta Ferrero' : 'Olivia Hart';
      const [first, last] = guestName.split(' ') as [string, string];
      const res = await request.post('/api/bookings', {
        data: { slot_id: slots.tasting, adults: 2, customer: { first_name: first, last_name: last, email, phone: '+39 333 7654321' }, locale },
        headers: { 'x-forwarded-for': clientAddress() },
      });
      expect(res.status(), await res.text()).toBe(201);
      const number = ((await res.json()) as { data: { booking: { booking_number: string } } }).data.booking.booking_number;
      await queryServerDb(
        `INSERT INTO booking_attributions (booking_id, partner_id, source, attributed_at)
         SELECT b.id, u.partner_id, 'link', now() FROM bookings b, partner_users u WHERE b.booking_number = $1 AND u.email = $2`,
        [number, REFERRER],
      );

      // The referrer's own Orders page lists it (it used to say there were none).
      const login = await request.post('/api/partners/auth/login', { data: { email: REFERRER, password: PARTNER_PASSWORD } });
      expect(login.ok(), await login.text()).toBe(true);
      const session = (await login.json()) as { access_token: string; partner: unknown };
      await chooseLocale(page, locale);
      await page.goto('/partner/login');
      await page.evaluate(
        ([t, p]) => {
          localStorage.setItem('partner_access_token', t);
          localStorage.setItem('partner_data', p);
        },
        [session.access_token, JSON.stringify(session.partner)] as const,
      );
      await page.goto(`/partner/orders?q=${number}`);
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      await expect(page.locator('main')).toContainText(guestName);
      await expect(page.locator('main')).toContainText(number);
      await looked(page, `referrer-orders-${locale}-${width}`);
      expect(errors()).toEqual([]);

      // Staff read who referred it on the booking's page.
      const staff = await browser.newContext({ viewport: { width, height: 900 }, baseURL: test.info().project.use.baseURL });
      const staffPage = await staff.newPage();
      await signInStaff(staffPage, 'manager', locale);
      const [row] = await queryServerDb<{ id: string }>('SELECT id FROM bookings WHERE booking_number = $1', [number]);
      await staffPage.goto(`/staff/bookings/${row!.id}`);
      await expect(staffPage.getByRole('region', { name: w.panel })).toContainText('Hotel Belvedere');
      await expect.poll(async () => plain(await staffPage.locator('main').textContent())).toContain(w.referredBy);
      await looked(staffPage, `referred-detail-${locale}-${width}`);
      await staff.close();
    });
  }
}
