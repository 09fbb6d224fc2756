import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { axeOn, chooseLocale, expectLang, expectNoHorizontalOverflow, watchConsole } from '../support/page-checks.ts';
import { linkIn, waitForEmail } from '../support/server-data.ts';

/**
 * "Manage my booking": a guest opens the link from the real
 * confirmation e-mail, sees the booking, cancels it with a reason after
 * seeing the refund, and receives the cancellation e-mail. Also a truffle
 * hunt paid by card (simulator card 4242…) cancelled 7+ days ahead, a free
 * change of date, and a wrong link.
 */

type Locale = 'it' | 'en';

const words = {
  it: {
    title: 'Gestisci la prenotazione',
    confirmed: 'Confermata',
    paid: 'Pagata',
    cancelled: 'Annullata',
    onSite: 'Da pagare in cantina',
    paidByCard: 'Pagato con carta',
    refunded: 'Rimborsato',
    cancel: 'Annulla prenotazione',
    dialog: 'Annullare la prenotazione?',
    nothingCharged: 'Non ti è stato addebitato nulla: la degustazione si paga in cantina',
    refund100: '170,00 € (100%)',
    reason: 'Motivo dell’annullamento',
    reasonRequired: 'Scrivi il motivo dell’annullamento.',
    confirm: 'Conferma l’annullamento',
    done: 'La prenotazione è stata annullata.',
    doneNothing: 'Non ti è stato addebitato nulla.',
    doneRefund: 'Rimborso di 170,00 € (100%) avviato',
    email: 'Ti abbiamo inviato un’e-mail di conferma.',
    cancelledSubject: /^Prenotazione annullata BK-/,
    calendar: 'Aggiungi al calendario',
    changeDate: 'Cambia data',
    confirmDate: 'Conferma la nuova data',
    moved: /^Fatto: la prenotazione è spostata a /,
    notFound: 'Prenotazione non trovata',
    contact: 'Scrivici',
  },
  en: {
    title: 'Manage my booking',
    confirmed: 'Confirmed',
    paid: 'Paid',
    cancelled: 'Cancelled',
    onSite: 'To pay at the cellar',
    paidByCard: 'Paid by card',
    refunded: 'Refunded',
    cancel: 'Cancel booking',
    dialog: 'Cancel this booking?',
    nothingCharged: 'Nothing was charged: wine tastings are paid at the cellar',
    refund100: '€170.00 (100%)',
    reason: 'Reason for cancelling',
    reasonRequired: 'Please tell us why you are cancelling.',
    confirm: 'Confirm cancellation',
    done: 'Your booking has been cancelled.',
    doneNothing: 'Nothing was charged.',
    doneRefund: 'Refund of €170.00 (100%) started',
    email: 'We have sent you a confirmation e-mail.',
    cancelledSubject: /^Booking cancelled BK-/,
    calendar: 'Add to calendar',
    changeDate: 'Change date',
    confirmDate: 'Confirm the new date',
    moved: /^Done: your booking has moved to /,
    notFound: 'Booking not found',
    contact: 'Write to us',
  },
} as const;

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

// Each test books from an address of its own: the create endpoint is rate-limited per address.
let address = 0;
const clientAddress = () => `192.0.2.${(process.pid % 50) * 4 + (address++ % 4) + 10}`;

