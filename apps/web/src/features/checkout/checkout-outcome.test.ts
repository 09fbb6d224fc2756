import { checkoutSessionRequest } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from '../../lib/api-client.ts';
import { emptyBilling } from './billing-step.ts';
import { buildCheckoutRequest, decideCheckoutOutcome, sessionErrorMessage, voucherErrorKey } from './checkout-outcome.ts';
import { emptyContact } from './contact-step.ts';

const wine = {
  booking_id: 4,
  booking_number: 'BK-7Q2M',
  slot_id: 9,
  slot_datetime: '2026-12-01T09:00:00.000Z',
  adults_count: 2,
  children_count: 0,
  language: 'IT',
  vip_upgrade: false,
  total_amount: 60,
};

describe('final submit outcome (docs/product.md, Checkout submit)', () => {
  it('(a) redirects to the payment page when a session url comes back', () => {
    expect(decideCheckoutOutcome({ status: 'open', stripe_session_url: 'http://127.0.0.1:3207/pay/cs_1', checkout_session_id: 'cs_1' }, 'a@b.it')).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1:3207/pay/cs_1',
      sessionId: 'cs_1',
    });
  });
  it('never follows a script url', () => {
    expect(decideCheckoutOutcome({ status: 'open', stripe_session_url: 'javascript:alert(1)' }, '').kind).toBe('failed');
  });
  it('(b) confirms wine tastings when completed (any case) with wine bookings', () => {
    const outcome = decideCheckoutOutcome(
      { status: 'COMPLETED', stripe_session_url: null, checkout_session_id: 'cs_2', wine_bookings: [wine], wine_total_confirmed: 60, email: 'w@b.it' },
      'a@b.it',
    );
    expect(outcome).toEqual({ kind: 'confirmed', data: { bookings: [wine], checkout_session_id: 'cs_2', total_amount: 60, email: 'w@b.it' } });
  });
  it('(c) fails on anything else', () => {
    expect(decideCheckoutOutcome({ status: 'completed', wine_bookings: [] }, '').kind).toBe('failed');
    expect(decideCheckoutOutcome({ status: 'open', stripe_session_url: null }, '').kind).toBe('failed');
    expect(decideCheckoutOutcome(null, '').kind).toBe('failed');
  });
  it("shows the server's error, else the fallback", () => {
    expect(sessionErrorMessage(new ApiError(409, 'HTTP 409: Hold expired', 'Hold expired'), 'Errore nella creazione della sessione')).toBe('Hold expired');
    expect(sessionErrorMessage(new ApiError(0, 'Failed to fetch', 'Failed to fetch'), 'Errore nella creazione della sessione')).toBe('Errore nella creazione della sessione');
    expect(sessionErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
    // A 429: the guest's language and the wait, never the server's text.
    const limited = httpError(429, 'Too Many Requests', {
      error: 'Too many requests, please try again later',
      detail: 'retry_after=3000',
      code: 'rate_limited',
      limit: 'checkouts_per_cart_hour',
      retry_after: 3000,
    });
    expect(sessionErrorMessage(limited, 'fallback', (m) => `riprova tra ${m} minuti`)).toBe('riprova tra 50 minuti');
  });
  it('builds a request the shared schema accepts', () => {
    const req = buildCheckoutRequest(
      { ...emptyContact, email: 'anna@example.it', firstName: 'Anna', lastName: 'Rossi', phone: '333 1234567' },
      { ...emptyBilling, fiscalCode: 'RSSMRA85T10A562S', address: 'Via Roma 1', city: 'Alba', postalCode: '12051', province: 'CN', privacyAccepted: true },
      'https://tenuta.example',
      'en',
    );
    expect(checkoutSessionRequest.safeParse(req).success).toBe(true);
    expect(req.success_url).toBe('https://tenuta.example/checkout/success?session_id={CHECKOUT_SESSION_ID}');
    expect(req.cancel_url).toBe('https://tenuta.example/checkout/cancel');
  });

  it('gift vouchers that paid everything due online: booked now, on to the success page by the checkout id', () => {
    const answer = { status: 'completed', stripe_session_url: null, checkout_session_id: 'c-1', wine_bookings: [], paid_by_voucher: 170 };
    expect(decideCheckoutOutcome(answer, 'a@b.it')).toEqual({ kind: 'completed', sessionId: 'c-1' });
    // Without vouchers a wine-only checkout keeps its own confirmation.
    expect(decideCheckoutOutcome({ ...answer, paid_by_voucher: 0, wine_bookings: [wine] }, 'a@b.it').kind).toBe('confirmed');
  });
  it('a refused voucher is told in the guest’s language, by its code', () => {
    expect(voucherErrorKey(httpError(400, 'Bad Request', { code: 'voucher_invalid', detail: 'Voucher 1: unknown' }))).toBe('vouchers.errors.invalid');
    expect(voucherErrorKey(httpError(400, 'Bad Request', { code: 'voucher_empty' }))).toBe('vouchers.errors.empty');
    expect(voucherErrorKey(httpError(400, 'Bad Request', { code: 'validation_error' }))).toBeNull();
  });
  it('sends the voucher codes with the request, and the shared schema accepts at most five', () => {
    const req = buildCheckoutRequest(
      { ...emptyContact, email: 'anna@example.it', firstName: 'Anna', lastName: 'Rossi', phone: '333 1234567' },
      { ...emptyBilling, fiscalCode: 'RSSMRA85T10A562S', address: 'Via Roma 1', city: 'Alba', postalCode: '12051', province: 'CN', privacyAccepted: true },
      'https://tenuta.example',
      'it',
      ['K7QM-R4TX-9HCW-3PNF'],
    );
    expect(req.voucher_codes).toEqual(['K7QM-R4TX-9HCW-3PNF']);
    expect(checkoutSessionRequest.safeParse(req).success).toBe(true);
    expect(checkoutSessionRequest.safeParse({ ...req, voucher_codes: Array.from({ length: 6 }, () => 'K7QM-R4TX-9HCW-3PNF') }).success).toBe(false);
  });
});
