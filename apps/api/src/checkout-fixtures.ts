import { sql } from 'drizzle-orm';
import type { Clock } from '@tenuta/core';
import type { TestApp } from './test-app.ts';

/** Helpers for checkout and payment inject tests. */
export interface MovableClock extends Clock {
  advanceMinutes(minutes: number): void;
}
export function movableClock(): MovableClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advanceMinutes: (m) => (offset += m * 60_000) };
}

type Payload = Record<string, unknown>;

export const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

export function customer(over: Payload = {}): Payload {
  return {
    name: 'Maria',
    surname: 'Rossi',
    phone: '+39 333 1234567',
    country: 'Italia',
    notes: '',
    billing_type: 'private_italy',
    fiscal_code: 'RSSMRA85T10A562S',
    address: 'Via Roma 1',
    city: 'Alba',
    postal_code: '12051',
    province: 'CN',
    billing_country: 'Italia',
    privacy_accepted: true,
    ...over,
  };
}

export function checkoutBody(over: Payload = {}, customerOver: Payload = {}): Payload {
  return {
    email: 'maria.rossi@example.com',
    customer_data: customer(customerOver),
    success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/checkout/cancel',
    locale: 'it',
    ...over,
  };
}

export function checkoutHelpers(t: () => TestApp) {
  const inject = (method: 'GET' | 'POST', url: string, payload?: Payload) => t().app.inject({ method, url, ...(payload ? { payload } : {}) });
  /** A seeded slot id, `days` ahead, at a Rome time of the timetable. */
  async function slotId(days: number, time: string): Promise<number> {
    const r = await t().database.db.execute<{ id: number }>(sql`
      SELECT id FROM slots WHERE starts_at = ((now() AT TIME ZONE 'Europe/Rome')::date + ${days}::int + ${time}::time) AT TIME ZONE 'Europe/Rome'`);
    return Number(r.rows[0]!.id);
  }
  async function cartWith(items: { slot: number; adults?: number; children?: number; category?: string; vip?: boolean }[], coupon?: string): Promise<string> {
    const cart = (await inject('POST', '/api/cart/init', coupon ? { coupon_code: coupon } : {})).json().cart_id as string;
    for (const i of items) {
      const res = await inject('POST', '/api/cart/items', {
        cart_id: cart,
        slot_id: i.slot,
        adults_count: i.adults ?? 2,
        children_count: i.children ?? 0,
        chosen_category: i.category ?? 'NONE',
        vip_upgrade: i.vip ?? false,
        language: 'IT',
      });
      if (res.statusCode !== 201) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
    }
    return cart;
  }
  const startCheckout = (cart: string, body: Payload = checkoutBody()) => inject('POST', `/api/cart/${cart}/checkout-session`, body);
  /** The simulator's session id from a stripe_session_url. */
  const simId = (url: string) => decodeURIComponent(url.split('/').pop()!);
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const pay = (url: string, card: string, over: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ card_number: card, expiry: '12/34', cvc: '123', name: 'Maria Rossi', ...over }),
    });
  const challenge = (url: string, action: 'approve' | 'fail') =>
    t().app.inject({ method: 'POST', url: `${new URL(url).pathname}/challenge`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ action }) });
  async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
    return (await t().database.db.execute(query)).rows as T[];
  }
  return { inject, slotId, cartWith, startCheckout, simId, pay, challenge, rows };
}
