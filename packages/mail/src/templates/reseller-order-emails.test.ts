import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy } from '@tenuta/contracts';
import { sampleBooking } from '../test-data.ts';
import { bookingCancelledEmail } from './booking-cancelled.ts';
import { bookingConfirmationEmail } from './booking-confirmation.ts';
import { bookingReminderEmail } from './booking-reminder.ts';

describe('the guest’s e-mails of a reseller’s order', () => {
  const truffle = sampleBooking({
    status: 'confirmed',
    paymentStatus: 'on_account',
    partnerPayment: 'on_account',
    vip: true,
    vipSupplementCents: 5000,
    totalCents: 22000,
    manageUrl: null,
    locale: 'en',
  });
  const wine = sampleBooking({
    id: 42,
    category: 'WINE',
    status: 'confirmed',
    paymentStatus: 'pay_on_site',
    partnerPayment: 'on_site',
    totalCents: 6000,
    manageUrl: null,
    locale: 'en',
  });

  it('the confirmation shows no amount the agency pays, the tasting paid on site, and sends changes to the agency', () => {
    const mail = bookingConfirmationEmail({ locale: 'en', guestName: 'John', bookings: [truffle, wine], policy: defaultRefundPolicy, agency: { name: 'Langhe Tour' } });
    for (const s of ['Arranged by your agency', '€60.00', 'Langhe Tour', 'CHANGES AND CANCELLATIONS', 'please contact them']) expect(mail.text).toContain(s);
    for (const s of ['220', '€50', '280']) expect(mail.text).not.toContain(s);
    expect(mail.html).not.toContain('220');
  });

  it('the reminder and the cancellation say the agency handles the money', () => {
    expect(bookingReminderEmail({ locale: 'en', booking: truffle }).text).toContain('Payment: Arranged by your agency');
    const cancelled = bookingCancelledEmail({
      locale: 'en',
      booking: { ...truffle, status: 'cancelled' },
      refund: { percent: 100, amountCents: 14450, nothingCharged: false },
      bookAgainUrl: 'https://x',
    });
    expect(cancelled.text).toContain('Your agency made this booking');
    expect(cancelled.text).not.toContain('144');
  });
});
