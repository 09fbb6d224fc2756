import { describe, expect, it } from 'vitest';
import { DST_AUTUMN, sampleBooking } from '../test-data.ts';
import { bookingReminderEmail } from './booking-reminder.ts';

/** Intl puts no-break spaces in amounts and dates; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const mapUrl = 'https://www.google.com/maps/dir/?api=1&destination=Strada%20della%20Tenuta%201%2C%2012051%20Alba%20CN';

describe('booking reminder', () => {
  it('tells the Italian guest tomorrow’s truffle hunt in Rome time, where to meet and what to bring', () => {
    const m = bookingReminderEmail({ locale: 'it', booking: sampleBooking() });
    const text = plain(m.text);
    expect(m.subject).toBe('Promemoria: domani Caccia al Tartufo alle 10:00');
    for (const part of [text, plain(m.html)]) {
      expect(part).toContain('Gentile Giulia Rossi,');
      expect(part).toContain('BK-7Q2M-XK4P');
      expect(part).toContain('domenica 28 marzo 2027, ore 10:00');
      expect(part).toContain('3 persone (2 adulti, 1 bambino)');
      expect(part).toContain('Alba, Piemonte');
      expect(part).toContain('Arriva 15 minuti prima dell’inizio.');
      expect(part).toContain('documento d’identità');
      expect(part).toContain('scarpe comode da trekking');
      expect(part).toContain('Già pagato online');
    }
    expect(text).toContain(`Apri la mappa: ${mapUrl}`);
    expect(text).toContain('Gestisci la prenotazione: https://tenuta.example/manage/41?token=abc123');
    expect(m.html).toContain(`href="${mapUrl.replace(/&/g, '&amp;')}"`);
    expect(m.html).toContain('href="https://tenuta.example/manage/41?token=abc123"');
    expect(m.html).toContain('<html lang="it">');
    expect(m.language).toBe('it');
    expect(m.attachments).toEqual([]);
  });

  it('in English, after the autumn clock change; wine says what is due on site and no trekking shoes', () => {
    const wine = sampleBooking({
      category: 'WINE',
      title: { it: 'Degustazione Premium', en: 'Premium Tasting' },
      startsAt: DST_AUTUMN,
      adults: 2,
      children: 0,
      language: 'EN',
      paymentStatus: 'pay_on_site',
      totalCents: 8000,
      customerName: null,
      locale: 'en',
    });
    const m = bookingReminderEmail({ locale: 'en', booking: wine });
    const text = plain(m.text);
    expect(m.subject).toBe('Reminder: Premium Tasting tomorrow at 10:00');
    expect(text).toContain('Dear guest,');
    expect(text).toContain('Sunday, 31 October 2027 at 10:00 (Italian time)');
    expect(text).toContain('2 people');
    expect(text).toContain('Tour language: English');
    expect(text).toContain('Meeting point: Alba, Piemonte');
    expect(text).toContain('To pay at the cellar: €80.00');
    expect(text).toContain('Please arrive 15 minutes before the start.');
    expect(text).toContain('Bring an identity document.');
    expect(text).not.toContain('trekking');
    expect(m.html).toContain('<html lang="en">');
  });

  it('leaves the manage section out without a link, and escapes guest data', () => {
    const m = bookingReminderEmail({ locale: 'it', booking: sampleBooking({ manageUrl: null, customerName: '<b>Eve</b>' }) });
    expect(m.text).not.toContain('Gestisci la prenotazione');
    expect(m.html).not.toContain('/manage/');
    expect(m.html).not.toContain('<b>Eve</b>');
    expect(m.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});
