import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectNoHorizontalOverflow, seriousA11yViolations, watchConsole } from '../support/page-checks.ts';
import { queryServerDb, waitForEmail } from '../support/server-data.ts';
import { qrPngFromEmail, qrVideo } from '../support/qr-camera.ts';
import { signInStaff } from '../support/staff.ts';
import { screenshot, screenshotOfScreen, takingScreenshots } from '../support/screenshots.ts';

/**
 * Check-in at the desk: a front-desk user checks a guest in by typing the booking
 * number on the check-in page, then a second try answers who checked the guest in and when; on
 * the day's manifest a tap on a row checks in another guest; the Today page shows the slot.
 * The guests book through the public API on a slot of today made for the test (the seeded ones
 * may already have started), so their confirmation e-mail, with its QR code, is real.
 */

type Locale = 'it' | 'en';
const words = {
  it: {
    checkInTitle: 'Check-in',
    number: 'Numero di prenotazione',
    submit: 'Check-in',
    done: 'Arrivo registrato',
    already: 'Check-in già fatto',
    by: (name: string) => new RegExp(`da ${name} alle \\d\\d:\\d\\d`),
    next: 'Ospite successivo',
    due: 'Da incassare: 80,00 €',
    notFound: 'Prenotazione non trovata',
    manifest: 'Lista del giorno',
    checkInOf: (name: string) => `Check-in di ${name}`,
    today: 'Oggi',
    alerts: 'Da sistemare',
    failedEmails: /^E-mail non partite/,
    openMessages: /^Messaggi a cui rispondere/,
    manifestOf: 'apri la lista',
    expected: 'Ospiti attesi',
    party: '2 persone',
  },
  en: {
    checkInTitle: 'Check-in',
    number: 'Booking number',
    submit: 'Check in',
    done: 'Checked in',
    already: 'Already checked in',
    by: (name: string) => new RegExp(`by ${name} at \\d\\d:\\d\\d`),
    next: 'Next guest',
    due: 'To collect: €80.00',
    notFound: 'Booking not found',
    manifest: 'Day manifest',
    checkInOf: (name: string) => `Check in ${name}`,
    today: 'Today',
    alerts: 'Needs attention',
    failedEmails: /^E-mails that failed/,
    openMessages: /^Messages to answer/,
    manifestOf: 'open the manifest',
    expected: 'Guests expected',
    party: '2 people',
  },
} as const;

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
let address = 0;
const clientAddress = () => `198.18.${process.pid % 200}.${(address++ % 200) + 20}`;

/**
 * A wine slot later today (Rome) made for one test: its own second within ten minutes, so parallel
 * tests never share it; a start already taken (another test's slot, a seeded or a staff-made one)
 * is skipped and another second drawn.
 */
