import { describe, expect, it } from 'vitest';
import { foldForSearch, guestMatches, phoneSearchDigits } from './search-terms.ts';

describe('phone search digits', () => {
  it('keeps the digits of what looks like a phone number', () => {
    expect(phoneSearchDigits('333 123 4567')).toBe('3331234567');
    expect(phoneSearchDigits('(0173) 55-12-34')).toBe('0173551234');
    expect(phoneSearchDigits('333.987/6543')).toBe('3339876543');
  });
  it('drops the country code of an international number (+ or 00) so a national one matches too', () => {
    expect(phoneSearchDigits('+39 333 123 4567')).toBe('331234567');
    expect(phoneSearchDigits('0039 333 123 4567')).toBe('331234567');
    expect(phoneSearchDigits('+1 212 555 0100')).toBe('25550100');
    // Too short to lose anything.
    expect(phoneSearchDigits('+39 333')).toBe('39333');
  });
  it('is not a phone search for names, booking numbers or too few digits', () => {
    expect(phoneSearchDigits('Rossi')).toBeNull();
    expect(phoneSearchDigits('BK-ABCD2345')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
    expect(phoneSearchDigits('  ')).toBeNull();
  });
});

describe('search folding', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Jürgen MÜLLER')).toBe('jurgen muller');
    expect(foldForSearch('Nicolò Lefèvre')).toBe('nicolo lefevre');
    expect(foldForSearch('Straße Øster')).toBe('strasse oster');
  });
  it('matches a guest at the desk by name, number or phone, whatever the accents and formatting', () => {
    const guest = { texts: ['Nicolò Bianchi', 'BK-ABCD2345'], phone: '+39 333 123 4567' };
    for (const q of ['nicolo', 'BIANCHI', 'abcd', '3331234567', '333-123-4567', '+39 333 1234567', '']) expect(guestMatches(q, guest), q).toBe(true);
    for (const q of ['Rossi', '+39 333 000 0000']) expect(guestMatches(q, guest), q).toBe(false);
    expect(guestMatches('333', { texts: ['Anna'], phone: null })).toBe(false);
  });
});
