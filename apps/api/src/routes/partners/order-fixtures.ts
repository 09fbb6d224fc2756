import type { TestApp } from '../../test-app.ts';
import type { TestPartnerUser } from '../../partner-test-fixtures.ts';

/** Helpers for the partner order inject tests: baskets through the real calls, orders, and a PDF's text. */
export function partnerOrderHelpers(t: () => TestApp) {
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** POST /api/partners/basket, then the public cart calls add the lines (seat holds as a guest's). */
  async function basket(p: Pick<TestPartnerUser, 'headers'>, items: { slot: number; adults?: number; children?: number; category?: string; vip?: boolean }[]): Promise<string> {
    const res = await inject('POST', '/api/partners/basket', p.headers);
    if (res.statusCode !== 201) throw new Error(`basket: ${res.statusCode} ${res.body}`);
    const cartId = res.json().data.cart_id as string;
    for (const i of items) {
      const add = await inject(
        'POST',
        '/api/cart/items',
        {},
        {
          cart_id: cartId,
          slot_id: i.slot,
          adults_count: i.adults ?? 2,
          children_count: i.children ?? 0,
          chosen_category: i.category ?? 'NONE',
          vip_upgrade: i.vip ?? false,
          language: 'EN',
        },
      );
      if (add.statusCode !== 201) throw new Error(`add to basket: ${add.statusCode} ${add.body}`);
    }
    return cartId;
  }

  const order = (p: Pick<TestPartnerUser, 'headers'>, cartId: string, over: Record<string, unknown> = {}) =>
    inject('POST', '/api/partners/orders', p.headers, { cart_id: cartId, guest_name: 'John Smith', guest_phone: '+44 20 7946 0000', reference: 'LT-001', locale: 'en', ...over });

  return { inject, basket, order };
}

/** The text a PDF shows, one line per text operator. */
export { pdfText } from '@tenuta/billing/invoicing-test-support';
