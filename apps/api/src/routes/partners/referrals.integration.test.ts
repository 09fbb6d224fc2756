import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coupons } from '@tenuta/db';
import { checkoutBody } from '../../checkout-fixtures.ts';
import { partnerSession, partnerUserSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { referralHelpers } from './referral-fixtures.ts';

let t: TestApp;
const r = referralHelpers(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a visit with ?ref=CODE', () => {
  it('counts the click without anything about the visitor and sets a signed, HttpOnly, SameSite=Lax cookie for the contract’s days', async () => {
    const p = await r.referrer({ companyName: 'Hotel Belvedere' });
    await db().execute(sql`INSERT INTO partner_contracts (partner_id, valid_from, commission_bps, attribution_days) VALUES (${p.partnerId}, now() - interval '1 hour', 1000, 7)`);
    const l = await r.link(p);
    expect(l.refCode).toMatch(/^HOTELBELVEDE\d*$/);
    expect(l.url).toBe(`http://localhost:3000/truffle-hunting?ref=${l.refCode}&c=${l.id}`);

    const v = await r.visit(`/truffle-hunting?ref=${l.refCode.toLowerCase()}&c=${l.id}`);
    expect(v.setCookie).toMatch(new RegExp(`^tenuta_ref=r1\\.${p.partnerId}\\.${l.id}\\.\\d+\\.\\d+\\.[A-Za-z0-9_-]{24}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax$`));
    const clicks = await r.h.rows(sql`SELECT * FROM referral_clicks WHERE partner_id = ${p.partnerId}`);
    expect(clicks).toHaveLength(1);
    expect(Object.keys(clicks[0]!).sort()).toEqual(['created_at', 'id', 'landing_path', 'link_id', 'partner_id']);
    expect(clicks[0]).toMatchObject({ landing_path: '/truffle-hunting', link_id: l.id });
    // No column anywhere in the table could hold an address.
    const columns = await r.h.rows<{ column_name: string }>(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'referral_clicks'`);
    expect(columns.map((c) => c.column_name).sort()).toEqual(['created_at', 'id', 'landing_path', 'link_id', 'partner_id']);

    // The same link opened again with its cookie (a reload) is not counted twice; another page without `c` is a new click.
    expect((await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`, v.cookie)).setCookie).toBeUndefined();
    const plain = await r.visit(`/wine-tasting?ref=${l.refCode}`, v.cookie);
    expect(plain.cookie).toMatch(new RegExp(`^tenuta_ref=r1\\.${p.partnerId}\\.0\\.`));
    expect(await r.h.rows(sql`SELECT landing_path, link_id FROM referral_clicks WHERE partner_id = ${p.partnerId} ORDER BY id`)).toEqual([
      { landing_path: '/truffle-hunting', link_id: l.id },
      { landing_path: '/wine-tasting', link_id: null },
    ]);
  });

  it('ignores unknown codes, other partners’ links, suspended or inactive partners and non-page paths', async () => {
    const p = await r.referrer();
    const other = await r.referrer();
    const l = await r.link(p);
    const theirs = await r.link(other);
    expect((await r.visit('/?ref=NOSUCHCODE')).setCookie).toBeUndefined();
    expect((await r.visit(`/api/health?ref=${l.refCode}`)).setCookie).toBeUndefined();
    expect((await r.visit(`/partner/login?ref=${l.refCode}`)).setCookie).toBeUndefined();
    // Another partner's link id: the click is the code's partner's, without a link.
    expect((await r.visit(`/?ref=${l.refCode}&c=${theirs.id}`)).cookie).toMatch(new RegExp(`^tenuta_ref=r1\\.${p.partnerId}\\.0\\.`));
    await db().execute(sql`UPDATE partners SET status = 'suspended' WHERE id = ${p.partnerId}`);
    expect((await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).setCookie).toBeUndefined();
    await db().execute(sql`UPDATE partners SET status = 'inactive' WHERE id = ${p.partnerId}`);
    expect((await r.visit(`/?ref=${l.refCode}&c=${l.id}`)).setCookie).toBeUndefined();
    const [count] = await r.h.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM referral_clicks WHERE partner_id = ${p.partnerId}`);
    expect(count!.n).toBe(1);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://tenuta.example' });
    try {
      const p = await partnerSession(secure.database.db, { type: 'referral' });
      const res = await secure.app.inject({ method: 'POST', url: '/api/partners/referrals/links', headers: p.headers, payload: { target_path: '/', label: 'Desk' } });
      const link = res.json().data;
      expect(link.link.url).toBe(`https://tenuta.example/?ref=${link.ref_code}&c=${link.link.id}`);
      const visit = await secure.app.inject({ method: 'GET', url: `/?ref=${link.ref_code}` });
      expect(String(visit.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.close();
    }
  });
});

