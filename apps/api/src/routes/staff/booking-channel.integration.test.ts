import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Notification } from '@tenuta/db';
import { renderNotification } from '@tenuta/mail';
import { movableClock } from '../../checkout-fixtures.ts';
import { partnerSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers } from '../partners/order-fixtures.ts';
import { referralHelpers } from '../partners/referral-fixtures.ts';

/**
 * Who sold a booking and who pays what, wherever staff see it: a reseller's order (a hunt on
 * account + a tasting on site) and a referrer's guest, on the detail, the list and its filter,
 * the manifest, Today and the estate's e-mail; the referrer's own Orders page; the partner's
 * staff page (orders and referrals); the commission ledger in every state.
 */
let t: TestApp;
const clock = movableClock();
const p = partnerOrderHelpers(() => t);
const r = referralHelpers(() => t);
const h = r.h;
const db = () => t.database.db;
type Row = Record<string, unknown>;

let staff: { headers: { authorization: string } };
let agency: TestPartnerUser;
let hunt: Row;
let tasting: Row;
let orderSession: string;
let referrer: TestPartnerUser;
let referred: Row;

const get = (url: string, headers: Record<string, string> = staff.headers) => t.app.inject({ method: 'GET', url, headers });
const settleOrders = () => db().execute(sql`UPDATE bookings SET partner_settled_at = now() WHERE partner_id = ${agency.partnerId}`);

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await staffSession(db(), 'manager');
  // A reseller's order on account: a hunt for 6 (retail 510 €) and a tasting for 4, the same morning.
  agency = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1500 });
  await db().execute(sql`UPDATE partners SET company_name = 'Agenzia Langhe Prova' WHERE id = ${agency.partnerId}`);
  const cart = await p.basket(agency, [
    { slot: await h.slotId(1, '09:00'), adults: 6 },
    { slot: await h.slotId(1, '10:00'), adults: 4 },
  ]);
  const placed = await p.order(agency, cart, { reference: 'LT-42' });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  orderSession = placed.json().data.checkout_session_id;
  const orders = placed.json().data.orders as Row[];
  hunt = orders.find((o) => o.category === 'TRUFFLE')!;
  tasting = orders.find((o) => o.category === 'WINE')!;
  // A referrer's guest: a click on its link, then a paid booking on the site.
  referrer = await r.referrer({ companyName: 'Hotel Prova' });
  const l = await r.link(referrer, '/truffle-hunting', 'Reception');
  const { cookie } = await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`);
  const booked = await r.book([{ slot: await h.slotId(5, '09:00'), adults: 2 }], { cookie });
  if (!booked[0]) throw new Error('the referred booking was not made');
  referred = booked[0];
});
afterAll(async () => {
  await t.close();
});

describe("a reseller's order as staff see it", () => {
  it('the detail names the agency, its reference and net, and who pays each line; nothing is to collect for the hunt', async () => {
    const res = await get(`/api/staff/bookings/${hunt.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data.booking;
    expect(b.channel).toEqual({
      kind: 'reseller',
      partner: { id: agency.partnerId, name: 'Agenzia Langhe Prova' },
      reference: 'LT-42',
      net_cents: 43350,
      payer: 'agency_on_account',
      referral: null,
    });
    expect(b.money.due_on_site_cents).toBe(0);
    expect(b.actions.record_payment.allowed).toBe(false);
    expect(b.order_lines.map((l: Row) => [l.booking_number, l.category, l.payer, l.retail_cents, l.net_cents, l.due_on_site_cents])).toEqual([
      [hunt.booking_number, 'TRUFFLE', 'agency_on_account', 51000, 43350, 0],
      [tasting.booking_number, 'WINE', 'guest_on_site', 12000, null, 12000],
    ]);
    // The e-mail list speaks of kinds the page has words for.
    expect(b.emails.map((e: Row) => e.kind)).toEqual(expect.arrayContaining(['partner_order_confirmation', 'staff_new_booking']));

    const wine = (await get(`/api/staff/bookings/${tasting.id}`)).json().data.booking;
    expect(wine.channel).toMatchObject({ kind: 'reseller', partner: { id: agency.partnerId }, reference: 'LT-42', net_cents: null, payer: 'guest_on_site' });
    expect(wine.money.due_on_site_cents).toBe(12000);
  });

  it('the list shows the channel and filters by it on the server', async () => {
    const resellers = (await get('/api/staff/bookings?channel=reseller&page_size=200')).json().data;
    expect(resellers.bookings.map((b: Row) => b.id).sort()).toEqual([hunt.id, tasting.id].sort());
    expect(resellers.bookings[0].channel).toMatchObject({ kind: 'reseller', partner: { name: 'Agenzia Langhe Prova' }, reference: 'LT-42' });
    const referrers = (await get('/api/staff/bookings?channel=referrer')).json().data;
    expect(referrers.bookings.map((b: Row) => b.id)).toEqual([referred.id]);
    const direct = (await get('/api/staff/bookings?channel=direct&page_size=200')).json().data.bookings.map((b: Row) => b.id);
    for (const id of [hunt.id, tasting.id, referred.id]) expect(direct).not.toContain(id);
    expect((await get('/api/staff/bookings?channel=octo')).json().data.total).toBe(0);
    expect((await get('/api/staff/bookings?channel=partner')).statusCode).toBe(400);
  });

  it('the manifest and its CSV name the agency and who pays', async () => {
    const date = (await get(`/api/staff/bookings/${hunt.id}`)).json().data.booking.slot.date as string;
    const m = (await get(`/api/staff/manifest?date=${date}`)).json().data;
    const rows = m.slots.flatMap((s: { bookings: Row[] }) => s.bookings);
    const huntRow = rows.find((b: Row) => b.id === hunt.id);
    expect(huntRow).toMatchObject({
      due_on_site_cents: 0,
      channel: { kind: 'reseller', partner: { name: 'Agenzia Langhe Prova' }, reference: 'LT-42', payer: 'agency_on_account' },
    });
    expect(rows.find((b: Row) => b.id === tasting.id)).toMatchObject({ due_on_site_cents: 12000, channel: { payer: 'guest_on_site' } });
    const csv = (await get(`/api/staff/manifest.csv?date=${date}`)).body;
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header).toMatch(/channel.partner.partner_reference$/);
    const line = csv.split('\r\n').find((l) => l.includes(String(hunt.booking_number)))!;
    expect(line).toContain('reseller');
    expect(line).toContain('Agenzia Langhe Prova');
    expect(line).toContain('LT-42');
  });

  it('Today names the agency behind a slot', async () => {
    const slotId = (await get(`/api/staff/bookings/${hunt.id}`)).json().data.booking.slot.id as number;
    const day = (await get('/api/staff/today')).json().data.days[1];
    const huntSlot = day.slots.find((s: { id: number }) => s.id === slotId);
    expect(huntSlot.channels).toEqual([{ kind: 'reseller', partner: { id: agency.partnerId, name: 'Agenzia Langhe Prova' }, bookings: 1, people: 6 }]);
    // Direct bookings are the rest: a slot with none of a partner's lists nobody.
    expect(day.slots.filter((s: { id: number; channels: Row[] }) => s.id !== slotId && s.channels.some((c) => (c.partner as Row | null)?.id === agency.partnerId))).toHaveLength(1);
  });

  it("the estate's notice says only what is really collected on site", async () => {
    const [row] = await h.rows<Notification>(
      sql`SELECT * FROM notifications WHERE kind = 'staff_new_booking' AND payload->>'checkout_session_id' = ${orderSession} ORDER BY id LIMIT 1`,
    );
    const mail = await renderNotification(db(), row!, { publicUrl: 'http://localhost:3000' });
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Agenzia Langhe Prova');
    expect(text).toContain('LT-42');
    expect(text).toContain("Pagamento: A carico dell'agenzia (in conto)");
    expect(text).toContain('Netto agenzia: 433,50 €');
    expect(text).toContain('Da incassare in loco: 120,00 €');
    // The hunt is never "to collect": the phrase appears once for the tasting's line and once in the total.
    expect(text.match(/Da incassare in loco/g)).toHaveLength(2);
    expect(text).not.toContain('Incassato online');
  });

  it("the estate's notice of a cancellation says the agency cancelled it and paid it on account", async () => {
    const cart = await p.basket(agency, [{ slot: await h.slotId(8, '09:00'), adults: 2 }]);
    const placed = await p.order(agency, cart, { reference: 'LT-77' });
    const id = placed.json().data.orders[0].id as number;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/partners/orders/${id}/cancel`,
      headers: agency.headers,
      payload: { reason: 'Il cliente ha cambiato programma' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await h.rows<Notification>(sql`SELECT * FROM notifications WHERE kind = 'staff_booking_cancelled' AND (payload->>'booking_id')::bigint = ${id}`);
    const text = (await renderNotification(db(), row!, { publicUrl: 'http://localhost:3000' })).text;
    expect(text).toContain("Prenotazione annullata dall'agenzia");
    expect(text).toContain("L'agenzia Agenzia Langhe Prova (riferimento LT-77) ha annullato");
    expect(text).toContain("Era pagata: A carico dell'agenzia (in conto)");
    expect(text).not.toContain('Gestisci la prenotazione');
    expect(text).not.toContain('In loco');
    await settleOrders();
  });
});

describe("a referrer's guests", () => {
  it("the referrer's Orders page lists the booking from its link; nobody else sees it", async () => {
    const mine = (await get('/api/partners/orders', referrer.headers)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.orders[0]).toMatchObject({ id: referred.id, booking_number: referred.booking_number, guest_phone: null, guest_email: null, net_cents: null });
    expect((await get(`/api/partners/orders/${referred.id}`, referrer.headers)).statusCode).toBe(200);
    const other = await r.referrer();
    expect((await get('/api/partners/orders', other.headers)).json().data).toEqual({ orders: [], total: 0 });
    expect((await get(`/api/partners/orders/${referred.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/partners/orders/${referred.id}`, agency.headers)).statusCode).toBe(404);
    // Another partner's booking is a 404 for the referrer too.
    expect((await get(`/api/partners/orders/${hunt.id}`, referrer.headers)).statusCode).toBe(404);
    const dashboard = (await get('/api/partners/dashboard', referrer.headers)).json().data.referral;
    expect(dashboard).toMatchObject({ clicks_30d: 1, bookings_30d: 1 });
  });

  it('staff see "referred by" with the link, and the partner page counts its bookings and referrals', async () => {
    const b = (await get(`/api/staff/bookings/${referred.id}`)).json().data.booking;
    expect(b.channel).toEqual({
      kind: 'referrer',
      partner: { id: referrer.partnerId, name: 'Hotel Prova' },
      reference: null,
      net_cents: null,
      payer: 'guest_online',
      referral: { source: 'link', code: null, link_label: 'Reception' },
    });
    const theirs = (await get(`/api/staff/partners/${referrer.partnerId}/orders`)).json().data;
    expect(theirs.total).toBe(1);
    expect(theirs.orders[0]).toMatchObject({ id: referred.id, source: 'referral', net_cents: null });
    const detail = (await get(`/api/staff/partners/${referrer.partnerId}`)).json().data.partner;
    expect(detail.recent_orders.map((o: Row) => o.id)).toEqual([referred.id]);
    const agencyOrders = (await get(`/api/staff/partners/${agency.partnerId}/orders`)).json().data;
    // Its two lines of the order above and the one it cancelled.
    expect(agencyOrders.total).toBe(3);
    expect(agencyOrders.orders.every((o: Row) => o.source === 'order')).toBe(true);

    const overview = (await get(`/api/staff/partners/${referrer.partnerId}/referrals`)).json().data;
    expect(overview).toMatchObject({ recent_days: 30, clicks_recent: 1, clicks_total: 1, bookings_recent: 1, bookings_total: 1 });
    expect(overview.commissions_cents.pending).toBeGreaterThan(0);
    expect(overview.commissions_cents).toMatchObject({ flagged: 0, approved: 0, in_payout: 0, paid: 0, rejected: 0 });
    // Only those who manage partners read it; an unknown partner is a 404.
    const desk = await staffSession(db(), 'front_desk');
    expect((await get(`/api/staff/partners/${referrer.partnerId}/referrals`, desk.headers)).statusCode).toBe(403);
    expect((await get('/api/staff/partners/999999/referrals')).statusCode).toBe(404);
  });

  it('the commission ledger lists every row, in every state, with a state filter', async () => {
    const accountant = await staffSession(db(), 'accountant');
    const all = (await get(`/api/staff/commissions?partner_id=${referrer.partnerId}`, accountant.headers)).json().data;
    expect(all.rows).toHaveLength(1);
    expect(all.rows[0]).toMatchObject({ status: 'pending', flag: null, booking: { id: referred.id }, credited: { source: 'link', link_label: 'Reception' } });
    expect((await get(`/api/staff/commissions?partner_id=${referrer.partnerId}&status=pending`, accountant.headers)).json().data.total).toBe(1);
    expect((await get(`/api/staff/commissions?partner_id=${referrer.partnerId}&status=approved`, accountant.headers)).json().data.total).toBe(0);
  });
});
