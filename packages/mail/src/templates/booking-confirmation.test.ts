import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy, type RefundPolicy } from '@tenuta/contracts';
import { DST_AUTUMN, sampleBooking } from '../test-data.ts';
import { bookingConfirmationEmail } from './booking-confirmation.ts';

const policy = defaultRefundPolicy;
/** Intl puts no-break spaces in amounts ("170,00 €"); compare with plain spaces. */
const plain = <T extends { text: string; html: string }>(m: T): T => ({ ...m, text: m.text.replace(/[\u00a0\u202f]/g, ' '), html: m.html.replace(/[\u00a0\u202f]/g, ' ') });
const wine = sampleBooking({
  id: 42,
  bookingNumber: 'BK-9WEF-22TR',
  category: 'WINE',
  title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
  startsAt: DST_AUTUMN,
  durationMinutes: 90,
  adults: 1,
  children: 0,
  vip: true,
  vipSupplementCents: 2500,
  language: 'EN',
  status: 'confirmed',
  paymentStatus: 'pay_on_site',
  totalCents: 4000,
  manageUrl: 'https://tenuta.example/manage/42?token=def456',
});

describe('booking confirmation, Italian', () => {
  const mail = plain(bookingConfirmationEmail({ locale: 'it', guestName: 'Giulia Rossi', bookings: [sampleBooking(), wine], policy }));

  it('says who, what and when, in Rome time across both DST changes', () => {
    expect(mail.subject).toBe('Prenotazioni confermate BK-7Q2M-XK4P, BK-9WEF-22TR');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Gentile Giulia Rossi,');
      expect(part).toContain('domenica 28 marzo 2027, ore 10:00');
      expect(part).toContain('domenica 31 ottobre 2027, ore 10:00');
      expect(part).toContain('Caccia al Tartufo');
      expect(part).toContain('Degustazione Premium');
      expect(part).toContain('3 persone (2 adulti, 1 bambino)');
      expect(part).toContain('1 persona');
      expect(part).toContain('Italiano');
      expect(part).toContain('Inglese');
    }
    expect(mail.language).toBe('it');
    expect(mail.html).toContain('<html lang="it">');
  });

  it('shows what is paid now and what is paid on site, and the VIP upgrade', () => {
    expect(mail.text).toContain('Pagato ora con carta: 170,00 €');
    expect(mail.text).toContain('Da pagare in cantina: 40,00 €');
    expect(mail.text).toContain('Totale pagato ora: 170,00 €');
    expect(mail.text).toContain('Totale da pagare in loco: 40,00 €');
    expect(mail.text).toContain('Upgrade VIP: Sì (+25,00 €)');
  });

  it('lists what to bring, the manage links and the contacts', () => {
    expect(mail.text).toContain('Arriva 15 minuti prima');
    expect(mail.text).toContain('documento d’identità');
    expect(mail.text).toContain('scarpe comode da trekking');
    expect(mail.html).toContain('href="https://tenuta.example/manage/41?token=abc123"');
    expect(mail.html).toContain('href="https://tenuta.example/manage/42?token=def456"');
    expect(mail.text).toContain('Gestisci la prenotazione: https://tenuta.example/manage/41?token=abc123');
    for (const c of ['+39 0173 123456', 'info@tenuta.example', 'Strada della Tenuta 1, 12051 Alba CN']) expect(mail.html).toContain(c);
  });

  it('renders the active cancellation policy from the refund-policy module', () => {
    expect(mail.text).toContain('- 7 giorni o più prima dell’inizio: rimborso del 100%');
    expect(mail.text).toContain('- Da 48 ore a meno di 7 giorni prima dell’inizio: rimborso del 70%');
    expect(mail.text).toContain('- Meno di 48 ore prima dell’inizio: rimborso del 50%');
    expect(mail.text).toContain('ritardo di 30 minuti o più: nessun rimborso');
    expect(mail.text).toContain('cambio data è gratuito se lo richiedi almeno 7 giorni prima');
    expect(mail.text).toContain('Le degustazioni si pagano in cantina');
    expect(mail.text).toContain('Condizioni in vigore dal 22 settembre 2024.');
    expect(mail.html).toContain('rimborso del 70%');
  });

  it('follows another policy when that one is active', () => {
    const other: RefundPolicy = {
      ...policy,
      version: '2025-01-10',
      tiers: [
        { minHoursBefore: 72, refundPercent: 90 },
        { minHoursBefore: 0, refundPercent: 20 },
      ],
    };
    const m = bookingConfirmationEmail({ locale: 'it', guestName: null, bookings: [sampleBooking()], policy: other });
    expect(m.text).toContain('- 3 giorni o più prima dell’inizio: rimborso del 90%');
    expect(m.text).toContain('- Meno di 3 giorni prima dell’inizio: rimborso del 20%');
    expect(m.text).not.toContain('70%');
    expect(m.text).toContain('Gentile ospite,');
  });

  it('attaches an .ics file', () => {
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    expect(mail.attachments[0]!.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('booking confirmation, English', () => {
  const mail = plain(bookingConfirmationEmail({ locale: 'en', guestName: 'John Smith', bookings: [sampleBooking({ locale: 'en' })], policy }));

  it('is written in English with the Rome time', () => {
    expect(mail.subject).toBe('Booking confirmed BK-7Q2M-XK4P');
    expect(mail.text).toContain('Dear John Smith,');
    expect(mail.text).toContain('Sunday, 28 March 2027 at 10:00 (Italian time)');
    expect(mail.text).toContain('3 people (2 adults, 1 child)');
    expect(mail.text).toContain('Tour language: Italian');
    expect(mail.text).toContain('Paid now by card: €170.00');
    expect(mail.text).toContain('comfortable trekking shoes');
    expect(mail.text).toContain('Please arrive 15 minutes before the start.');
    expect(mail.text).toContain('- 7 days or more before the start: 100% refund');
    expect(mail.text).toContain('Terms in force since 22 September 2024.');
    expect(mail.html).toContain('Manage my booking');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.language).toBe('en');
  });

  it('says nothing of trekking shoes or paying on site when not relevant', () => {
    const m = plain(bookingConfirmationEmail({ locale: 'en', guestName: null, bookings: [{ ...wine, vip: false }], policy }));
    expect(m.text).not.toContain('trekking');
    expect(m.text).toContain('To pay at the cellar: €40.00');
    expect(m.text).toContain('1 person');
    const truffleOnly = bookingConfirmationEmail({ locale: 'en', guestName: null, bookings: [sampleBooking()], policy });
    expect(truffleOnly.text).not.toContain('Wine tastings are paid at the cellar');
  });
});

describe('HTML escaping', () => {
  it('escapes every value from the database or the payload', () => {
    const evil = sampleBooking({
      customerName: '<script>alert("x")</script>',
      title: { it: 'Caccia <b>VIP</b> & "amici"', en: 'x' },
      bookingNumber: 'BK-<i>1</i>',
      manageUrl: 'https://tenuta.example/manage/41?token=a"><img src=x onerror=alert(1)>',
    });
    const m = bookingConfirmationEmail({ locale: 'it', guestName: evil.customerName, bookings: [evil], policy });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<b>VIP</b>');
    expect(m.html).not.toContain('<i>1</i>');
    expect(m.html).not.toContain('"><img');
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(m.html).toContain('Caccia &lt;b&gt;VIP&lt;/b&gt; &amp; &quot;amici&quot;');
  });

  it('neutralises a link that is not web, mail or phone', () => {
    const m = bookingConfirmationEmail({ locale: 'it', guestName: null, bookings: [sampleBooking({ manageUrl: 'javascript:alert(1)' })], policy });
    expect(m.html).not.toContain('javascript:');
  });
});

describe('check-in QR code', () => {
  const qr = (n: string) => ({ filename: `check-in-${n}.png`, content: 'iVBORw0KGgo=', encoding: 'base64' as const, contentType: 'image/png', cid: `check-in-${n}@tenuta` });
  const withQr = [sampleBooking({ checkInQr: qr('BK-7Q2M-XK4P') }), { ...wine, checkInQr: qr('BK-9WEF-22TR') }];

  it('shows each booking’s QR code inline (cid) with its number for entering by hand', () => {
    const m = plain(bookingConfirmationEmail({ locale: 'it', guestName: 'Giulia Rossi', bookings: withQr, policy }));
    expect(m.html).toContain('<img src="cid:check-in-BK-7Q2M-XK4P@tenuta"');
    expect(m.html).toContain('<img src="cid:check-in-BK-9WEF-22TR@tenuta"');
    expect(m.html).toContain('alt="Codice QR per l’accoglienza, prenotazione BK-7Q2M-XK4P"');
    expect(m.html).toContain('Senza codice basta il numero di prenotazione BK-9WEF-22TR.');
    expect(m.text).toContain('All’arrivo: mostra il codice QR di questa e-mail all’accoglienza, oppure di’ il numero di prenotazione BK-7Q2M-XK4P.');
    expect(m.attachments).toHaveLength(3);
    expect(m.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    expect(m.attachments.slice(1)).toEqual([qr('BK-7Q2M-XK4P'), qr('BK-9WEF-22TR')]);
    // The manage link stays beside the code.
    expect(m.html).toContain('href="https://tenuta.example/manage/41?token=abc123"');
  });

  it('says the same in English', () => {
    const m = bookingConfirmationEmail({ locale: 'en', guestName: null, bookings: withQr.slice(0, 1), policy });
    expect(m.html).toContain('Show this QR code at reception. No code? Your booking number BK-7Q2M-XK4P is enough.');
    expect(m.html).toContain('alt="Check-in QR code for booking BK-7Q2M-XK4P"');
    expect(m.text).toContain('When you arrive: show the QR code in this e-mail at reception, or give your booking number BK-7Q2M-XK4P.');
  });

  it('has no QR block when the booking has no code', () => {
    const m = bookingConfirmationEmail({ locale: 'it', guestName: null, bookings: [sampleBooking()], policy });
    expect(m.html).not.toContain('cid:');
    expect(m.text).not.toContain('codice QR');
  });
});
