import { expect, test, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { linkIn, queryServerDb, readOutbox, waitForEmail } from '../support/server-data.ts';
import { signInStaff, staffApi } from '../support/staff.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * Bookings staff take, in both languages at 390 and 1440 px:
 * - the front desk takes a phone booking of a truffle hunt for two, paid on site: from the
 *   bookings list, "New booking", the experience, the party, a day on the public calendar and a
 *   time, the guest, on site; the booking is confirmed, 170 € to collect at the estate;
 * - a manager books a hunt by a payment link: the guest gets the link by e-mail, pays on the
 *   checkout's payment page (the simulator, card 4242), lands on the site's success page, and the
 *   booking is paid; before paying, the guest says the e-mail never came and staff send the same
 *   link again from the booking's page;
 * - a manager changes the party of a tasting from two to four: priced again, 120 € due on site.
 * Slots and bookings are written for each test; screenshots go to the test's output folder.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    newBooking: 'Nuova prenotazione',
    truffle: 'Caccia al tartufo',
    adults: 'Adulti',
    nextMonth: 'Mese successivo',
    name: 'Nome e cognome',
    email: 'E-mail',
    phone: 'Telefono',
    emailLanguage: 'Lingua delle e-mail',
    onSite: /^In loco/,
    link: /^Link di pagamento via e-mail/,
    bookOnSite: 'Prenota (pagamento in loco)',
    bookLink: 'Prenota e invia il link di pagamento',
    created: /^Prenotazione BK-[A-Z0-9]{8} registrata$/,
    toCollect: 'Da incassare in loco 170,00 €.',
    waiting: 'In attesa del pagamento di 170,00 €',
    open: 'Apri la prenotazione',
    resendLink: 'Reinvia link di pagamento',
    resendLinkConfirm: 'Reinvia il link',
    payments: 'Pagamenti e rimborsi',
    awaitingOnline: 'Ancora nessun pagamento: la prenotazione attende che l’ospite paghi online.',
    sameLinkSeats: 'poi i posti tornano liberi',
    linkResent: 'Link di pagamento inviato di nuovo',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cardName: "Nome dell'intestatario",
    successTitle: 'Prenotazione confermata!',
    changeGuests: 'Cambia partecipanti',
    confirmGuests: 'Conferma i partecipanti',
    changed: 'Partecipanti aggiornati: il totale passa da 60,00 € a 120,00 €.',
    owed: 'Da incassare in loco: 120,00 €.',
  },
  en: {
    newBooking: 'New booking',
    truffle: 'Truffle hunt',
    adults: 'Adults',
    nextMonth: 'Next month',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    emailLanguage: 'Language of the e-mails',
    onSite: /^On site/,
    link: /^Payment link by e-mail/,
    bookOnSite: 'Book (pay on site)',
    bookLink: 'Book and send the payment link',
    created: /^Booking BK-[A-Z0-9]{8} recorded$/,
    toCollect: 'To collect on site €170.00.',
    waiting: 'Waiting for the payment of €170.00',
    open: 'Open the booking',
    resendLink: 'Resend payment link',
    resendLinkConfirm: 'Resend the link',
    payments: 'Payments and refunds',
    awaitingOnline: 'No payment yet: the booking waits for the guest to pay online.',
    sameLinkSeats: 'then the seats are released',
    linkResent: 'Payment link sent again',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cardName: 'Name on card',
    successTitle: 'Booking confirmed!',
    changeGuests: 'Change guests',
    confirmGuests: 'Confirm the guests',
    changed: 'Guests updated: the total goes from €60.00 to €120.00.',
    owed: 'To collect on site: €120.00.',
  },
} as const;

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** A truffle hunt (85 € an adult) 10 to 40 days ahead at a minute of its own, so parallel tests never share it. */
async function huntSlot(): Promise<{ id: number; day: string; time: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await queryServerDb<{ id: string; day: string; time: string }>(
      `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
       SELECT e.id, 'TRUFFLE', date_trunc('day', now()) + make_interval(days => 10 + $1::int, hours => 8, mins => $2::int), 150, 8, ARRAY['IT','EN'], 8500, 5000
         FROM experiences e WHERE e.slug = 'caccia-al-tartufo'
       ON CONFLICT DO NOTHING
       RETURNING id, to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS day, to_char(starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS time`,
      [Math.floor(Math.random() * 30), Math.floor(Math.random() * 59)],
    );
    if (row) return { id: Number(row.id), day: row.day, time: row.time };
  }
  throw new Error('no free start for a test slot');
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

