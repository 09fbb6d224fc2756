import { sql } from 'drizzle-orm';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { partnerSession, type TestPartnerOptions, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import type { TestApp } from '../../test-app.ts';

type Item = { slot: number; adults?: number; children?: number; category?: string };
type Row = Record<string, unknown>;

/**
 * Helpers for the referral inject tests: a referrer with a link, a visit with `?ref=` (the
 * cookie it sets), a guest's cart calls carrying that cookie, a paid booking, and the ledger.
 */
export function referralHelpers(t: () => TestApp) {
  const h = checkoutHelpers(t);
  let visitors = 0;
  const db = () => t().database.db;
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function referrer(options: TestPartnerOptions & { companyName?: string } = {}): Promise<TestPartnerUser> {
    const p = await partnerSession(db(), { type: 'referral', ...options });
    if (options.companyName) await db().execute(sql`UPDATE partners SET company_name = ${options.companyName} WHERE id = ${p.partnerId}`);
    return p;
  }

  async function link(p: Pick<TestPartnerUser, 'headers'>, targetPath = '/truffle-hunting', label = 'Reception'): Promise<{ id: number; url: string; refCode: string }> {
    const res = await inject('POST', '/api/partners/referrals/links', p.headers, { target_path: targetPath, label });
    if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
    const data = res.json().data;
    return { id: data.link.id, url: data.link.url, refCode: data.ref_code };
  }

  /**
   * A page request; answers the referral cookie it set (name=value), if any, and the whole Set-Cookie header.
   * Each visit comes from a new visitor (its own address) unless `visitor` names one: a click counts once per
   * visitor, link and day.
   */
  async function visit(
    pathAndQuery: string,
    cookie?: string,
    visitor: { address?: string; userAgent?: string } = {},
  ): Promise<{ cookie: string | undefined; setCookie: string | undefined; status: number }> {
    const headers: Record<string, string> = { 'x-forwarded-for': visitor.address ?? `2001:db8::${(++visitors).toString(16)}` };
    if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
    if (cookie) headers.cookie = cookie;
    const res = await inject('GET', pathAndQuery, headers);
    const header = res.headers['set-cookie'];
    const setCookie = Array.isArray(header) ? header[0] : header;
    return { cookie: setCookie?.split(';')[0], setCookie, status: res.statusCode };
  }

  /** A guest's cart through the public calls, each carrying `cookie`. */
  async function cartWith(items: Item[], o: { cookie?: string | undefined; coupon?: string } = {}): Promise<string> {
    const headers: Record<string, string> = o.cookie ? { cookie: o.cookie } : {};
    const init = await inject('POST', '/api/cart/init', headers, o.coupon ? { coupon_code: o.coupon } : {});
    if (init.statusCode !== 200) throw new Error(`cart init: ${init.statusCode} ${init.body}`);
    const cart = init.json().cart_id as string;
    for (const i of items) {
      const res = await inject('POST', '/api/cart/items', headers, {
        cart_id: cart,
        slot_id: i.slot,
        adults_count: i.adults ?? 2,
        children_count: i.children ?? 0,
        chosen_category: i.category ?? 'NONE',
        vip_upgrade: false,
        language: 'IT',
      });
      if (res.statusCode !== 201) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
    }
    return cart;
  }

  /** Checks the cart out (truffles paid by card, wine confirmed) and answers its bookings. */
  async function checkout(cart: string, body: Record<string, unknown> = checkoutBody()): Promise<Row[]> {
    const open = await h.startCheckout(cart, body);
    if (open.statusCode !== 200) throw new Error(`checkout: ${open.statusCode} ${open.body}`);
    const url = open.json().stripe_session_url as string | null | undefined;
    if (url) {
      const paid = await h.pay(url, '4242 4242 4242 4242');
      if (paid.statusCode !== 303) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
    }
    return bookingsOfCart(cart);
  }

  const book = async (items: Item[], o: { cookie?: string | undefined; coupon?: string; body?: Record<string, unknown> } = {}) => checkout(await cartWith(items, o), o.body);

  const bookingsOfCart = (cart: string) =>
    h.rows(sql`SELECT b.* FROM bookings b JOIN checkout_sessions cs ON cs.id = b.checkout_session_id WHERE cs.cart_id = ${cart} ORDER BY b.id`);

  const entries = (bookingId: number) =>
    h.rows<{
      id: string;
      kind: string;
      base_cents: number;
      rate_bps: number;
      amount_cents: number;
      flag: string | null;
      partner_id: number;
      reverses_id: string | null;
      earned_at: Date;
    }>(sql`SELECT * FROM commission_entries WHERE booking_id = ${bookingId} ORDER BY id`);
  const attribution = async (bookingId: number) => (await h.rows(sql`SELECT * FROM booking_attributions WHERE booking_id = ${bookingId}`))[0];

  return { h, inject, referrer, link, visit, cartWith, checkout, book, bookingsOfCart, entries, attribution };
}
