import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** The simulator on a public address (ALLOW_PAYMENT_SIMULATOR=true, a demo site): every page says payments are simulated. */
let t: TestApp;
const clock = movableClock();
const h = checkoutHelpers(() => t);
const BANNER = {
  it: 'Sito dimostrativo: questo pagamento è simulato. Nessuna carta viene addebitata e nessun denaro arriva alla Tenuta.',
  en: 'Demo site: this payment is simulated. No card is charged and no money reaches the estate.',
};
const banner = (locale: 'it' | 'en') => `<p class="demo-banner" role="alert">${BANNER[locale]}</p>`;

beforeAll(async () => {
  t = await createTestApp({ clock, publicUrl: 'https://demo.tenuta.example' });
});
afterAll(async () => {
  await t.close();
});

async function openSession(days: number, locale: 'it' | 'en') {
  const cart = await h.cartWith([{ slot: await h.slotId(days, '14:00'), adults: 2 }]);
  const res = await h.startCheckout(cart, checkoutBody({ locale }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stripe_session_url: string };
}

describe('the payment simulator on a public address', () => {
  for (const [locale, days] of [
    ['it', 8],
    ['en', 9],
  ] as const) {
    it(`shows the demo banner on every page, in ${locale === 'it' ? 'Italian' : 'English'}`, async () => {
      const s = await openSession(days, locale);
      const path = new URL(s.stripe_session_url).pathname;
      const pages = [
        await h.inject('GET', path), // the card form
        await h.pay(s.stripe_session_url, '4000000000000002'), // declined
        await h.pay(s.stripe_session_url, '1234'), // invalid fields
        await h.pay(s.stripe_session_url, '4000002760003184'), // 3-D Secure challenge
      ];
      for (const page of pages) {
        expect(page.body, String(page.statusCode)).toContain(banner(locale));
        expect(page.body).toMatch(/<body><p class="demo-banner"/); // first thing on the page
      }
      clock.advanceMinutes(40);
      try {
        const expired = await h.inject('GET', path);
        expect(expired.statusCode).toBe(410);
        expect(expired.body).toContain(banner(locale));
      } finally {
        clock.advanceMinutes(-40);
      }
    });
  }

  it('also on the pages of the payment API and the not-found page', async () => {
    for (const url of [
      '/api/payments/simulator/checkout/cs_test_unknown',
      '/api/payments/simulator/payment-intents/pi_unknown/authenticate',
      '/api/payments/simulator/receipts/pi_unknown',
    ]) {
      const res = await h.inject('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(banner('it'));
    }
  });
});
