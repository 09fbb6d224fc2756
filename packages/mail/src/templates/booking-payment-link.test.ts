import { describe, expect, it } from 'vitest';
import { sampleBooking } from '../test-data.ts';
import { bookingPaymentLinkEmail, type BookingPaymentLinkInput } from './booking-payment-link.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const input = (over: Partial<BookingPaymentLinkInput> = {}): BookingPaymentLinkInput => ({
  locale: 'it',
  booking: sampleBooking({ status: 'pending', paymentStatus: 'unpaid' }),
  paymentUrl: 'https://checkout.example/pay/cs_test_123',
  amountCents: 17000,
  expiresAt: new Date('2027-03-27T17:30:00Z'),
  purpose: 'booking',
  ...over,
});

describe('booking_payment_link (guest)', () => {
  it('Italian: the amount, until when the places are held, the payment page, what happens if unpaid', () => {
    const m = bookingPaymentLinkEmail(input());
    const text = plain(m.text);
    expect(plain(m.subject)).toMatch(/^Completa il pagamento della prenotazione BK-/);
    for (const s of [
      'Gentile Giulia Rossi,',
      'completa il pagamento di 170,00 €',
      '(ora di Roma)',
      'la prenotazione si annulla da sola',
      'Paga ora: https://checkout.example/pay/cs_test_123',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.html).toContain('href="https://checkout.example/pay/cs_test_123"');
  });

  it('English, and the balance of a larger party (else paid at the estate)', () => {
    const m = bookingPaymentLinkEmail(input({ locale: 'en', purpose: 'balance', amountCents: 8500 }));
    const text = plain(m.text);
    expect(plain(m.subject)).toMatch(/^Booking BK-.*: the difference of €85\.00 to pay$/);
    expect(text).toContain('you settle it at the estate on the day of your visit');
    expect(text).toContain('Pay now: https://checkout.example/pay/cs_test_123');
    expect(text).not.toContain('cancelled automatically');
  });
});
