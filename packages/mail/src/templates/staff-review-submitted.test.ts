import { describe, expect, it } from 'vitest';
import { DST_SPRING } from '../test-data.ts';
import { staffReviewSubmittedEmail, type StaffReviewSubmittedInput } from './staff-review-submitted.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const input: StaffReviewSubmittedInput = {
  locale: 'it',
  review: {
    rating: 4,
    title: 'Mattinata indimenticabile',
    body: 'Il cane ha trovato due tartufi neri.\n\nBravissima la guida, torneremo in autunno.',
    authorName: 'Giulia Rossi',
    authorCity: 'Torino',
    locale: 'it',
    createdAt: DST_SPRING,
    experienceTitle: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
    bookingNumber: 'BK-7Q2M-XK4P',
    customerEmail: 'giulia@example.com',
  },
  approveUrl: 'https://tenuta.example/reviews/moderate?token=tok123&action=approve',
  rejectUrl: 'https://tenuta.example/reviews/moderate?token=tok123&action=reject',
};

describe('staff_review_submitted', () => {
  it('shows staff the rating, the text, the booking number and both links (Italian)', () => {
    const m = staffReviewSubmittedEmail(input);
    expect(m.subject).toBe('Nuova recensione da moderare: ★★★★☆ Giulia Rossi (Torino), Caccia al Tartufo');
    const text = plain(m.text);
    for (const s of [
      'Valutazione: ★★★★☆ 4 su 5',
      'Prenotazione: BK-7Q2M-XK4P',
      'Autore: Giulia Rossi (Torino)',
      'Lingua: Italiano',
      'Scritta il: domenica 28 marzo 2027, ore 10:00',
      'Titolo: Mattinata indimenticabile',
      'Il cane ha trovato due tartufi neri.',
      'Approva e pubblica: https://tenuta.example/reviews/moderate?token=tok123&action=approve',
      'Rifiuta: https://tenuta.example/reviews/moderate?token=tok123&action=reject',
      'nulla cambia finché non premi un pulsante',
    ]) {
      expect(text).toContain(s);
    }
    expect(m.html).toContain('href="https://tenuta.example/reviews/moderate?token=tok123&amp;action=approve"');
    expect(m.html).toContain('href="https://tenuta.example/reviews/moderate?token=tok123&amp;action=reject"');
    expect(m.html).toContain('<html lang="it">');
    expect(m.replyTo).toBe('giulia@example.com');
    expect(m.attachments).toEqual([]);
  });

  it('in English, without title, city or booking', () => {
    const m = staffReviewSubmittedEmail({
      ...input,
      locale: 'en',
      review: { ...input.review, rating: 5, title: null, authorCity: null, bookingNumber: null, customerEmail: null, locale: 'en' },
    });
    expect(m.subject).toBe('New review to moderate: ★★★★★ Giulia Rossi, Truffle Hunt');
    const text = plain(m.text);
    expect(text).toContain('Rating: ★★★★★ 5 out of 5');
    expect(text).toContain('Language: English');
    expect(text).toContain('Written on: Sunday, 28 March 2027 at 10:00 (Italian time)');
    expect(text).toContain('Approve and publish: https://tenuta.example/');
    expect(text).not.toContain('Title:');
    expect(text).not.toContain('Booking:');
    expect(m.language).toBe('en');
    expect(m).not.toHaveProperty('replyTo');
  });

  it('escapes the guest text in the HTML and keeps its paragraphs', () => {
    const m = staffReviewSubmittedEmail({
      ...input,
      review: { ...input.review, title: '<b>Top</b>', authorName: '<img src=x onerror=alert(1)>', body: 'Primo <script>alert(1)</script> paragrafo lungo\nSecondo paragrafo' },
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<img src=x');
    expect(m.html).not.toContain('<b>Top</b>');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html.match(/Secondo paragrafo<\/p>/g)).toHaveLength(1);
  });
});
