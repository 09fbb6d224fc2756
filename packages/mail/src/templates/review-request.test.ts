import { describe, expect, it } from 'vitest';
import { DST_SPRING } from '../test-data.ts';
import { reviewRequestEmail, type ReviewRequestInput } from './review-request.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const input: ReviewRequestInput = {
  locale: 'it',
  guestName: 'Giulia Rossi',
  experience: 'Caccia al Tartufo',
  startsAt: DST_SPRING,
  reviewUrl: 'https://tenuta.example/reviews/new?booking=41&token=tok-41',
};

describe('review request', () => {
  it('thanks the Italian guest warmly and has exactly one button, to the review form', () => {
    const m = reviewRequestEmail(input);
    const text = plain(m.text);
    expect(m.subject).toBe('Grazie per la visita alla Tenuta: com’è andata?');
    expect(text).toContain('Gentile Giulia Rossi,');
    expect(text).toContain('Grazie di cuore');
    expect(text).toContain('domenica 28 marzo 2027 per «Caccia al Tartufo»');
    expect(text).toContain('Lascia una recensione: https://tenuta.example/reviews/new?booking=41&token=tok-41');
    expect(m.html.match(/href="[^"]*\/reviews\/new\?booking=41&amp;token=tok-41"/g)).toHaveLength(1);
    expect(m.html.match(/border-radius:4px;"><a /g)).toHaveLength(1); // one button
    expect(m.language).toBe('it');
  });

  it('in English', () => {
    const m = reviewRequestEmail({ ...input, locale: 'en', guestName: null, experience: 'Truffle Hunt' });
    const text = plain(m.text);
    expect(m.subject).toBe('Thank you for visiting Tenuta: how was it?');
    expect(text).toContain('Dear guest,');
    expect(text).toContain('for the Truffle Hunt on Sunday, 28 March 2027');
    expect(text).toContain('Leave a review: https://tenuta.example/reviews/new?booking=41&token=tok-41');
    expect(m.html).toContain('<html lang="en">');
  });
});
