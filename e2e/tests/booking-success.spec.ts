import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { axeOn, chooseLocale, expectLang, expectNoHorizontalOverflow, watchConsole } from '../support/page-checks.ts';

/**
 * The older booking-success flow (docs/product.md, Older booking-success flow) against the real
 * server: a truffle hunt booked with POST /api/bookings and paid through the
 * payment API (simulator, test card), found through localStorage
 * pending_booking; an unknown booking; an unpaid one (re-check after 3 s).
 */

type Locale = 'it' | 'en';

const words = {
  it: {
    title: 'Prenotazione confermata!',
    paid: 'Pagamento ricevuto',
    payOnSite: 'Confermata, pagamento in loco',
    early: "Arriva 10 minuti prima dell'orario di inizio.",
    id: "Porta con te un documento d'identità.",
    shoes: 'Per la caccia al tartufo indossa scarpe comode da trekking.',
    map: 'Apri la mappa',
    download: 'Scarica la conferma',
    home: 'Torna alla home',
    contact: 'Contattaci',
    notFound: 'Numero di prenotazione non trovato',
    recheck: 'Il pagamento non risulta ancora registrato',
    processing: 'Il pagamento è ancora in elaborazione. Ricarica la pagina tra qualche istante.',
    people: '2 persone',
    emailNote: 'Abbiamo inviato la conferma',
  },
  en: {
    title: 'Booking confirmed!',
    paid: 'Payment received',
    payOnSite: 'Confirmed, pay on site',
    early: 'Arrive 10 minutes before the start time.',
    id: 'Bring an identity document with you.',
    shoes: 'For the truffle hunt, wear comfortable trekking shoes.',
    map: 'Open the map',
    download: 'Download the confirmation',
    home: 'Back to home',
    contact: 'Contact us',
    notFound: 'Booking number not found',
    recheck: 'Your payment is not recorded yet',
    processing: 'Your payment is still being processed. Reload the page in a few moments.',
    people: '2 people',
    emailNote: 'We have sent the confirmation',
  },
} as const;

interface Created {
  booking: { id: number; booking_number: string; starts_at: string; status: string };
  manage_token: string;
  payment: { required: boolean; amount_cents: number };
}