async function slotLaterToday(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await queryServerDb<{ id: string }>(
      `INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, wine_price_cents)
       SELECT e.id, 'WINE',
              -- later today, past the tastings' one-hour booking cut-off, if there is still time;
              -- else a few minutes ago (check-in stays open after the start)
              CASE WHEN ((now() + interval '95 minutes') AT TIME ZONE 'Europe/Rome')::date = (now() AT TIME ZONE 'Europe/Rome')::date
                   THEN date_trunc('minute', now()) + interval '75 minutes' + make_interval(secs => $1::int)
                   ELSE date_trunc('minute', now()) - interval '30 minutes' + make_interval(secs => $1::int) END,
              90, 16, ARRAY['IT','EN'], 4000
         FROM experiences e WHERE e.slug = 'degustazione-premium'
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [Math.floor(Math.random() * 600)],
    );
    if (row) return Number(row.id);
  }
  throw new Error('no free start for a test slot later today');
}

/** A wine tasting for 2 through the public API (confirmed, 80 € to pay on site), its confirmation e-mail read; late in the evening, the row and its e-mail queued directly. */
async function bookGuest(request: APIRequestContext, slotId: number, name: string, locale: Locale): Promise<string> {
  const email = `checkin.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;
  const [first, last] = name.split(' ') as [string, string];
  const res = await request.post('/api/bookings', {
    data: { slot_id: slotId, adults: 2, customer: { first_name: first, last_name: last, email, phone: '+39 333 1234567' }, locale },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  if (res.status() === 201) {
    const number = ((await res.json()) as { data: { booking: { booking_number: string } } }).data.booking.booking_number;
    await expectConfirmation(email, number);
    return number;
  }
  // Late in the evening no slot of today is still on sale: the same booking, written directly,
  // with its confirmation queued as the booking would queue it (the outbox worker sends it).
  const number = `BK-${Array.from({ length: 8 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join('')}`;
  await queryServerDb(
    `WITH b AS (
       INSERT INTO bookings (booking_number, slot_id, category, adults, children, language, status, unit_price_cents, subtotal_cents, total_cents, customer_name, customer_email, customer_phone, locale, payment_status)
       VALUES ($1, $2, 'WINE', 2, 0, 'IT', 'confirmed', 4000, 8000, 8000, $3, $4, '+39 333 1234567', $5, 'pay_on_site')
       RETURNING id)
     INSERT INTO notifications (kind, recipient, locale, payload)
     SELECT 'booking_confirmation', $4, $5, jsonb_build_object('booking_ids', jsonb_build_array(b.id)) FROM b`,
    [number, slotId, name, email, locale],
  );
  // A row written directly is not announced to the outbox worker: its every-minute pass (pg-boss
  // cron, then polling) sends it, within about two minutes.
  await expectConfirmation(email, number, 130_000);
  return number;
}

/** The confirmation carries the check-in QR code (inline image) and the number to type. */
async function expectConfirmation(email: string, number: string, timeoutMs?: number) {
  const mail = await waitForEmail({ kind: 'booking_confirmation', to: email }, timeoutMs);
  expect(mail.html).toContain(`src="cid:check-in-${number}@tenuta"`);
  expect(mail.text).toContain(number);
}

async function deskName(): Promise<string> {
  const [row] = await queryServerDb<{ name: string }>(`SELECT name FROM staff_accounts WHERE email = 'desk@tenuta.example'`);
  return row!.name;
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

/** Screenshots to look at (the whole page, and what the first screen shows). */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  await screenshotOfScreen(page, `${name}-screen`);
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale];
  for (const width of [390, 1440] as const) {
    test(`a desk user checks a guest in by booking number, and a second try says who and when (${locale}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(200_000); // up to two minutes more late in the evening (bookGuest)
      const errors = watchConsole(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const guest = `Giulia ${locale === 'it' ? 'Bianchi' : 'Smith'}`;
      const number = await bookGuest(request, await slotLaterToday(), guest, locale);
      const desk = await deskName();

      await signInStaff(page, 'front_desk', locale);
      await page.goto('/staff/check-in');
      await expect(page.getByRole('heading', { level: 1, name: w.checkInTitle })).toBeVisible();
      await expectAccessible(page, 'check-in page');
      await expectNoHorizontalOverflow(page);

      // Typed by hand, as a guest without the e-mail would say it: lower case, no dash.
      const input = page.getByRole('textbox', { name: w.number });
      await input.fill(number.toLowerCase().replace('bk-', ''));
      await input.press('Enter');
      const result = page.locator('[data-tone]');
      await expect(result).toHaveAttribute('data-tone', 'good');
      await expect(result).toContainText(w.done);
      await expect(result).toContainText(guest);
      await expect(result).toContainText(number);
      expect(plain((await result.textContent()) ?? '')).toContain(w.due);
      await expectAccessible(page, 'checked in');
      await expectNoHorizontalOverflow(page);
      await shot(page, `check-in-done-${locale}-${width}`);

      // The second try: who and when, not a second check-in.
      await page.getByRole('button', { name: w.next }).click();
      await expect(input).toBeFocused();
      await input.fill(number);
      await page.getByRole('button', { name: w.submit, exact: true }).click();
      await expect(result).toHaveAttribute('data-tone', 'warn');
      await expect(result).toContainText(w.already);
      await expect(result).toContainText(w.by(desk));
      await expectAccessible(page, 'already checked in');
      await shot(page, `check-in-already-${locale}-${width}`);
      const [row] = await queryServerDb<{ n: string }>(`SELECT count(*) AS n FROM check_ins c JOIN bookings b ON b.id = c.booking_id WHERE b.booking_number = $1`, [number]);
      expect(Number(row!.n)).toBe(1);

      // A number that is no booking: a clear answer, nothing else.
      await page.getByRole('button', { name: w.next }).click();
      await input.fill('BK-ZZZZZZZZ');
      await input.press('Enter');
      await expect(result).toContainText(w.notFound);
      expect(errors().filter((e) => !/status of 404|status of 409/.test(e))).toEqual([]);
    });
  }

  test(`the manifest checks a guest in with a tap, and Today shows the slot (${locale})`, async ({ page, request }) => {
    test.setTimeout(200_000); // up to two minutes more late in the evening (bookGuest)
    const width = locale === 'it' ? 1440 : 390;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const slotId = await slotLaterToday();
    const guest = `Marco ${locale === 'it' ? 'Ferrero' : 'Jones'}`;
    const number = await bookGuest(request, slotId, guest, locale);
    const desk = await deskName();

    // Something for the alerts: the guest's confirmation bounced, and a contact message waits.
    await queryServerDb(
      `INSERT INTO notifications (kind, recipient, locale, payload, status, attempts, last_error)
       SELECT 'booking_confirmation', $2, 'it', jsonb_build_object('booking_ids', jsonb_build_array(id)), 'failed', 6, '550 mailbox unavailable'
         FROM bookings WHERE booking_number = $1`,
      [number, `bounce.${locale}@example.it`],
    );
    await queryServerDb(`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Paolo Neri', 'paolo@example.it', $1, 'Siamo in 12')`, [`Gruppo ${locale}`]);

    await signInStaff(page, 'front_desk', locale);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: w.today })).toBeVisible();
    const alerts = page.getByRole('region', { name: w.alerts });
    await expect(alerts.getByRole('heading', { level: 3, name: w.failedEmails })).toBeVisible();
    // The bounced e-mail links to its booking; the desk cannot open messages, so that item is plain text.
    await expect(alerts.getByRole('link', { name: new RegExp(`bounce\\.${locale}@example\\.it`) })).toHaveAttribute('href', /\/staff\/bookings\/\d+$/);
    await expect(alerts.getByRole('heading', { level: 3, name: w.openMessages })).toBeVisible();
    await expect(alerts.getByText(/Paolo Neri/).first()).toBeVisible();
    await expect(alerts.getByRole('link', { name: /Paolo Neri/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(w.manifestOf) }).first()).toBeVisible();
    // The slot names the guest it is waiting for, with the party.
    await expect(page.getByRole('list', { name: w.expected }).filter({ hasText: guest })).toContainText(w.party);
    await expectAccessible(page, 'today');
    await expectNoHorizontalOverflow(page);
    await shot(page, `today-${locale}-${width}`);

    await page.goto(`/staff/manifest#slot-${slotId}`);
    await expect(page.getByRole('heading', { level: 1, name: w.manifest })).toBeVisible();
    const section = page.locator(`#slot-${slotId}`);
    await expect(section).toContainText(number);
    await expectAccessible(page, 'manifest');
    await section.getByRole('button', { name: w.checkInOf(guest) }).click();
    await expect(section.getByRole('row', { name: new RegExp(guest) })).toContainText(w.by(desk));
    await expect(section.getByRole('button', { name: w.checkInOf(guest) })).toHaveCount(0);
    await expectAccessible(page, 'manifest after a check-in');
    await shot(page, `manifest-${locale}-${width}`);
    await expectNoHorizontalOverflow(page);
    // How it prints (A4 width, print styles): the sidebar, the controls and the buttons are gone.
    if (takingScreenshots) {
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 794, height: 1123 });
      await shot(page, `manifest-print-${locale}`);
      await page.emulateMedia({ media: 'screen' });
    }
  });
}