/** From the bookings list to the form, then the experience, the party and the slot on the calendar. */
async function startBooking(page: Page, w: (typeof words)[Locale], slot: { day: string; time: string }) {
  await page.goto('/staff/bookings');
  await page.getByRole('link', { name: w.newBooking }).click();
  await expect(page).toHaveURL(/\/staff\/bookings\/new$/);
  await page.getByRole('radio', { name: w.truffle }).check();
  await page.getByRole('spinbutton', { name: w.adults }).fill('2');
  const picker = page.getByTestId('slot-picker');
  await expect(picker.getByRole('grid').first()).toBeVisible();
  const day = picker.locator(`[data-day="${slot.day}"] button`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) await picker.getByRole('button', { name: w.nextMonth }).click();
  await day.click();
  await picker.getByRole('radio', { name: new RegExp(`^${slot.time}–`) }).check();
}

async function fillGuest(page: Page, w: (typeof words)[Locale], locale: Locale, guest: { name: string; email: string }) {
  await page.getByRole('textbox', { name: w.name, exact: true }).fill(guest.name);
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(guest.email);
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill('+39 333 765 4321');
  await page.getByRole('combobox', { name: w.emailLanguage }).selectOption(locale);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];
  for (const width of [390, 1440] as const) {
    test.describe(`${locale}, ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      });

      test('the front desk takes a phone booking of a truffle hunt, paid on site', async ({ page }) => {
        const errors = watchConsole(page);
        const slot = await huntSlot();
        const email = `phone.${unique()}@example.it`;
        await signInStaff(page, 'front_desk', locale);
        await startBooking(page, w, slot);
        await fillGuest(page, w, locale, { name: locale === 'it' ? 'Giorgio Telefono' : 'George Phone', email });
        await page.getByRole('radio', { name: w.onSite }).check();
        await expectAccessible(page, 'new booking form');
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `new-booking-on-site-${locale}-${width}`);
        await page.getByRole('button', { name: w.bookOnSite }).click();

        const created = page.getByRole('heading', { level: 2, name: w.created });
        await expect(created).toBeFocused();
        await expect.poll(async () => plain(await page.getByRole('region', { name: w.created }).getByRole('status').textContent())).toContain(w.toCollect);
        await expectAccessible(page, 'booking created');
        await screenshot(page, `booked-on-site-${locale}-${width}`);
        const [row] = await queryServerDb<{ status: string; payment_status: string; total_cents: number; locale: string }>(
          `SELECT status, payment_status, total_cents, locale FROM bookings WHERE customer_email = $1`,
          [email],
        );
        expect(row).toEqual({ status: 'confirmed', payment_status: 'pay_on_site', total_cents: 17_000, locale });
        await page.getByRole('link', { name: w.open }).click();
        await expect(page).toHaveURL(/\/staff\/bookings\/\d+$/);
        const confirmation = await waitForEmail({ kind: 'booking_confirmation', to: email });
        expect(confirmation.subject).not.toBe('');
        expect(errors()).toEqual([]);
      });

      test('a hunt booked by a payment link that the guest pays on the checkout’s payment page', async ({ page }) => {
        test.setTimeout(90_000); // two e-mails, the resend and the payment page
        const errors = watchConsole(page);
        const slot = await huntSlot();
        const email = `link.${unique()}@example.it`;
        await signInStaff(page, 'manager', locale);
        await startBooking(page, w, slot);
        await fillGuest(page, w, locale, { name: locale === 'it' ? 'Lucia Collegamento' : 'Linda Link', email });
        await page.getByRole('radio', { name: w.link }).check();
        await screenshot(page, `new-booking-link-${locale}-${width}`);
        await page.getByRole('button', { name: w.bookLink }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.created })).toBeFocused();
        await expect.poll(async () => plain(await page.getByRole('region', { name: w.created }).getByRole('status').textContent())).toContain(w.waiting);
        await expectAccessible(page, 'payment link sent');
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `booked-by-link-${locale}-${width}`);
        const [pending] = await queryServerDb<{ id: string; status: string }>(`SELECT id, status FROM bookings WHERE customer_email = $1`, [email]);
        expect(pending!.status).toBe('pending');

        // The guest phones: the e-mail never came. Staff send the same link again from the booking.
        const first = await waitForEmail({ kind: 'booking_payment_link', to: email });
        await page.getByRole('link', { name: w.open }).click();
        await expect(page).toHaveURL(/\/staff\/bookings\/\d+$/);
        // Nothing paid yet: the payments say the guest is to pay online (not that it is paid at the estate).
        await expect(page.getByRole('region', { name: w.payments })).toContainText(w.awaitingOnline);
        await page.getByRole('button', { name: w.resendLink }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(email);
        await expect(dialog).toContainText(locale === 'it' ? '170,00 €' : '€170.00');
        // The booking's own link (not a balance's): unpaid at its end, the seats go back.
        await expect(dialog).toContainText(w.sameLinkSeats);
        await expectAccessible(page, 'resend the payment link');
        await screenshot(page, `resend-link-${locale}-${width}`);
        await dialog.getByRole('button', { name: w.resendLinkConfirm }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('region', { name: /Storia|History/ }).getByText(w.linkResent)).toBeVisible();
        await expect.poll(() => readOutbox({ kind: 'booking_payment_link', to: email }).length).toBe(2);

        // The guest, from the e-mail sent again (the same page as the first): a test card, the site's success page.
        const mail = await waitForEmail({ kind: 'booking_payment_link', to: email });
        expect(linkIn(mail.text, '/api/payments/simulator/checkout/')).toBe(linkIn(first.text, '/api/payments/simulator/checkout/'));
        await page.goto(linkIn(mail.text, '/api/payments/simulator/checkout/'));
        await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
        await page.getByLabel(w.expiry).fill('12/34');
        await page.getByLabel('CVC').fill('123');
        await page.getByLabel(w.cardName).fill('Linda Link');
        await page.locator('form button[type="submit"]').click();
        await page.waitForURL(/\/checkout\/success\?session_id=/);
        await expect(page.getByRole('heading', { level: 1, name: w.successTitle })).toBeVisible({ timeout: 15_000 });
        await screenshot(page, `link-paid-${locale}-${width}`);
        await expect.poll(async () => (await queryServerDb<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [pending!.id]))[0]!.status).toBe('paid');
        await waitForEmail({ kind: 'booking_confirmation', to: email });
        expect(errors().filter((e) => !/status of 40[12]/.test(e))).toEqual([]);
      });

      test('a manager changes the party of a tasting: priced again, the difference due on site', async ({ page, request }) => {
        const errors = watchConsole(page);
        const [slot] = await queryServerDb<{ id: string }>(
          `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, wine_price_cents)
           SELECT e.id, 'WINE', date_trunc('day', now()) + make_interval(days => 12, hours => 15, secs => $1::int), 90, 16, ARRAY['IT','EN'], 3000
             FROM experiences e WHERE e.slug = 'degustazione-tradizione' RETURNING id`,
          [Math.floor(Math.random() * 3000)],
        );
        const made = await staffApi<{ data: { booking: { id: number; booking_number: string } } }>(request, 'manager', 'POST', '/bookings', {
          slot_id: Number(slot!.id),
          adults: 2,
          guest: { name: locale === 'it' ? 'Marta Gruppo' : 'Mary Group', email: `party.${unique()}@example.it`, locale },
          payment: { kind: 'on_site' },
        });
        const b = made.data.booking;
        await signInStaff(page, 'manager', locale);
        await page.goto(`/staff/bookings/${b.booking_number}`);
        await page.getByRole('button', { name: w.changeGuests }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('spinbutton', { name: w.adults }).fill('4');
        await expectAccessible(page, 'party dialog');
        await screenshot(page, `party-${locale}-${width}`);
        await dialog.getByRole('button', { name: w.confirmGuests }).click();
        await expect.poll(async () => plain(await dialog.getByRole('status').textContent())).toBe(w.changed);
        await expect(dialog).toContainText(w.owed);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `party-changed-${locale}-${width}`);
        const [row] = await queryServerDb<{ adults: number; total_cents: number }>(`SELECT adults, total_cents FROM bookings WHERE id = $1`, [b.id]);
        expect(row).toEqual({ adults: 4, total_cents: 12_000 });
        expect(errors()).toEqual([]);
      });
    });
  }
}
