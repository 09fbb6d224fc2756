import type { NotificationKind } from '@tenuta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queueDueReminders } from '@tenuta/booking';
import { renderNotification } from '@tenuta/mail';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers, pdfText } from './order-fixtures.ts';

// A reseller's order is for a guest: the guest's language, chosen on the order, decides every
// document the guest gets (confirmation, voucher PDF, reminder, cancellation), whatever the
// language of the agency user who placed it.
let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;
const render = { publicUrl: 'http://localhost:3000' };

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Mail = { id: number; kind: NotificationKind; recipient: string; locale: 'it' | 'en'; payload: Record<string, unknown> };
const mailsTo = (recipient: string) => h.rows<Mail>(sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE recipient = ${recipient} ORDER BY id`);
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("a reseller's order in the guest's language", () => {
  it('an English guest of an Italian agency user gets English: confirmation, voucher PDF, reminder and cancellation', async () => {
    const agency = await partnerSession(db(), { paymentTerms: 'on_account' });
    await db().execute(sql`UPDATE partner_users SET locale = 'it' WHERE id = ${agency.userId}`);
    const truffle = await h.slotId(1, '09:00');
    const wine = await h.slotId(1, '10:00');
    const cart = await p.basket(agency, [
      { slot: truffle, adults: 2 },
      { slot: wine, adults: 2 },
    ]);
    const placed = await p.order(agency, cart, { guest_email: 'jane.doe@example.com', locale: 'en' });
    expect(placed.statusCode, placed.body).toBe(200);
    const orders = placed.json().data.orders as { id: number; category: string; guest_locale: string }[];
    expect(orders.map((o) => o.guest_locale)).toEqual(['en', 'en']);
    const hunt = orders.find((o) => o.category === 'TRUFFLE')!;
    expect((await p.inject('GET', `/api/partners/orders/${hunt.id}`, agency.headers)).json().data.order).toMatchObject({ guest_locale: 'en' });
    expect(await h.rows(sql`SELECT DISTINCT locale FROM bookings WHERE partner_id = ${agency.partnerId}`)).toEqual([{ locale: 'en' }]);

    // The agency user reads its own copy in Italian; the guest's confirmation is English.
    const [agencyMail] = await mailsTo(agency.email);
    expect(agencyMail).toMatchObject({ kind: 'partner_order_confirmation', locale: 'it' });
    const [confirmation] = await mailsTo('jane.doe@example.com');
    expect(confirmation).toMatchObject({ kind: 'booking_confirmation', locale: 'en' });
    const guestMail = await renderNotification(db(), confirmation!, render);
    expect(guestMail.language).toBe('en');
    expect(guestMail.subject).toMatch(/^Bookings? confirmed BK-/);
    expect(guestMail.text).toContain('Arranged by your agency');
    expect(guestMail.text).not.toContain('Prenotazione');

    // The voucher the agency downloads (no language asked) is the guest's: English.
    const voucher = await p.inject('GET', `/api/partners/orders/${hunt.id}/voucher`, agency.headers);
    expect(voucher.statusCode).toBe(200);
    const text = pdfText(voucher.rawPayload);
    expect(text).toContain('Booking voucher');
    expect(text).toContain('What to bring');
    expect(text).not.toContain('Voucher di prenotazione');

    // The day-before reminder: English.
    await queueDueReminders({ db: db(), clock });
    const reminder = (await mailsTo('jane.doe@example.com')).find((m) => m.kind === 'booking_reminder');
    expect(reminder?.locale).toBe('en');
    expect((await renderNotification(db(), reminder!, render)).subject).toMatch(/^Reminder:/);

    // The agency cancels the hunt: the guest's cancellation e-mail is English too.
    const cancelled = await p.inject('POST', `/api/partners/orders/${hunt.id}/cancel`, agency.headers, { reason: 'Guest unwell' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = (await mailsTo('jane.doe@example.com')).find((m) => m.kind === 'booking_cancelled');
    expect(cancellation?.locale).toBe('en');
    expect(plain((await renderNotification(db(), cancellation!, render)).subject)).toMatch(/^Booking cancelled/);
  });

  it('an Italian guest of an agency user working in English gets Italian; no language given means Italian', async () => {
    const agency = await partnerSession(db(), { paymentTerms: 'on_account' });
    await db().execute(sql`UPDATE partner_users SET locale = 'en' WHERE id = ${agency.userId}`);
    const placed = await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(2, '09:00'), adults: 2 }]), { guest_email: 'mario.bianchi@example.com', locale: 'it' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.orders[0]).toMatchObject({ guest_locale: 'it' });
    const [agencyMail] = await mailsTo(agency.email);
    expect(agencyMail?.locale).toBe('en');
    const [confirmation] = await mailsTo('mario.bianchi@example.com');
    expect(confirmation?.locale).toBe('it');
    expect((await renderNotification(db(), confirmation!, render)).subject).toMatch(/^Prenotazion[ei] confermat[ae] BK-/);
    const id = placed.json().data.orders[0].id as number;
    expect(pdfText((await p.inject('GET', `/api/partners/orders/${id}/voucher`, agency.headers)).rawPayload)).toContain('Voucher di prenotazione');

    const { locale: _omitted, ...withoutLocale } = {
      cart_id: await p.basket(agency, [{ slot: await h.slotId(2, '10:00'), adults: 2 }]),
      guest_name: 'Anna Verdi',
      guest_phone: '+39 333 000 1111',
      locale: 'en',
    };
    const fallback = await p.inject('POST', '/api/partners/orders', agency.headers, withoutLocale);
    expect(fallback.statusCode, fallback.body).toBe(200);
    expect(fallback.json().data.orders[0]).toMatchObject({ guest_locale: 'it' });
  });
});
