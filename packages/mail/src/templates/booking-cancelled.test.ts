import { describe, expect, it } from 'vitest';
import { DST_AUTUMN, DST_SPRING, parseIcs, sampleBooking } from '../test-data.ts';
import { bookingCancelledEmail, type BookingCancelledInput } from './booking-cancelled.ts';
import { bookingDateChangedEmail } from './booking-date-changed.ts';
import { staffBookingCancelledEmail } from './staff-booking-cancelled.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const truffle = sampleBooking({ status: 'cancelled', paymentStatus: 'refunded' });
const wine = sampleBooking({
  id: 42,
  bookingNumber: 'BK-9WEFX22T',
  category: 'WINE',
  title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
  startsAt: DST_AUTUMN,
  status: 'cancelled',
  paymentStatus: 'pay_on_site',
  totalCents: 8000,
  adults: 2,
  children: 0,
});
const input = (over: Partial<BookingCancelledInput> = {}): BookingCancelledInput => ({
  locale: 'it',
  booking: truffle,
  refund: { percent: 70, amountCents: 11900, nothingCharged: false },
  bookAgainUrl: 'https://tenuta.example/truffle-hunting',
  ...over,
});

describe('booking_cancelled (guest)', () => {
  it('says the estate cancelled it, not "as you asked", when staff did (both languages)', () => {
    expect(bookingCancelledEmail(input()).text).toContain('come richiesto');
    const it_ = bookingCancelledEmail(input({ byEstate: true }));
    expect(it_.text).toContain('purtroppo abbiamo dovuto annullare la prenotazione');
    expect(it_.text).not.toContain('come richiesto');
    const en = bookingCancelledEmail(input({ locale: 'en', byEstate: true }));
    expect(en.text).toContain('we have had to cancel the booking below');
    expect(en.html).not.toContain('as you asked');
  });

  it('says what was cancelled, the refund and when it arrives (Italian)', () => {
    const m = bookingCancelledEmail(input());
    const text = plain(m.text);
    expect(m.subject).toBe('Prenotazione annullata BK-7Q2M-XK4P');
    for (const s of [
      'Gentile Giulia Rossi,',
      'La tua prenotazione è stata annullata',
      'Caccia al Tartufo · Annullata',
      'domenica 28 marzo 2027, ore 10:00',
      '3 persone (2 adulti, 1 bambino)',
      'Ti rimborsiamo 119,00 € (il 70% di quanto pagato)',
      '5–10 giorni lavorativi',
      'Prenota una nuova data: https://tenuta.example/truffle-hunting',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.html).toContain('href="https://tenuta.example/truffle-hunting"');
    expect(m.language).toBe('it');
    expect(m.attachments).toEqual([]);
  });

  it('a wine tasting: nothing was charged (English)', () => {
    const m = bookingCancelledEmail(
      input({ locale: 'en', booking: wine, refund: { percent: 100, amountCents: 0, nothingCharged: true }, bookAgainUrl: 'https://tenuta.example/wine-tasting' }),
    );
    const text = plain(m.text);
    expect(m.subject).toBe('Booking cancelled BK-9WEFX22T');
    expect(text).toContain('Dear Giulia Rossi,');
    expect(text).toContain('Nothing was charged: wine tastings are paid at the cellar');
    expect(text).toContain('Refund: Nothing charged');
    expect(text).toContain('Sunday, 31 October 2027 at 10:00 (Italian time)');
    expect(text).not.toMatch(/business days/);
  });

  it('a paid booking with a 0 % tier says there is no refund', () => {
    const text = plain(bookingCancelledEmail(input({ locale: 'en', refund: { percent: 0, amountCents: 0, nothingCharged: false } })).text);
    expect(text).toContain('this cancellation carries no refund');
  });

  it('escapes guest data', () => {
    const m = bookingCancelledEmail(input({ booking: { ...truffle, customerName: '<script>x</script>' } }));
    expect(m.html).not.toContain('<script>x');
    expect(m.html).toContain('&lt;script&gt;');
  });
});

describe('staff_booking_cancelled', () => {
  it('tells staff the seats freed, the guest, the reason and the refund', () => {
    const m = staffBookingCancelledEmail({ locale: 'it', booking: truffle, refund: { percent: 70, amountCents: 11900, nothingCharged: false }, reason: 'Volo cancellato' });
    const text = plain(m.text);
    expect(plain(m.subject)).toBe('Prenotazione annullata BK-7Q2M-XK4P: Caccia al Tartufo, dom 28 mar 10:00');
    for (const s of [
      'I posti tornano liberi: 3 persone (2 adulti, 1 bambino)',
      'Cliente: Giulia Rossi · giulia@example.com',
      'Telefono: +39 333 1234567',
      'Motivo indicato: Volo cancellato',
      'Rimborso: 119,00 € (70%)',
      'Era pagata: Online con carta',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.replyTo).toBe('giulia@example.com');
  });

  it('a wine tasting in English: nothing charged, to collect no more', () => {
    const text = plain(staffBookingCancelledEmail({ locale: 'en', booking: wine, refund: { percent: 50, amountCents: 0, nothingCharged: true }, reason: null }).text);
    expect(text).toContain('Refund: Nothing charged: nothing to refund');
    expect(text).toContain('Reason given: not given');
    expect(text).toContain('Payment: On site (not collected yet)');
  });
});

describe('booking_date_changed', () => {
  const moved = sampleBooking({ startsAt: DST_AUTUMN, status: 'paid' });

  it('gives the new date in Rome time, the previous one, the manage link and an updated .ics (Italian)', () => {
    const m = bookingDateChangedEmail({ locale: 'it', booking: moved, previousStartsAt: DST_SPRING, manageUrl: 'https://tenuta.example/manage/41?token=new' });
    const text = plain(m.text);
    expect(plain(m.subject)).toBe('Nuova data per la prenotazione BK-7Q2M-XK4P: dom 31 ott 10:00');
    expect(text).toContain('Nuova data e ora: domenica 31 ottobre 2027, ore 10:00');
    expect(text).toContain('Data precedente: domenica 28 marzo 2027, ore 10:00');
    expect(text).toContain('Gestisci la prenotazione: https://tenuta.example/manage/41?token=new');
    expect(m.html).toContain('href="https://tenuta.example/manage/41?token=new"');
    expect(m.attachments).toHaveLength(1);
    const ics = parseIcs(m.attachments[0]!.content);
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]!.get('UID')).toBe('BK-7Q2M-XK4P@tenuta');
    // 10:00 in Rome on the autumn DST day is 09:00 UTC (CET).
    expect(ics.events[0]!.get('DTSTART')).toBe('20271031T090000Z');
  });

  it('in English, without a link when there is no token', () => {
    const m = bookingDateChangedEmail({ locale: 'en', booking: moved, previousStartsAt: DST_SPRING, manageUrl: null });
    const text = plain(m.text);
    expect(m.subject).toBe('New date for booking BK-7Q2M-XK4P: Sun 31 Oct 10:00');
    expect(text).toContain('New date and time: Sunday, 31 October 2027 at 10:00 (Italian time)');
    expect(text).not.toContain('Manage my booking:');
  });
});
