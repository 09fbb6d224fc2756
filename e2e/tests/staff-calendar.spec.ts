import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb, waitForEmail } from '../support/server-data.ts';
import { signInStaff, staffApi } from '../support/staff.ts';

/**
 * The calendar of slots: a manager creates a series of truffle hunts with the
 * "New slots" dialog, a guest books and pays one of them through the public API, and the
 * manager cancels that slot (a weather cancellation): the confirmation says how many bookings
 * and how much will be refunded, the guest's card is refunded once and the guest gets the
 * e-mail in their language with the reason and the next free dates. Italian and English,
 * 390 and 1440 px; axe finds nothing serious on the calendar, the dialog and the outcome.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    newSlots: 'Nuove uscite',
    from: 'Dal giorno',
    to: 'Al giorno',
    sunday: 'domenica',
    time: (n: number) => `Orario ${n}`,
    addTime: 'Aggiungi un orario',
    create: 'Crea le uscite',
    created: 'Create 12 uscite.',
    startCancel: 'Annulla l’uscita…',
    preview: 'Verrà annullata 1 prenotazione (2 persone) e rimborsati 170,00 € sulle carte.',
    reason: 'Motivo (lo leggono gli ospiti)',
    reasonText: 'Allerta meteo: temporali forti',
    confirm: 'Annulla l’uscita e 1 prenotazione',
    done: 'Uscita annullata: 1 prenotazione annullata, rimborsati 170,00 €.',
    subject: /^Annullata: Caccia al Tartufo, /,
    mail: [
      'Motivo: Allerta meteo: temporali forti',
      'Ti rimborsiamo per intero 170,00 €',
      'LE PROSSIME DATE LIBERE',
      'Queste date hanno ancora posto per il tuo gruppo:',
      'Scegli una nuova data:',
    ],
    week: 'Settimana',
    month: 'Mese',
    cancelled: 'Annullata',
  },
  en: {
    newSlots: 'New slots',
    from: 'First day',
    to: 'Last day',
    sunday: 'Sunday',
    time: (n: number) => `Time ${n}`,
    addTime: 'Add a time',
    create: 'Create the slots',
    created: '12 slots created.',
    startCancel: 'Cancel the slot…',
    preview: '1 booking (2 people) will be cancelled and €170.00 refunded to cards.',
    reason: 'Reason (the guests read it)',
    reasonText: 'Storm warning for the hills',
    confirm: 'Cancel the slot and 1 booking',
    done: 'Slot cancelled: 1 booking cancelled, €170.00 refunded.',
    subject: /^Cancelled: Truffle Hunt, /,
    mail: ['Reason: Storm warning for the hills', 'We are refunding the full €170.00', 'THE NEXT FREE DATES', 'These dates still have room for your group:', 'Choose a new date:'],
    week: 'Week',
    month: 'Month',
    cancelled: 'Cancelled',
  },
} as const;

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
let address = 0;
const clientAddress = () => `203.0.113.${(((process.pid % 40) * 5 + (address++ % 5)) % 250) + 1}`;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
/** A Monday `weeksAhead` weeks from now: beyond the seeded timetable, a week of its own per run. */
function mondayAhead(weeksAhead: number): string {
  const day = addDays(romeToday(), weeksAhead * 7);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

/** A truffle hunt for 2 booked and paid by card (simulator 4242…) through the public API. */
async function bookAndPay(request: APIRequestContext, slotId: number, locale: Locale): Promise<{ id: number; email: string }> {
  const email = `calendar.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;
  const res = await request.post('/api/bookings', {
    data: { slot_id: slotId, adults: 2, children: 0, language: 'IT', customer: { first_name: 'Lucia', last_name: 'Bianchi', email, phone: '+39 333 1234567' }, locale },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = ((await res.json()) as { data: { booking: { id: number }; manage_token: string; payment: { amount_cents: number } } }).data;
  expect(created.payment.amount_cents).toBe(17000);
  const token = encodeURIComponent(created.manage_token);
  const intent = await request.post(`/api/payments-api/create-payment-intent?token=${token}`, { data: { amount: 17000, booking_id: created.booking.id, customer_email: email } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { payment_intent_id } = (await intent.json()) as { payment_intent_id: string };
  const paid = await request.post(`/api/payments-api/confirm-payment?token=${token}`, { data: { payment_intent_id, card_number: '4242424242424242' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { id: created.booking.id, email };
}

const runs = [
  { locale: 'it', width: 1440, weeks: 24 },
  { locale: 'en', width: 1440, weeks: 26 },
  { locale: 'it', width: 390, weeks: 28 },
  { locale: 'en', width: 390, weeks: 30 },
] as const;

for (const { locale, width, weeks } of runs) {
  test(`a manager creates a series and cancels a slot (${locale}, ${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = words[locale];
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInStaff(page, 'manager', locale);
    const monday = mondayAhead(weeks);
    await page.goto(`/staff/calendar?date=${monday}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot-id]')).toHaveCount(0);

    // A series: Monday to Saturday (Sunday unticked), at 08:15 and 16:45, truffle hunt at 85 €.
    await page.getByRole('button', { name: w.newSlots }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(w.from, { exact: true }).fill(monday);
    await dialog.getByLabel(w.to, { exact: true }).fill(addDays(monday, 6));
    await dialog.getByRole('checkbox', { name: w.sunday }).uncheck();
    await dialog.getByLabel(w.time(1), { exact: true }).fill('08:15');
    await dialog.getByRole('button', { name: w.addTime }).click();
    await dialog.getByLabel(w.time(2), { exact: true }).fill('16:45');
    await expectAccessible(page, 'new slots dialog');
    await dialog.getByRole('button', { name: w.create }).click();
    await expect(dialog.getByTestId('create-result')).toHaveText(w.created);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-slot-id]')).toHaveCount(12);
    await expectAccessible(page, 'week with the new series');
    await expectNoHorizontalOverflow(page);

    const api = await staffApi<{ data: { slots: { id: number; date: string; start_time: string }[] } }>(
      page.request,
      'manager',
      'GET',
      `/slots?from=${monday}&to=${addDays(monday, 6)}`,
    );
    expect(api.data.slots.map((s) => `${s.date} ${s.start_time}`)).toEqual([0, 1, 2, 3, 4, 5].flatMap((d) => [`${addDays(monday, d)} 08:15`, `${addDays(monday, d)} 16:45`]));

    // The month view shows them too (among other runs' series of the same month). On a phone
    // it lists only the month's own days: a week running into the next month shows its first part.
    await page.getByRole('button', { name: w.month, exact: true }).click();
    await expect(page).toHaveURL(/view=month/);
    for (const s of api.data.slots) {
      const chip = page.locator(`[data-slot-id="${s.id}"]`);
      if (width === 390 && s.date.slice(0, 7) !== monday.slice(0, 7)) await expect(chip).toBeHidden();
      else await expect(chip).toBeVisible();
    }
    await expectAccessible(page, 'month view');
    await page.getByRole('button', { name: w.week, exact: true }).click();

    // A guest books and pays the Monday 08:15 hunt.
    const slot = api.data.slots.find((s) => s.date === monday && s.start_time === '08:15')!;
    const guest = await bookAndPay(page.request, slot.id, locale);
    await page.reload();

    // The manager cancels it: the confirmation says what will happen.
    await page.locator(`[data-slot-id="${slot.id}"]`).click();
    const slotDialog = page.getByTestId('slot-dialog');
    await expect(slotDialog).toBeVisible();
    await slotDialog.getByRole('button', { name: w.startCancel }).click();
    await expect(slotDialog.getByTestId('cancel-preview')).toHaveText(w.preview);
    await slotDialog.getByLabel(w.reason).fill(w.reasonText);
    await expectAccessible(page, 'cancel confirmation');
    await slotDialog.getByRole('button', { name: w.confirm }).click();
    await expect(slotDialog.getByRole('status').filter({ hasText: w.done })).toBeVisible();
    await expectAccessible(page, 'cancelled slot');

    // The card is refunded once; the guest is told in their language, with the next free dates.
    const refunds = await queryServerDb<{ status: string; amount_cents: number }>(`SELECT status, amount_cents FROM payments WHERE booking_id = $1 AND kind = 'refund'`, [
      guest.id,
    ]);
    expect(refunds).toEqual([{ status: 'succeeded', amount_cents: 17000 }]);
    const mail = await waitForEmail({ kind: 'slot_cancelled', to: guest.email });
    expect(plain(mail.subject)).toMatch(w.subject);
    for (const line of w.mail) expect(plain(mail.text)).toContain(line);
    expect(mail.text).toMatch(/\/truffle-hunting/);

    await page.keyboard.press('Escape');
    await expect(page.locator(`[data-slot-id="${slot.id}"]`)).toHaveAttribute('data-state', 'cancelled');
    await expect(page.locator(`[data-slot-id="${slot.id}"]`)).toContainText(w.cancelled);
    await expect(page.locator(`[data-slot-id="${slot.id}"]`)).toBeFocused();
    await expectNoHorizontalOverflow(page);
    expect(errors()).toEqual([]);
  });
}
