import { describe, expect, it } from 'vitest';
import { newsletterConfirmEmail, type NewsletterConfirmInput } from './newsletter-confirm.ts';

const input: NewsletterConfirmInput = {
  locale: 'it',
  name: 'Giulia',
  confirmUrl: 'https://tenuta.example/newsletter/confirm?token=abcDEF123_-xyz0000000000',
  oneClickUnsubscribeUrl: 'https://tenuta.example/api/newsletter/unsubscribe?token=uvw987_-0000000000000000',
};

describe('newsletter_confirm', () => {
  it('is warm and short, with one button, the 7-day expiry and what ignoring it means (Italian)', () => {
    const m = newsletterConfirmEmail(input);
    expect(m.subject).toBe('Conferma la tua iscrizione alla newsletter della Tenuta');
    expect(m.language).toBe('it');
    expect(m.text).toContain('Gentile Giulia,');
    expect(m.text).toContain('Il link è valido per 7 giorni.');
    expect(m.text).toContain('ignora questa e-mail: senza conferma non riceverai nessuna newsletter');
    expect(m.text).toContain(input.confirmUrl);
    // One button: the confirmation link is the only call to action.
    expect(m.html.match(/<a href="https:\/\/tenuta\.example\/newsletter\/confirm\?token=[^"]+"/g)).toHaveLength(1);
    expect(m.html).toContain('Conferma l’iscrizione');
    expect(m.listUnsubscribe).toBe(input.oneClickUnsubscribeUrl);
    expect(m.attachments).toEqual([]);
  });

  it('in English, greeting a guest without a name', () => {
    const m = newsletterConfirmEmail({ ...input, locale: 'en', name: null });
    expect(m.subject).toBe('Please confirm your subscription to the Tenuta newsletter');
    expect(m.text).toContain('Dear guest,');
    expect(m.text).toContain('The link is valid for 7 days.');
    expect(m.text).toContain('without confirmation you will not receive any newsletter');
    expect(m.html).toContain('Confirm my subscription');
    expect(m.html).toContain('<html lang="en">');
  });

  it('escapes the name someone typed into the form', () => {
    const m = newsletterConfirmEmail({ ...input, name: '<a href="https://evil.example">clic</a>' });
    expect(m.html).not.toContain('href="https://evil.example"');
    expect(m.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;');
  });
});