/** A slot with room for the party, 9+ days ahead (random, so parallel and repeated runs meet free ones). */
async function findSlot(request: APIRequestContext, experience: 'wine' | 'truffle', people: number): Promise<number> {
  const day = new Date(Date.now() + (9 + Math.floor(Math.random() * 90)) * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/experiences/available?experience_type=${experience}&start_date=${day}`);
  expect(res.ok()).toBe(true);
  const { slots } = (await res.json()) as { slots: { id: number; capacity_free: number; category: string; is_virgin: boolean }[] };
  const slot = slots.find((s) => s.category !== 'CHOICE' && s.capacity_free >= people);
  if (!slot) throw new Error(`no ${experience} slot from ${day}`);
  return slot.id;
}

async function createBooking(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/bookings', { data: body, headers: { 'x-forwarded-for': clientAddress() } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { booking: { id: number; booking_number: string }; manage_token: string; payment: { amount_cents: number } } }).data;
}

const guest = (locale: Locale, tag: string) => ({
  first_name: 'Anna',
  last_name: 'Rossi',
  email: `manage.${tag}.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`,
  phone: '+39 333 1234567',
});

/** Serious or critical axe violations (WCAG 2.1 A/AA) in this page's own content (the shell is checked by public-routes.spec.ts). */
async function expectAccessible(page: Page, where: string) {
  const results = await axeOn(page).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];

  test.describe(`manage my booking (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await chooseLocale(page, locale);
    });

    test('a wine tasting: the link from the confirmation e-mail, the details, a cancellation with the refund shown first, the cancellation e-mail', async ({ page, request }) => {
      const errors = watchConsole(page);
      if (locale === 'en') await page.setViewportSize({ width: 390, height: 844 });
      const customer = guest(locale, 'wine');
      const created = await createBooking(request, { slot_id: await findSlot(request, 'wine', 2), adults: 2, children: 1, customer, locale });

      // The manage link, as the guest gets it: from the real e-mail.
      const confirmation = await waitForEmail({ kind: 'booking_confirmation', to: customer.email });
      const link = linkIn(confirmation.text, '/manage/');
      // It carries the guest's language, so that it opens in that language on any device.
      expect(link).toMatch(new RegExp(`^/manage/${created.booking.id}\\?token=[A-Za-z0-9_%-]{43,}&lang=${locale}$`));
      await page.goto(link);
      await expectLang(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const card = page.getByTestId('manage-booking');
      await expect(card.getByTestId('manage-booking-number')).toHaveText(created.booking.booking_number);
      await expect(card.getByTestId('manage-status')).toContainText(w.confirmed);
      await expect(card).toContainText(w.onSite);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('link', { name: w.calendar })).toHaveAttribute('href', /\/api\/bookings\/\d+\/calendar\.ics\?token=/);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, 'details');

      // The dialog: what would be refunded (nothing was charged), then a required reason.
      await page.getByRole('button', { name: w.cancel }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('cancel-refund')).toContainText(w.nothingCharged);
      const reason = dialog.getByRole('textbox', { name: w.reason });
      await expect(reason).toBeFocused();
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog.getByText(w.reasonRequired)).toBeVisible();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(reason).toBeFocused();
      await expectAccessible(page, 'cancel dialog');
      await reason.fill('Abbiamo cambiato i programmi del viaggio');
      await dialog.getByRole('button', { name: w.confirm }).click();

      // The result: cancelled, nothing charged, e-mail sent.
      await expect(dialog).toBeHidden();
      const notice = page.getByTestId('manage-notice');
      await expect(notice).toContainText(w.done);
      await expect(notice).toContainText(w.doneNothing);
      await expect(notice).toContainText(w.email);
      await expect(notice).toBeFocused();
      await expect(card.getByTestId('manage-status')).toContainText(w.cancelled);
      await expect(page.getByTestId('manage-cancelled')).toBeVisible();
      await expect(page.getByRole('button', { name: w.cancel })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, 'cancelled');

      const cancelled = await waitForEmail({ kind: 'booking_cancelled', to: customer.email });
      expect(cancelled.subject).toMatch(w.cancelledSubject);
      expect(cancelled.subject).toContain(created.booking.booking_number);
      // A reload shows the cancelled booking, and the API refuses a second cancellation.
      await page.reload();
      await expect(page.getByTestId('manage-status')).toContainText(w.cancelled);
      const again = await request.post(`/api/bookings/${created.booking.id}/cancel?token=${created.manage_token}`, { data: { reason: 'ancora' } });
      expect(again.status()).toBe(409);
      expect(errors()).toEqual([]);
    });

    test('a truffle hunt paid by card, cancelled 7+ days ahead: the 100 % refund before confirming and after', async ({ page, request }) => {
      const errors = watchConsole(page);
      if (locale === 'it') await page.setViewportSize({ width: 390, height: 844 });
      const customer = guest(locale, 'truffle');
      const created = await createBooking(request, { slot_id: await findSlot(request, 'truffle', 2), adults: 2, customer, locale });
      const intent = await request.post(`/api/payments-api/create-payment-intent?token=${created.manage_token}`, {
        data: { amount: created.payment.amount_cents, booking_id: created.booking.id, customer_email: customer.email },
      });
      expect(intent.status(), await intent.text()).toBe(200);
      const paid = await request.post(`/api/payments-api/confirm-payment?token=${created.manage_token}`, {
        data: { payment_intent_id: ((await intent.json()) as { payment_intent_id: string }).payment_intent_id, card_number: '4242 4242 4242 4242' },
      });
      expect(paid.status(), await paid.text()).toBe(200);

      await page.goto(`/manage/${created.booking.booking_number}?token=${created.manage_token}`);
      const card = page.getByTestId('manage-booking');
      await expect(card.getByTestId('manage-status')).toContainText(w.paid);
      await expect(card.locator('[data-row="paid"]')).toContainText(w.paidByCard);
      await page.getByRole('button', { name: w.cancel }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog.getByTestId('cancel-refund')).toContainText(w.refund100);
      await dialog.getByRole('textbox', { name: w.reason }).fill('Volo cancellato');
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('cancel-result-refund')).toContainText(w.doneRefund);
      await expect(card.locator('[data-row="refunded"]')).toContainText(plain(w.refund100).split(' (')[0]!);
      await expect(card.getByTestId('manage-status')).toContainText(w.cancelled);
      await expectNoHorizontalOverflow(page);
      const mail = await waitForEmail({ kind: 'booking_cancelled', to: customer.email });
      expect(plain(mail.text)).toContain(locale === 'it' ? 'Ti rimborsiamo 170,00 € (il 100% di quanto pagato)' : 'We are refunding €170.00 (100% of what you paid)');
      expect(errors()).toEqual([]);
    });

    test('a free change of date: the other dates, a choice, the booking moved', async ({ page, request }) => {
      const errors = watchConsole(page);
      const customer = guest(locale, 'move');
      const created = await createBooking(request, { slot_id: await findSlot(request, 'wine', 2), adults: 2, customer, locale });
      await page.goto(`/manage/${created.booking.id}?token=${created.manage_token}`);
      const before = await page.getByTestId('manage-booking').locator('dd').first().textContent();
      await page.getByRole('button', { name: w.changeDate }).click();
      const panel = page.getByTestId('change-date-panel');
      // The booking widget's calendar: a day with room for the party, then one of its times.
      await panel.getByRole('grid').getByRole('button', { disabled: false }).first().click();
      await panel.getByTestId('slot-option').first().click();
      await expectAccessible(page, 'change date');
      await panel.getByRole('button', { name: w.confirmDate }).click();
      await expect(page.getByTestId('manage-notice')).toHaveText(w.moved);
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('manage-booking').locator('dd').first()).not.toHaveText(before ?? '');
      const mail = await waitForEmail({ kind: 'booking_date_changed', to: customer.email });
      expect(mail.subject).toContain(created.booking.booking_number);
      expect(linkIn(mail.text, '/manage/')).toMatch(new RegExp(`^/manage/${created.booking.id}\\?token=`));
      expect(errors()).toEqual([]);
    });

    test('a wrong or missing token: a friendly not-found with ways to reach the estate', async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const path of ['/manage/1?token=not-the-right-token-at-all-0000000000000', '/manage/BK-AAAAAAAA']) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expectLang(page, locale);
        const panel = page.getByTestId('manage-not-found');
        await expect(panel.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
        await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
        await expect(panel.locator('a[href^="mailto:"]')).toBeVisible();
        await expect(panel.getByRole('link', { name: w.contact })).toHaveAttribute('href', '/contatti');
        await expectNoHorizontalOverflow(page);
      }
      await expectAccessible(page, 'not found');
      // The wrong token's 404 from the API is the expected answer, not a page error.
      expect(errors().filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual([]);
    });
  });
}