describe('attribution of a booking', () => {
  it('link → cart → paid booking: a fixed snapshot (it cannot be updated) and the commission row', async () => {
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p, '/truffle-hunting', 'Hall');
    const { cookie } = await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`);
    const [booking] = await r.book([{ slot: await r.h.slotId(8, '09:00'), adults: 2 }], { cookie });
    expect(await r.attribution(Number(booking!.id))).toMatchObject({ partner_id: p.partnerId, source: 'link', link_id: l.id, coupon_id: null });
    // 170 € paid, net of 22 % VAT 139.34 €, at 10 %: 13.93 €; earned on the slot's start.
    const [entry] = await r.entries(Number(booking!.id));
    expect(entry).toMatchObject({ kind: 'commission', partner_id: p.partnerId, base_cents: 13934, rate_bps: 1000, amount_cents: 1393, flag: null });
    const [slot] = await r.h.rows<{ starts_at: string }>(sql`SELECT starts_at FROM slots WHERE id = ${booking!.slot_id}`);
    expect(new Date(entry!.earned_at).getTime()).toBe(new Date(slot!.starts_at).getTime());
    await expect(db().execute(sql`UPDATE booking_attributions SET partner_id = partner_id WHERE booking_id = ${booking!.id}`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM booking_attributions WHERE booking_id = ${booking!.id}`)).rejects.toThrow();
    await expect(db().execute(sql`UPDATE commission_entries SET amount_cents = 0 WHERE id = ${entry!.id}`)).rejects.toThrow();

    // The link's counters, the partner's commissions with why it was credited.
    const links = (await r.inject('GET', '/api/partners/referrals/links', p.headers)).json().data;
    expect(links.links[0]).toMatchObject({ id: l.id, label: 'Hall', clicks: 1, bookings: 1 });
    const list = (await r.inject('GET', '/api/partners/commissions', p.headers)).json().data;
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      booking_number: booking!.booking_number,
      base_cents: 13934,
      rate_bps: 1000,
      amount_cents: 1393,
      status: 'pending',
      credited: { source: 'link', link_label: 'Hall', link_id: l.id },
    });
    expect(list.totals_cents).toEqual({ pending: 1393, flagged: 0, approved: 0, in_payout: 0, paid: 0, rejected: 0 });
  });

  it('the last click wins, and an older click never replaces a newer one', async () => {
    const a = await r.referrer();
    const b = await r.referrer();
    const la = await r.link(a);
    const lb = await r.link(b);
    const first = (await r.visit(`/?ref=${la.refCode}&c=${la.id}`)).cookie!;
    await new Promise((done) => setTimeout(done, 1100)); // the cookie's time is in whole seconds
    const second = (await r.visit(`/?ref=${lb.refCode}&c=${lb.id}`)).cookie!;
    const cart = await r.cartWith([{ slot: await r.h.slotId(8, '14:00'), adults: 2 }], { cookie: first });
    const attributed = async () => (await r.h.rows(sql`SELECT partner_id, link_id FROM cart_attributions WHERE cart_id = ${cart}`))[0];
    expect(await attributed()).toEqual({ partner_id: a.partnerId, link_id: la.id });
    // The same guest's cart, now carrying the newer click; then the older one again (another tab).
    expect((await r.inject('POST', '/api/cart/init', { cookie: second }, { cart_id: cart })).json().cart_id).toBe(cart);
    expect(await attributed()).toEqual({ partner_id: b.partnerId, link_id: lb.id });
    await r.inject('POST', '/api/cart/init', { cookie: first }, { cart_id: cart });
    expect(await attributed()).toEqual({ partner_id: b.partnerId, link_id: lb.id });
    // A forged cookie changes nothing.
    await r.inject('POST', '/api/cart/init', { cookie: second.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')).replace(`.${b.partnerId}.`, `.${a.partnerId}.`) }, { cart_id: cart });
    expect(await attributed()).toEqual({ partner_id: b.partnerId, link_id: lb.id });
    const [booking] = await r.checkout(cart);
    expect(await r.attribution(Number(booking!.id))).toMatchObject({ partner_id: b.partnerId, source: 'link', link_id: lb.id });
    expect(await r.entries(Number(booking!.id))).toHaveLength(1);
  });

  it("a partner's discount code beats a link; a reseller's own order is nobody's", async () => {
    const linker = await r.referrer();
    const coder = await r.referrer({ commissionBps: 1250 });
    const l = await r.link(linker);
    await db()
      .insert(coupons)
      .values({ code: `CODE${coder.partnerId}`, discountType: 'percentage', discountValue: 10, partnerId: coder.partnerId });
    const { cookie } = await r.visit(`/?ref=${l.refCode}&c=${l.id}`);
    const [booking] = await r.book([{ slot: await r.h.slotId(9, '09:00'), adults: 2 }], { cookie, coupon: `CODE${coder.partnerId}` });
    expect(await r.attribution(Number(booking!.id))).toMatchObject({ partner_id: coder.partnerId, source: 'code', link_id: null });
    // 153 € after the code: base 125.41 €, at 12.5 %: 15.68 € (15.676 half up).
    expect(await r.entries(Number(booking!.id))).toMatchObject([{ partner_id: coder.partnerId, base_cents: 12541, rate_bps: 1250, amount_cents: 1568 }]);
    const codeList = (await r.inject('GET', '/api/partners/commissions', coder.headers)).json().data.rows;
    expect(codeList[0].credited).toMatchObject({ source: 'code', code: `CODE${coder.partnerId}`, link_id: null });

    // A reseller's order, even from a browser with a referral cookie, is not attributed.
    const agency = await partnerSession(db(), { paymentTerms: 'on_account' });
    const basket = (await r.inject('POST', '/api/partners/basket', agency.headers)).json().data.cart_id;
    await r.inject(
      'POST',
      '/api/cart/items',
      { cookie: cookie! },
      { cart_id: basket, slot_id: await r.h.slotId(9, '14:00'), adults_count: 2, children_count: 0, chosen_category: 'NONE', vip_upgrade: false, language: 'IT' },
    );
    const placed = await r.inject('POST', '/api/partners/orders', agency.headers, {
      cart_id: basket,
      guest_name: 'John Smith',
      guest_phone: '+44 20 7946 0000',
      reference: 'R1',
      locale: 'en',
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.orders[0].id;
    expect(await r.attribution(id)).toBeUndefined();
    expect(await r.entries(id)).toHaveLength(0);
  });

  it('a suspended partner earns nothing; a self-referral is flagged for review', async () => {
    const p = await r.referrer();
    const l = await r.link(p);
    const { cookie } = await r.visit(`/?ref=${l.refCode}&c=${l.id}`);
    const cart = await r.cartWith([{ slot: await r.h.slotId(10, '09:00'), adults: 2 }], { cookie });
    await db().execute(sql`UPDATE partners SET status = 'suspended' WHERE id = ${p.partnerId}`);
    const [booking] = await r.checkout(cart);
    expect(await r.attribution(Number(booking!.id))).toMatchObject({ partner_id: p.partnerId });
    expect(await r.entries(Number(booking!.id))).toHaveLength(0);
    // And a new cart with its cookie is not attributed at all while it stays suspended.
    const later = await r.cartWith([], { cookie });
    expect(await r.h.rows(sql`SELECT 1 FROM cart_attributions WHERE cart_id = ${later}`)).toHaveLength(0);

    const self = await r.referrer();
    const sl = await r.link(self);
    const visit = await r.visit(`/?ref=${sl.refCode}&c=${sl.id}`);
    const [own] = await r.book([{ slot: await r.h.slotId(10, '14:00'), adults: 2 }], { cookie: visit.cookie, body: checkoutBody({ email: self.email.toUpperCase() }) });
    expect(await r.entries(Number(own!.id))).toMatchObject([{ flag: 'self_referral', amount_cents: 1393 }]);
    const rows = (await r.inject('GET', '/api/partners/commissions?status=flagged', self.headers)).json().data;
    expect(rows.rows).toHaveLength(1);
    expect(rows.totals_cents.flagged).toBe(1393);
    // By phone too: the partner's phone on a stranger's booking.
    await db().execute(sql`UPDATE partners SET phone = '+39 0173 555111' WHERE id = ${self.partnerId}`);
    const [byPhone] = await r.book([{ slot: await r.h.slotId(11, '09:00'), adults: 2 }], { cookie: visit.cookie, body: checkoutBody({}, { phone: '0173 555 111' }) });
    expect((await r.entries(Number(byPhone!.id)))[0]!.flag).toBe('self_referral');
  });
});

describe('GET /api/partners/commissions', () => {
  it('lists only the caller’s rows (another partner’s never), filters by dates and status; bookers and resellers are refused', async () => {
    const mine = await r.referrer();
    const theirs = await r.referrer();
    const lm = await r.link(mine);
    const lt = await r.link(theirs);
    const [b1] = await r.book([{ slot: await r.h.slotId(12, '09:00'), adults: 2 }], { cookie: (await r.visit(`/?ref=${lm.refCode}&c=${lm.id}`)).cookie });
    const [b2] = await r.book([{ slot: await r.h.slotId(13, '10:00'), adults: 2 }], { cookie: (await r.visit(`/?ref=${lm.refCode}&c=${lm.id}`)).cookie });
    const [other] = await r.book([{ slot: await r.h.slotId(12, '14:00'), adults: 2 }], { cookie: (await r.visit(`/?ref=${lt.refCode}&c=${lt.id}`)).cookie });
    const all = (await r.inject('GET', '/api/partners/commissions', mine.headers)).json().data;
    expect(all.rows.map((x: { booking_number: string }) => x.booking_number).sort()).toEqual([b1!.booking_number, b2!.booking_number].sort());
    expect(all.rows.some((x: { booking_number: string }) => x.booking_number === other!.booking_number)).toBe(false);
    // Wine 60 € paid on site: base 49.18 €, 10 %: 4.92 €.
    expect(all.rows.find((x: { booking_number: string }) => x.booking_number === b2!.booking_number)).toMatchObject({ category: 'WINE', base_cents: 4918, amount_cents: 492 });
    expect(all.total).toBe(2);
    const day = (await r.h.rows<{ d: string }>(sql`SELECT to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS d FROM slots s WHERE s.id = ${b2!.slot_id}`))[0]!.d;
    const dated = (await r.inject('GET', `/api/partners/commissions?from=${day}&to=${day}`, mine.headers)).json().data;
    expect(dated.rows.map((x: { booking_number: string }) => x.booking_number)).toEqual([b2!.booking_number]);
    expect(dated.totals_cents.pending).toBe(492);
    expect((await r.inject('GET', '/api/partners/commissions?status=paid', mine.headers)).json().data.rows).toEqual([]);
    expect((await r.inject('GET', '/api/partners/commissions?from=2026-13-01', mine.headers)).statusCode).toBe(400);
    const booker = await partnerUserSession(db(), mine.partnerId, 'booker');
    expect((await r.inject('GET', '/api/partners/commissions', booker.headers)).statusCode).toBe(403);
    const reseller = await partnerSession(db());
    expect((await r.inject('GET', '/api/partners/commissions', reseller.headers)).statusCode).toBe(403);
    expect((await r.inject('GET', '/api/partners/commissions')).statusCode).toBe(401);

    // The dashboard's numbers are the ledger's and the clicks'.
    const dash = (await r.inject('GET', '/api/partners/dashboard', mine.headers)).json().data.referral;
    expect(dash).toMatchObject({ clicks_30d: 2, bookings_30d: 2, commissions: { pending_cents: 1393 + 492, approved_cents: 0, paid_cents: 0 } });
    expect((await r.inject('GET', '/api/partners/dashboard', booker.headers)).json().data.referral.commissions).toBeNull();
  });
});

describe('links and their QR codes', () => {
  it('a ref code from the company name, deduplicated even when created at once; only public pages; the QR code is the owner’s', async () => {
    const a = await r.referrer({ companyName: 'Villa Rosa' });
    const b = await r.referrer({ companyName: 'Villa  Rosa!' });
    const [la, lb] = await Promise.all([r.link(a, '/'), r.link(b, '/wine-tasting')]);
    expect([la.refCode, lb.refCode].sort()).toEqual(['VILLAROSA', 'VILLAROSA2']);
    expect((await r.link(a, '/faq', 'Brochure')).refCode).toBe(la.refCode);
    const bad = await r.inject('POST', '/api/partners/referrals/links', a.headers, { target_path: '/checkout', label: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('target_path_invalid');
    expect((await r.inject('POST', '/api/partners/referrals/links', a.headers, { target_path: 'https://evil.example/', label: 'x' })).json().detail).toBe('target_path_invalid');
    const qr = await r.inject('GET', `/api/partners/referrals/links/${la.id}/qr.svg`, a.headers);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    expect((await r.inject('GET', `/api/partners/referrals/links/${la.id}/qr.svg`, b.headers)).statusCode).toBe(404);
    const list = (await r.inject('GET', '/api/partners/referrals/links', a.headers)).json().data;
    expect(list).toMatchObject({ ref_code: la.refCode, ref_url: `http://localhost:3000/?ref=${la.refCode}` });
    expect(list.targets).toContain('/truffle-hunting');
    expect(list.links.map((x: { label: string }) => x.label)).toEqual(['Brochure', 'Reception']);
    const reseller = await partnerSession(db());
    expect((await r.inject('GET', '/api/partners/referrals/links', reseller.headers)).statusCode).toBe(403);
  });
});

describe('code requests', () => {
  it('a referrer asks, staff approve (the partner’s coupon exists) or refuse, with e-mails both ways', async () => {
    const p = await r.referrer({ companyName: 'Hotel Alba' });
    const ask = (body: object) => r.inject('POST', '/api/partners/referrals/codes/requests', p.headers, body);
    const created = await ask({ code: 'alba10', discount_percent: 10, note: 'Per la reception' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.request).toMatchObject({ code: 'ALBA10', discount_percent: 10, status: 'pending' });
    expect((await ask({ code: 'ALBA10', discount_percent: 5 })).json().detail).toBe('code_requested');
    expect((await ask({ code: 'TARTUFO10', discount_percent: 5 })).json().detail).toBe('code_taken');
    expect((await ask({ code: 'AB', discount_percent: 5 })).json().detail).toBe('code_invalid');
    expect((await ask({ code: 'ALBA99', discount_percent: 60 })).statusCode).toBe(400);
    const [staffMail] = await r.h.rows(sql`SELECT recipient, payload FROM notifications WHERE kind = 'staff_partner_code_request' AND payload->>'code' = 'ALBA10'`);
    expect(staffMail).toMatchObject({ recipient: 'staff@tenuta.example', payload: { company_name: 'Hotel Alba', discount_percent: 10 } });
    const booker = await partnerUserSession(db(), p.partnerId, 'booker');
    expect((await r.inject('POST', '/api/partners/referrals/codes/requests', booker.headers, { code: 'ALBA20', discount_percent: 5 })).statusCode).toBe(403);

    const manager = await staffSession(db(), 'manager');
    const accountant = await staffSession(db(), 'accountant');
    const id = created.json().data.request.id;
    const waiting = (await r.inject('GET', '/api/staff/partner-code-requests', manager.headers)).json().data;
    expect(waiting.requests.find((x: { id: number }) => x.id === id)).toMatchObject({ code: 'ALBA10', status: 'pending', partner: { company_name: 'Hotel Alba' } });
    // An accountant reviews commissions but creates no coupon.
    expect((await r.inject('POST', `/api/staff/partner-code-requests/${id}/approve`, accountant.headers, {})).statusCode).toBe(403);
    const approvals = await Promise.all([1, 2].map(() => r.inject('POST', `/api/staff/partner-code-requests/${id}/approve`, manager.headers, {})));
    expect(approvals.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const [coupon] = await r.h.rows(sql`SELECT * FROM coupons WHERE code = 'ALBA10'`);
    expect(coupon).toMatchObject({ partner_id: p.partnerId, discount_type: 'percentage', discount_value: 10, is_active: true });
    const [decided] = await r.h.rows(sql`SELECT recipient, payload FROM notifications WHERE kind = 'partner_code_request_decided' AND payload->>'code' = 'ALBA10'`);
    expect(decided).toMatchObject({ recipient: p.email, payload: { decision: 'approved' } });
    const mine = (await r.inject('GET', '/api/partners/referrals/codes/requests', p.headers)).json().data.requests;
    expect(mine[0]).toMatchObject({ code: 'ALBA10', status: 'approved' });
    expect((await r.inject('GET', '/api/partners/referrals/codes', p.headers)).json().data.codes.map((c: { code: string }) => c.code)).toContain('ALBA10');

    const second = (await ask({ code: 'ALBA15', discount_percent: 15 })).json().data.request.id;
    expect((await r.inject('POST', `/api/staff/partner-code-requests/${second}/refuse`, accountant.headers, {})).json().detail).toBe('reason_required');
    const refused = await r.inject('POST', `/api/staff/partner-code-requests/${second}/refuse`, accountant.headers, { note: 'Too close to ALBA10' });
    expect(refused.json().data.request).toMatchObject({ status: 'refused', decision_note: 'Too close to ALBA10', decided_by: accountant.email });
    expect(await r.h.rows(sql`SELECT 1 FROM coupons WHERE code = 'ALBA15'`)).toHaveLength(0);
    const audit = await r.h.rows(sql`SELECT action FROM staff_audit_log WHERE target_type = 'partner_code_request' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['partner_code.approve', 'partner_code.refuse']);
  });
});
