import { describe, expect, it } from 'vitest';
import { bookAgainUrl, guestPageUrl, manageBookingUrl } from './site-links.ts';

describe('links to the site in a guest’s language', () => {
  it('carry the language as ?lang=, after the page’s own parameters', () => {
    expect(manageBookingUrl('https://tenuta.example', 41, 'tok_41-x', 'en')).toBe('https://tenuta.example/manage/41?token=tok_41-x&lang=en');
    expect(manageBookingUrl('https://tenuta.example', 41, 'tok_41-x', 'it')).toBe('https://tenuta.example/manage/41?token=tok_41-x&lang=it');
    expect(guestPageUrl('http://localhost:3000', '/reviews/new', 'en', { booking: 7, token: 'a b&c' })).toBe('http://localhost:3000/reviews/new?booking=7&token=a+b%26c&lang=en');
  });

  it('send a guest who books again to the page of the same kind of experience', () => {
    expect(bookAgainUrl('https://tenuta.example', 'WINE', 'en')).toBe('https://tenuta.example/wine-tasting?lang=en');
    expect(bookAgainUrl('https://tenuta.example', 'TRUFFLE', 'it')).toBe('https://tenuta.example/truffle-hunting?lang=it');
  });
});
