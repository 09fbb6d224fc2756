import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { signInStaff, staffApi } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * Finding a booking and reading what was done to it: a manager finds a guest typed without
 * accents ("muller" for Müller) and by a phone number written another way; on a phone the list
 * is cards, at 1440 px a table. Money taken at the desk then reads in the audit log as a sentence
 * (euros, the booking's number and guest as a link that opens it), not as a raw action and cents.
 * The booking is made through the public API, as a guest would.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    bookings: 'Prenotazioni',
    search: 'Cerca',
    count: '1 prenotazione',
    sortBy: 'Ordina per',
    slotAscending: 'Uscita, crescente',
    audit: 'Registro attività',
    group: 'Attività',
    bookingsGroup: 'Prenotazioni',
    sentence: (number: string) => `Registrati 20,00 € pagati in loco (contanti) per la prenotazione ${number} (Jürgen Müller).`,
  },
  en: {
    bookings: 'Bookings',
    search: 'Search',
    count: '1 booking',
    sortBy: 'Sort by',
    slotAscending: 'Slot, ascending',
    audit: 'Audit log',
    group: 'Activity',
    bookingsGroup: 'Bookings',
    sentence: (number: string) => `Recorded €20.00 paid on site (cash) for booking ${number} (Jürgen Müller).`,
  },
} as const;

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
let address = 0;
const clientAddress = () => `198.19.${(process.pid + 97) % 200}.${(address++ % 200) + 20}`;

/** A Tradizione tasting of its own, some weeks ahead. */
async function wineSlot(): Promise<number> {
  const [row] = await queryServerDb<{ id: string }>(
    `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, wine_price_cents, wine_vip_upgrade_price_cents)
     SELECT e.id, 'WINE', date_trunc('hour', now()) + make_interval(days => 20 + $1::int, secs => $2::int), 90, 16, ARRAY['IT','EN'], 3000, 2500
       FROM experiences e WHERE e.slug = 'degustazione-tradizione'
     RETURNING id`,
    [Math.floor(Math.random() * 60), Math.floor(Math.random() * 3000)],
  );
  return Number(row!.id);
}

/** Jürgen Müller and a phone of his own (digits no other test uses), booked through the public API. */
async function bookMuller(request: APIRequestContext, locale: Locale): Promise<{ id: number; number: string; phone: string }> {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const phone = `+39 347 ${digits}`;
  const res = await request.post('/api/bookings', {
    data: {
      slot_id: await wineSlot(),
      adults: 2,
      customer: { first_name: 'Jürgen', last_name: 'Müller', email: `find.audit.${locale}.${Date.now()}.${digits}@example.de`, phone },
      locale,
    },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = ((await res.json()) as { data: { booking: { id: number; booking_number: string } } }).data.booking;
  return { id: booking.id, number: booking.booking_number, phone: `347-${digits.slice(0, 3)}-${digits.slice(3)}` };
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];
  for (const width of [390, 1440] as const) {
    test(`a manager finds Müller typed "muller" and by phone, then reads the desk's payment as a sentence in the audit log (${locale}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const errors = watchConsole(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const guest = await bookMuller(request, locale);

      await signInStaff(page, 'manager', locale);
      await page.goto('/staff/bookings');
      await expect(page.getByRole('heading', { level: 1, name: w.bookings })).toBeVisible();
      const search = page.getByRole('searchbox', { name: w.search });

      // No accents, no capitals: the newest Müller is first.
      await search.fill('muller');
      const row = page.getByRole('row', { name: new RegExp(guest.number) });
      await expect(row).toContainText('Jürgen Müller');
      // On a phone the bookings are cards (no header row, no sideways scrolling); at 1440 px a table.
      if (width === 390) {
        await expect(page.locator('thead').first()).toBeHidden();
        // Without the header row's sort buttons, the cards have a sort menu: the same order in the URL.
        await page.getByRole('combobox', { name: w.sortBy }).selectOption({ label: w.slotAscending });
        await expect(page).toHaveURL(/[?&]tsort=starts_at&tdir=asc/);
        await expect(row).toContainText('Jürgen Müller');
      } else {
        await expect(page.getByRole('columnheader').first()).toBeVisible();
        await expect(page.getByRole('combobox', { name: w.sortBy })).toBeHidden();
      }
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, 'bookings found by name');
      await screenshot(page, `bookings-muller-${locale}-${width}`);

      // The phone as the guest dictates it, with dashes and no country code: this booking only.
      await search.fill(guest.phone);
      await expect(page.getByRole('status').filter({ hasText: w.count })).toBeVisible();
      await expect(row).toBeVisible();
      await screenshot(page, `bookings-phone-${locale}-${width}`);

      // 20 € in cash at the desk, then the audit log.
      await staffApi(request, 'manager', 'POST', `/bookings/${guest.id}/payments`, { amount_cents: 2000, method: 'cash' });
      await page.goto('/staff/audit');
      await expect(page.getByRole('heading', { level: 1, name: w.audit })).toBeVisible();
      await page.getByRole('combobox', { name: w.group }).selectOption({ label: w.bookingsGroup });
      await expect(page).toHaveURL(/[?&]action=booking\./);
      const entry = page.getByRole('row').filter({ hasText: guest.number }).first();
      await expect.poll(async () => plain(await entry.textContent())).toContain(w.sentence(guest.number));
      expect(plain(await entry.textContent())).not.toMatch(/booking\.payment_on_site|amount_cents|\d{4}-\d{2}-\d{2}T/);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, 'audit log');
      await screenshot(page, `audit-${locale}-${width}`);

      // The booking in the sentence opens it.
      await entry.getByRole('link', { name: `${guest.number} (Jürgen Müller)` }).click();
      await expect(page.getByRole('heading', { level: 1, name: guest.number })).toBeVisible();
      expect(errors()).toEqual([]);
    });
  }
}
