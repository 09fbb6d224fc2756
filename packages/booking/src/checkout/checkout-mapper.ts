import type { CheckoutSessionDetails, CheckoutSessionResponse, CheckoutVoucher, SuccessBooking, WineBooking } from '@tenuta/contracts';
import type { CheckoutSession } from '@tenuta/db';
import { toEuros } from '@tenuta/core';
import type { SessionBooking } from './session-bookings-repository.ts';

const fallbackNames = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

/** The success page's payment status: PAID (card), PENDING (pay on site), REFUNDED… */
const paymentStatusView = (s: string) => (s === 'pay_on_site' || s === 'unpaid' ? 'PENDING' : s.toUpperCase());

export function toSuccessBooking(b: SessionBooking, manageToken?: string): SuccessBooking {
  return {
    booking_id: b.id,
    booking_number: b.bookingNumber,
    slot_datetime: b.startsAt.toISOString(),
    people_count: b.adults + b.children,
    adults_count: b.adults,
    children_count: b.children,
    language: b.language,
    is_vip: b.vip,
    total_amount: toEuros(b.totalCents),
    status: b.status.toUpperCase(),
    payment_status: paymentStatusView(b.paymentStatus),
    slot_details: {
      category: b.category,
      experience_name: b.titleIt && b.titleEn ? { it: b.titleIt, en: b.titleEn } : { ...fallbackNames[b.category] },
      date: b.romeDate,
      start_time: b.romeStart,
    },
    ...(manageToken ? { manage_token: manageToken } : {}),
  };
}

export function toWineBooking(b: SessionBooking): WineBooking {
  return {
    booking_id: b.id,
    booking_number: b.bookingNumber,
    slot_id: b.slotId,
    slot_datetime: b.startsAt.toISOString(),
    adults_count: b.adults,
    children_count: b.children,
    language: b.language,
    vip_upgrade: b.vip,
    total_amount: toEuros(b.totalCents),
  };
}

/** What each gift voucher paid of a checkout, in euros, by the code's last four characters. */
export function checkoutVouchers(session: Pick<CheckoutSession, 'voucherParts'>): CheckoutVoucher[] {
  const byVoucher = new Map<number, { last4: string; cents: number }>();
  for (const p of session.voucherParts ?? []) {
    const v = byVoucher.get(p.voucherId) ?? { last4: p.last4, cents: 0 };
    v.cents += p.amountCents;
    byVoucher.set(p.voucherId, v);
  }
  return [...byVoucher.values()].map((v) => ({ last4: v.last4, amount: toEuros(v.cents) }));
}

/** POST /api/cart/{id}/checkout-session's answer (docs/product.md, Checkout calls). */
export function toCheckoutSessionResponse(
  session: CheckoutSession,
  bookings: readonly SessionBooking[],
  manageTokens: ReadonlyMap<number, string> = new Map(),
): CheckoutSessionResponse {
  const status = session.status === 'completed' ? 'completed' : 'open';
  const wine = bookings.filter((b) => b.category === 'WINE');
  return {
    success: true,
    status,
    checkout_session_id: session.id,
    stripe_session_url: status === 'open' ? session.paymentUrl : null,
    wine_bookings: wine.map(toWineBooking),
    wine_total_confirmed: toEuros(wine.reduce((a, b) => a + b.totalCents, 0)),
    bookings: bookings.map((b) => toSuccessBooking(b, manageTokens.get(b.id))),
    total_bookings: bookings.length,
    email: session.email,
    amount_due: toEuros(session.amountDueCents),
    paid_by_voucher: toEuros(session.voucherCents),
    vouchers: checkoutVouchers(session),
    expires_at: status === 'open' && session.expiresAt ? session.expiresAt.toISOString() : null,
    data: { checkout_session_id: session.id, status },
  };
}

/** GET /api/checkout-sessions/{id}: what the success page shows. */
export function toCheckoutSessionDetails(session: CheckoutSession, bookings: readonly SessionBooking[], couponCode: string | null): CheckoutSessionDetails {
  const live = bookings.filter((b) => b.status !== 'cancelled' && b.status !== 'refunded');
  return {
    checkout_session_id: session.id,
    status: session.status,
    email: session.email,
    bookings: bookings.map((b) => toSuccessBooking(b)),
    total_bookings: bookings.length,
    total_paid: toEuros(live.filter((b) => b.paymentStatus === 'paid').reduce((a, b) => a + b.totalCents, 0)),
    // What is left at the estate: a tasting's total less what was paid of it (a gift voucher's part).
    total_pay_on_site: toEuros(live.filter((b) => b.paymentStatus === 'pay_on_site').reduce((a, b) => a + Math.max(0, b.totalCents - b.paidCents), 0)),
    paid_by_voucher: toEuros(session.voucherCents),
    vouchers: checkoutVouchers(session),
    coupon_code: couponCode,
    discount_total: toEuros(session.discountCents),
  };
}
