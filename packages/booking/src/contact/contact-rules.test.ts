import { describe, expect, it } from 'vitest';
import { isBot, toPlainText } from './contact-rules.ts';

describe('contact message text', () => {
  it('keeps words, markup characters and line breaks; drops control characters', () => {
    expect(toPlainText('  Ciao,\r\nsiamo <b>4</b>\u0000\u0007.\rGrazie\u2028!  ')).toBe('Ciao,\nsiamo <b>4</b>.\nGrazie\n!');
  });
  it('composes accents and squeezes long runs of empty lines', () => {
    expect(toPlainText('Citta\u0300\n\n\n\n\n\nfine')).toBe('Città\n\n\nfine');
  });
  it('a honeypot with anything but spaces in it is a bot', () => {
    expect(isBot('')).toBe(false);
    expect(isBot('   ')).toBe(false);
    expect(isBot(undefined)).toBe(false);
    expect(isBot('x')).toBe(true);
  });
});
