import { describe, expect, it } from 'vitest';
import { DST_AUTUMN, DST_SPRING, sampleBooking } from '../test-data.ts';
import { paymentRefundedAfterExpiryEmail, staffPaymentRefundedAfterExpiryEmail, type RefundAfterExpiryInput } from './payment-refunded.ts';
import { staffNewBookingEmail } from './staff-new-booking.ts';
import { latePaymentRefundedEmail, staffLatePaymentRefundedEmail, type LatePaymentRefundInput } from './late-payment-refunded.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('staff_new_booking', () => {
  const wine = sampleBooking({
    id: 42,
    bookingNumber: 'BK-9WEF-22TR',
    category: 'WINE',
    title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
    startsAt: DST_AUTUMN,
    paymentStatus: 'pay_on_site',
    totalCents: 4000,
    children: 0,
    adults: 1,
  });

  it('tells staff who, what, when and how it is paid (Italian)', () => {
    const m = staffNewBookingEmail({ locale: 'it', bookings: [sampleBooking()], checkoutSessionId: '6a1f0d2e-0000-4000-8000-000000000001' });
    expect(plain(m.subject)).toBe('Nuova prenotazione BK-7Q2M-XK4P: Caccia al Tartufo, dom 28 mar 10:00');
    const text = plain(m.text);
    for (const s of [
      'Giulia Rossi',
      'giulia@example.com',
      '+39 333 1234567',
      'domenica 28 marzo 2027, ore 10:00',
      '3 persone (2 adulti, 1 bambino)',
      'Pagamento: Pagato online con carta',
      'Incassato online: 170,00 €',
      '6a1f0d2e-0000-4000-8000-000000000001',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.replyTo).toBe('giulia@example.com');
    expect(m.attachments).toEqual([]);
    expect(m.html).not.toContain('manage/41'); // the guest's link is the guest's alone
  });

  it('sums a mixed checkout in English', () => {
    const m = staffNewBookingEmail({ locale: 'en', bookings: [sampleBooking(), wine], checkoutSessionId: null });
    expect(m.subject).toBe('2 new bookings from Giulia Rossi');
    const text = plain(m.text);
    expect(text).toContain('Sunday, 31 October 2027 at 10:00 (Italian time)');
    expect(text).toContain('Collected online: €170.00');
    expect(text).toContain('To collect on site: €40.00');
  });

  it('escapes guest data in the HTML', () => {
    const m = staffNewBookingEmail({ locale: 'it', bookings: [sampleBooking({ customerName: '<img src=x onerror=alert(1)>' })], checkoutSessionId: null });
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('payment refunded after expiry', () => {
  const input: RefundAfterExpiryInput = {
    locale: 'it',
    amountCents: 8500,
    checkoutSessionId: 'cs-123',
    reason: 'seats_taken',
    customerName: 'Marco',
    customerEmail: 'marco@example.com',
    items: [{ title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, startsAt: DST_SPRING }],
    bookAgainUrl: 'https://tenuta.example/truffle-hunting',
  };

  it('apologises to the guest and states the full refund (Italian)', () => {
    const m = paymentRefundedAfterExpiryEmail(input);
    const text = plain(m.text);
    expect(m.subject).toBe('Pagamento rimborsato: i posti non erano più disponibili');
    expect(text).toContain('Gentile Marco,');
    expect(text).toContain('Ci dispiace');
    expect(text).toContain('rimborsato l’intero importo di 85,00 €');
    expect(text).toContain('Caccia al Tartufo: domenica 28 marzo 2027, ore 10:00');
    expect(text).not.toContain('seats_taken'); // the machine reason is for staff
    expect(m.html).toContain('href="https://tenuta.example/truffle-hunting"');
  });

  it('in English', () => {
    const m = paymentRefundedAfterExpiryEmail({ ...input, locale: 'en', customerName: null, items: [] });
    const text = plain(m.text);
    expect(text).toContain('Dear guest,');
    expect(text).toContain('We have refunded the full amount of €85.00');
    expect(text).not.toContain('You had chosen');
  });

  it('tells staff the amount, the checkout and the reason', () => {
    const m = staffPaymentRefundedAfterExpiryEmail(input);
    const text = plain(m.text);
    expect(plain(m.subject)).toBe('Rimborso automatico di 85,00 €: pagamento arrivato dopo la scadenza');
    expect(text).toContain('Sessione di checkout: cs-123');
    expect(text).toContain('Motivo: seats_taken');
    expect(text).toContain('Cliente: Marco · marco@example.com');
    expect(m.replyTo).toBe('marco@example.com');
  });
});

describe('late card payment refunded', () => {
  const input: LatePaymentRefundInput = {
    locale: 'it',
    booking: sampleBooking({ customerName: 'Marco', status: 'cancelled' }),
    amountCents: 17000,
    cause: 'unpaid',
    paymentIntentId: 'pi_late_1',
    bookAgainUrl: 'https://tenuta.example/truffle-hunting',
  };

  it('tells the guest why and that all of it is refunded (Italian)', () => {
    const m = latePaymentRefundedEmail(input);
    expect(m.subject).toBe('Pagamento rimborsato: la prenotazione BK-7Q2M-XK4P non era più attiva');
    const text = plain(m.text);
    expect(text).toContain('Gentile Marco,');
    expect(text).toContain('non risultava pagata entro 30 minuti');
    expect(text).toContain('l’intero importo di 170,00 €');
    expect(text).toContain('domenica 28 marzo 2027, ore 10:00');
    expect(text).not.toContain('pi_late_1'); // the provider's id is for staff
    expect(m.html).toContain('href="https://tenuta.example/truffle-hunting"');
  });

  it('in English, for a booking the guest cancelled', () => {
    const m = latePaymentRefundedEmail({ ...input, locale: 'en', cause: 'cancelled' });
    expect(m.subject).toBe('Payment refunded: booking BK-7Q2M-XK4P was no longer active');
    const text = plain(m.text);
    expect(text).toContain('completed after the booking had already been cancelled');
    expect(text).toContain('the full amount of €170.00');
  });

  it('says "refunded" only once the provider did: pending is "we have started the refund" (both languages)', () => {
    const it = latePaymentRefundedEmail({ ...input, refundStatus: 'pending' });
    expect(it.subject).toBe('Rimborso avviato: la prenotazione BK-7Q2M-XK4P non era più attiva');
    expect(plain(it.text)).toContain('abbiamo avviato il rimborso dell’intero importo di 170,00 €');
    expect(plain(it.text)).toContain('Importo in rimborso: 170,00 €');
    expect(plain(it.text)).not.toMatch(/abbiamo rimborsato|Importo rimborsato/);
    const en = latePaymentRefundedEmail({ ...input, locale: 'en', refundStatus: 'pending' });
    expect(en.subject).toBe('Refund started: booking BK-7Q2M-XK4P was no longer active');
    expect(plain(en.text)).toContain('We have therefore started the refund of the full amount of €170.00');
    expect(plain(en.text)).not.toMatch(/have (therefore )?refunded|Amount refunded/);
    // Refused by the provider: the guest is not told "refunded" either; staff are told to act.
    expect(plain(latePaymentRefundedEmail({ ...input, refundStatus: 'failed' }).text)).not.toMatch(/abbiamo rimborsato/);
    expect(plain(latePaymentRefundedEmail({ ...input, refundStatus: 'succeeded' }).text)).toContain('abbiamo rimborsato l’intero importo');
    expect(plain(staffLatePaymentRefundedEmail({ ...input, refundStatus: 'failed' }).subject)).toMatch(/^AZIONE RICHIESTA/);
    expect(plain(staffLatePaymentRefundedEmail({ ...input, locale: 'en', refundStatus: 'pending' }).text)).toContain('has not confirmed yet (status: pending)');
  });

  it('gives staff the references to look it up', () => {
    const m = staffLatePaymentRefundedEmail(input);
    expect(plain(m.subject)).toBe('Rimborso automatico di 170,00 €: pagamento arrivato dopo l’annullamento di BK-7Q2M-XK4P');
    const text = plain(m.text);
    for (const s of ['pi_late_1', 'non pagata entro 30 minuti', 'Marco']) expect(text).toContain(s);
    expect(m.replyTo).toBe('giulia@example.com');
  });
});
