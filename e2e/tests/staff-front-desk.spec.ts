import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb } from '../support/server-data.ts';
import { signInStaff, staffApi } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The front desk's day, in both languages at 390 and 1440 px:
 * - a desk user checks a guest in by number, undoes the check-in (a mistake), checks them in again
 *   and collects the 80 € due in cash from the check-in result, without leaving the screen;
 * - a guest marked a no-show on the booking's page arrives late: the check-in result undoes the
 *   no-show and checks them in;
 * - a manager voids a payment recorded on the wrong booking: the amount is due again;
 * - a manager moves a booking to another date with the calendar (keyboard), not a list of radios.
 * Bookings and slots are written for each test; screenshots go to the test's output folder.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    number: 'Numero di prenotazione',
    done: 'Arrivo registrato',
    undo: 'Annulla il check-in',
    undoYes: 'Sì, annulla il check-in',
    undone: 'Check-in annullato',
    checkInNow: 'Registra l’arrivo',
    cash: 'Contanti',
    collect: 'Incassa 80,00 €',
    collected: 'Incassati 80,00 € in contanti. Resta da incassare: 0,00 €.',
    noShow: 'Non presentato',
    noShowConfirm: 'Segna come non presentato',
    noShowStatus: 'Non presentata',
    notCheckable: 'Check-in non possibile',
    lateGuest: 'È arrivato: annulla «non presentato» e registra l’arrivo',
    voidButton: 'Annulla la registrazione di 80,00 €',
    voidDialog: 'Annullare un pagamento registrato per errore?',
    reason: 'Motivo',
    voidConfirm: 'Annulla la registrazione di 80,00 €',
    voided: 'Annullato (registrato per errore)',
    dueAgain: 'Da incassare in loco: 80,00 €.',
    changeDate: 'Cambia data',
    changeDialog: 'Cambia data',
    nextMonth: 'Mese successivo',
    move: 'Sposta la prenotazione',
    payments: 'Pagamenti e rimborsi',
  },
  en: {
    number: 'Booking number',
    done: 'Checked in',
    undo: 'Undo check-in',
    undoYes: 'Yes, undo the check-in',
    undone: 'Check-in undone',
    checkInNow: 'Check in',
    cash: 'Cash',
    collect: 'Collect €80.00',
    collected: '€80.00 received by cash. Left to collect: €0.00.',
    noShow: 'No-show',
    noShowConfirm: 'Mark as a no-show',
    noShowStatus: 'No-show',
    notCheckable: 'Cannot check in',
    lateGuest: 'They are here: undo the no-show and check them in',
    voidButton: 'Void the €80.00 entry',
    voidDialog: 'Void a payment recorded by mistake?',
    reason: 'Reason',
    voidConfirm: 'Void the €80.00 entry',
    voided: 'Voided (recorded by mistake)',
    dueAgain: 'To collect on site: €80.00.',
    changeDate: 'Change date',
    changeDialog: 'Change date',
    nextMonth: 'Next month',
    move: 'Move the booking',
    payments: 'Payments and refunds',
  },
} as const;

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const bookingNumber = () => `BK-${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;

/**
 * A Premium tasting (40 € a person) that started half an hour ago, its own second so parallel tests
 * never share it: the check-in window is open and a no-show may be marked (and undone) now.
 */
async function startedSlot(): Promise<number> {
  const row = await freeSlot<{ id: string }>(`date_trunc('minute', now()) - interval '30 minutes' + make_interval(secs => $1::int)`, 'id', () => Math.floor(Math.random() * 1700));
  return Number(row.id);
}

/**
 * A Premium tasting slot (16 seats, 40 € a person) at `startsAt`, an SQL expression of a random `$1`
 * from `pick`: a start another test (or the demo calendar) already holds is skipped and another
 * drawn, so tests running side by side never collide on the one-slot-per-start rule.
 */
async function freeSlot<T extends Record<string, unknown>>(startsAt: string, returning: string, pick: () => number): Promise<T> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await queryServerDb<T>(
      `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, wine_price_cents)
       SELECT e.id, 'WINE', ${startsAt}, 90, 16, ARRAY['IT','EN'], 4000
         FROM experiences e WHERE e.slug = 'degustazione-premium'
       ON CONFLICT DO NOTHING
       RETURNING ${returning}`,
      [pick()],
    );
    if (row) return row;
  }
  throw new Error('no free start for a test slot');
}

/** A tasting for two on `slotId`, confirmed, 80 € to pay at the cellar, written as a booking would be. */
async function wineBooking(slotId: number, name: string, locale: Locale): Promise<{ id: number; number: string }> {
  const number = bookingNumber();
  const [row] = await queryServerDb<{ id: string }>(
    `INSERT INTO bookings (booking_number, slot_id, category, adults, children, language, status, unit_price_cents, subtotal_cents, total_cents, customer_name, customer_email, customer_phone, locale, payment_status)
     VALUES ($1, $2, 'WINE', 2, 0, 'IT', 'confirmed', 4000, 8000, 8000, $3, $4, '+39 333 1234567', $5, 'pay_on_site')
     RETURNING id`,
    [number, slotId, name, `front.desk.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`, locale],
  );
  return { id: Number(row!.id), number };
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];
  for (const width of [390, 1440] as const) {
    test.describe(`${locale}, ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      });

      test('a check-in undone, done again, and the amount collected from the check-in result', async ({ page }) => {
        const errors = watchConsole(page);
        const guest = locale === 'it' ? 'Sara Moretti' : 'Lucy Hall';
        const b = await wineBooking(await startedSlot(), guest, locale);
        await signInStaff(page, 'front_desk', locale);
        await page.goto('/staff/check-in');
        const input = page.getByRole('textbox', { name: w.number });
        await input.fill(b.number);
        await input.press('Enter');
        const result = page.locator('[data-tone]');
        await expect(result).toContainText(w.done);
        await expect(result).toContainText(guest);

        // A mistake: undone with a confirmation, the guest is booked again; then really checked in.
        await result.getByRole('button', { name: w.undo }).click();
        await result.getByRole('button', { name: w.undoYes }).click();
        await expect(result).toContainText(w.undone);
        await expect(result).toHaveAttribute('data-tone', 'warn');
        expect(await queryServerDb(`SELECT c.id FROM check_ins c JOIN bookings b ON b.id = c.booking_id WHERE b.booking_number = $1`, [b.number])).toEqual([]);
        await expectAccessible(page, 'check-in undone');
        await screenshot(page, `check-in-undone-${locale}-${width}`);
        await result.getByRole('button', { name: w.checkInNow, exact: true }).click();
        await expect(result).toContainText(w.done);

        // The 80 € due, in cash, from the result itself (the whole amount is filled in).
        await result.getByRole('radio', { name: w.cash }).check();
        await expectAccessible(page, 'collect form');
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `collect-${locale}-${width}`);
        await result.getByRole('button', { name: w.collect }).click();
        await expect.poll(async () => plain(await result.getByRole('status').textContent())).toBe(w.collected);
        await expect(result.getByRole('button', { name: w.collect })).toHaveCount(0);
        const taken = await queryServerDb<{ amount_cents: number; method: string }>(
          `SELECT p.amount_cents, p.method FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE b.booking_number = $1 AND p.provider = 'on_site'`,
          [b.number],
        );
        expect(taken).toEqual([{ amount_cents: 8000, method: 'cash' }]);
        await screenshot(page, `collected-${locale}-${width}`);
        expect(errors()).toEqual([]);
      });

      test('a no-show marked, then the late guest arrives: the no-show undone and the guest checked in', async ({ page }) => {
        const errors = watchConsole(page);
        const guest = locale === 'it' ? 'Paolo Ritardo' : 'Tom Late';
        const b = await wineBooking(await startedSlot(), guest, locale);
        await signInStaff(page, 'front_desk', locale);
        await page.goto(`/staff/bookings/${b.number}`);
        await page.getByRole('button', { name: w.noShow, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: w.noShowConfirm }).click();
        await expect(page.locator('main').getByText(w.noShowStatus, { exact: true }).first()).toBeVisible();
        await screenshot(page, `no-show-${locale}-${width}`);

        await page.goto('/staff/check-in');
        const input = page.getByRole('textbox', { name: w.number });
        await input.fill(b.number);
        await input.press('Enter');
        const result = page.locator('[data-tone]');
        await expect(result).toContainText(w.notCheckable);
        await expectAccessible(page, 'no-show result');
        await screenshot(page, `late-guest-${locale}-${width}`);
        await result.getByRole('button', { name: w.lateGuest }).click();
        await expect(result).toContainText(w.done);
        await expect(result).toHaveAttribute('data-tone', 'good');
        const [row] = await queryServerDb<{ status: string }>(`SELECT status FROM bookings WHERE booking_number = $1`, [b.number]);
        expect(row!.status).toBe('checked_in');
        expect(errors().filter((e) => !/status of 409/.test(e))).toEqual([]);
      });

      test('a manager voids a payment recorded by mistake: the amount is due again', async ({ page, request }) => {
        const errors = watchConsole(page);
        const b = await wineBooking(await startedSlot(), locale === 'it' ? 'Nadia Errore' : 'Nina Wrong', locale);
        await staffApi(request, 'front_desk', 'POST', `/bookings/${b.id}/payments`, { amount_cents: 8000, method: 'cash' });
        await signInStaff(page, 'manager', locale);
        await page.goto(`/staff/bookings/${b.number}`);
        const table = page.getByRole('table', { name: w.payments });
        await table.getByRole('button', { name: w.voidButton }).click();
        const dialog = page.getByRole('dialog', { name: w.voidDialog });
        await expect(dialog).toContainText(b.number);
        const confirm = dialog.getByRole('button', { name: w.voidConfirm });
        await expect(confirm).toBeDisabled();
        await dialog.getByRole('textbox', { name: w.reason }).fill('Incassati sulla prenotazione sbagliata');
        await expectAccessible(page, 'void dialog');
        await screenshot(page, `void-${locale}-${width}`);
        await confirm.click();
        await expect(dialog).toBeHidden();
        await expect(table).toContainText(w.voided);
        await expect(table).toContainText('Incassati sulla prenotazione sbagliata');
        await expect.poll(async () => plain(await page.locator('main').textContent())).toContain(w.dueAgain);
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, 'payment voided');
        await screenshot(page, `voided-${locale}-${width}`);
        const [p] = await queryServerDb<{ status: string; void_reason: string }>(`SELECT status, void_reason FROM payments WHERE booking_id = $1`, [b.id]);
        expect(p).toEqual({ status: 'canceled', void_reason: 'Incassati sulla prenotazione sbagliata' });
        expect(errors()).toEqual([]);
      });

      test('a booking moved to another date with the calendar and the keyboard', async ({ page }) => {
        const errors = watchConsole(page);
        // The booking three weeks ahead; the new slot about six weeks ahead, at a time of its own.
        const from = await freeSlot<{ id: string }>(`date_trunc('hour', now()) + make_interval(days => 21, secs => $1::int)`, 'id', () => Math.floor(Math.random() * 3000));
        const to = await freeSlot<{ id: string; day: string; time: string }>(
          `date_trunc('day', now()) + make_interval(days => 40 + $1::int, hours => 14, mins => 7 + $1::int)`,
          `id, to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS day, to_char(starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS time`,
          () => Math.floor(Math.random() * 40),
        );
        const b = await wineBooking(Number(from.id), locale === 'it' ? 'Elena Sposta' : 'Ella Move', locale);
        await signInStaff(page, 'manager', locale);
        await page.goto(`/staff/bookings/${b.number}`);
        await page.getByRole('button', { name: w.changeDate }).click();
        const dialog = page.getByRole('dialog', { name: w.changeDialog });
        const picker = dialog.getByTestId('slot-picker');
        await expect(picker.getByRole('grid').first()).toBeVisible();
        await expect(dialog.getByRole('radio')).toHaveCount(0); // no list of every slot: a calendar first
        const day = picker.locator(`[data-day="${to.day}"] button`);
        for (let i = 0; i < 4 && (await day.count()) === 0; i++) await picker.getByRole('button', { name: w.nextMonth }).click();
        // The keyboard: focus the day, Enter chooses it; its times are radios (Space picks one).
        await day.focus();
        await page.keyboard.press('Enter');
        const time = picker.getByRole('radio', { name: new RegExp(`^${to.time}–`) });
        await expect(time).toBeVisible();
        await time.focus();
        await page.keyboard.press('Space');
        await expect(time).toBeChecked();
        await expectAccessible(page, 'change date calendar');
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `change-date-${locale}-${width}`);
        await dialog.getByRole('button', { name: w.move }).click();
        await expect(dialog).toBeHidden();
        const [moved] = await queryServerDb<{ slot_id: string }>(`SELECT slot_id FROM bookings WHERE id = $1`, [b.id]);
        expect(Number(moved!.slot_id)).toBe(Number(to.id));
        await screenshot(page, `moved-${locale}-${width}`);
        expect(errors()).toEqual([]);
      });
    });
  }
}