/** A free slot of this kind `daysAhead` days on, from the availability API. */
async function slotFor(request: APIRequestContext, kind: 'truffle' | 'wine', daysAhead: number): Promise<{ id: number; slot_datetime: string }> {
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/experiences/available?experience_type=${kind}&start_date=${from}`);
  expect(res.ok()).toBe(true);
  const slots = (await res.json()).slots as { id: number; category: string; capacity_free: number; slot_datetime: string }[];
  const slot = slots.find((s) => s.category === (kind === 'truffle' ? 'TRUFFLE' : 'WINE') && s.capacity_free >= 4);
  if (!slot) throw new Error(`no ${kind} slot ${daysAhead} days ahead`);
  return slot;
}

async function book(request: APIRequestContext, slotId: number, locale: Locale, email: string): Promise<Created> {
  const res = await request.post('/api/bookings', {
    data: { slot_id: slotId, adults: 2, children: 0, customer: { first_name: 'Giulia', last_name: 'Bianchi', email, phone: '+39 333 7654321' }, locale },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).data as Created;
}

/** Pays what the booking owes through the payment API with Stripe's succeeding test card (with the booking's manage token). */
async function payByCard(request: APIRequestContext, created: Created, email: string): Promise<void> {
  const token = encodeURIComponent(created.manage_token);
  const intent = await request.post(`/api/payments-api/create-payment-intent?token=${token}`, {
    data: { amount: created.payment.amount_cents, booking_id: created.booking.id, customer_email: email },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { payment_intent_id } = await intent.json();
  const confirm = await request.post(`/api/payments-api/confirm-payment?token=${token}`, { data: { payment_intent_id, card_number: '4242424242424242' } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect((await confirm.json()).status).toBe('succeeded');
}

async function storePending(page: Page, created: Created): Promise<void> {
  await page.addInitScript(
    (value) => {
      // Only on the first document: the page removes it afterwards, a reload must not put it back.
      if (!sessionStorage.getItem('pending-set')) {
        localStorage.setItem('pending_booking', value);
        sessionStorage.setItem('pending-set', '1');
      }
    },
    JSON.stringify({ booking_number: created.booking.booking_number, booking_id: created.booking.id, token: created.manage_token }),
  );
}

/** Serious or critical WCAG 2.1 A/AA violations in the page's own content (the shell has its own checks in public-routes). */
async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pending = (page: Page) => page.evaluate(() => localStorage.getItem('pending_booking'));

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`older booking success in ${locale}`, () => {
    test('a truffle hunt paid by card: the success view with its details, from pending_booking', async ({ page, request }) => {
      const email = `success-${locale}@example.com`;
      const slot = await slotFor(request, 'truffle', locale === 'it' ? 12 : 13);
      const created = await book(request, slot.id, locale, email);
      expect(created.booking.status).toBe('pending');
      expect(created.payment).toMatchObject({ required: true, amount_cents: 17000 });
      await payByCard(request, created, email);

      const errors = watchConsole(page);
      await chooseLocale(page, locale);
      await storePending(page, created);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/booking-success');
      await expectLang(page, locale);
      const view = page.getByTestId('booking-success');
      await expect(view).toHaveAttribute('data-state', 'success');
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByTestId('booking-number')).toHaveText(created.booking.booking_number);
      const details = page.getByTestId('booking-details');
      await expect(details).toContainText(w.paid);
      await expect(details).toContainText(w.people);
      await expect(details).toContainText(locale === 'it' ? 'Caccia al Tartufo' : 'Truffle Hunt');
      const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(slot.slot_datetime));
      await expect(details).toContainText(time);
      await expect(details).toContainText(locale === 'it' ? '170,00' : '170.00');
      await expect(page.getByTestId('booking-email')).toContainText(w.emailNote);
      const next = page.getByTestId('booking-next-steps');
      for (const step of [w.early, w.id, w.shoes]) await expect(next).toContainText(step);
      const location = page.getByTestId('booking-location');
      await expect(location).toContainText('Alba, Piemonte');
      await expect(location.getByRole('link', { name: new RegExp(w.map) })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
      expect(await pending(page)).toBeNull(); // removed afterwards

      // A known gap of the older flow: the download button only says it is coming.
      let said = '';
      page.once('dialog', (d) => {
        said = d.message();
        void d.dismiss();
      });
      await page.getByRole('button', { name: w.download }).click();
      await expect.poll(() => said).toMatch(locale === 'it' ? /in arrivo/ : /Coming soon/);

      await expectNoHorizontalOverflow(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNoHorizontalOverflow(page);
      expect(errors()).toEqual([]);

      // The same booking from the URL with its token (an e-mail link), after a reload.
      await page.goto(`/booking-success?booking=${created.booking.booking_number}&token=${created.manage_token}`);
      await expect(page.getByTestId('booking-number')).toHaveText(created.booking.booking_number);
    });

    test('an unknown booking: not found, with links to contact and home', async ({ page }) => {
      await chooseLocale(page, locale);
      await page.goto('/booking-success?booking=BK-ZZZZZZZZ');
      await expectLang(page, locale);
      await expect(page.getByTestId('booking-error')).toHaveText(w.notFound);
      await expect(page.getByRole('link', { name: w.contact })).toHaveAttribute('href', '/contatti');
      await expect(page.getByRole('link', { name: w.home }).first()).toHaveAttribute('href', '/');
      // Nothing stored and nothing in the URL: the same.
      await page.goto('/booking-success');
      await expect(page.getByTestId('booking-error')).toHaveText(w.notFound);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('an unpaid booking: verifying, the re-check after 3 s, then the processing error', async ({ page, request }) => {
      const email = `unpaid-${locale}@example.com`;
      const created = await book(request, (await slotFor(request, 'truffle', locale === 'it' ? 14 : 15)).id, locale, email);
      await chooseLocale(page, locale);
      await storePending(page, created);
      const started = Date.now();
      await page.goto('/booking-success');
      await expect(page.getByTestId('booking-verifying')).toContainText(w.recheck);
      await expect(page.getByTestId('booking-error')).toHaveText(w.processing, { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
      await expect(page.getByTestId('booking-success')).toHaveAttribute('data-state', 'error');
      await expect(page.getByRole('link', { name: w.contact })).toBeVisible();
      // Kept, so that reloading as the message asks finds the booking again.
      expect(JSON.parse((await pending(page)) ?? 'null')).toMatchObject({ booking_number: created.booking.booking_number, token: created.manage_token });

      // The payment comes through; the reload shows the booking.
      await payByCard(request, created, email);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      expect(await pending(page)).toBeNull();
    });
  });
}

test('a tasting confirmed to be paid on site needs no payment', async ({ page, request }) => {
  const created = await book(request, (await slotFor(request, 'wine', 16)).id, 'it', 'vino@example.com');
  expect(created.booking.status).toBe('confirmed');
  await storePending(page, created);
  await page.goto('/booking-success');
  await expect(page.getByTestId('booking-number')).toHaveText(created.booking.booking_number);
  await expect(page.getByTestId('booking-details')).toContainText(words.it.payOnSite);
  await expect(page.getByTestId('booking-next-steps')).not.toContainText('trekking');
});