test('the scanner page reads the QR code of a real confirmation e-mail through the camera (en, 390 px)', async ({ request }) => {
  test.setTimeout(200_000); // up to two minutes more late in the evening (bookGuest)
  const guest = 'Anna Camera';
  const slotId = await slotLaterToday();
  const number = await bookGuest(request, slotId, guest, 'en');
  const video = path.join(os.tmpdir(), `tenuta-checkin-qr-${process.pid}-${Date.now()}.y4m`);
  qrVideo(qrPngFromEmail(number), video);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInStaff(page, 'front_desk', 'en');
    await page.goto('/staff/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the camera' }).click();
    const result = page.locator('[data-tone]');
    await expect(result).toHaveAttribute('data-tone', 'good', { timeout: 20_000 });
    await expect(result).toContainText('Checked in');
    await expect(result).toContainText(guest);
    await expect(page.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
    await shot(page, 'check-in-scanned-en-390');
    const [row] = await queryServerDb<{ method: string }>(`SELECT c.method FROM check_ins c JOIN bookings b ON b.id = c.booking_id WHERE b.booking_number = $1`, [number]);
    expect(row?.method).toBe('qr');
    expect(errors()).toEqual([]);
  } finally {
    await browser.close();
    rmSync(video, { force: true });
  }
});
