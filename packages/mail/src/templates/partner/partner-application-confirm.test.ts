import { describe, expect, it } from 'vitest';
import { renderPartnerNotification } from './index.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const fail = (message: string): never => {
  throw new Error(message);
};
const at = new Date('2026-11-24T09:30:00Z'); // 10:30 in Rome
const payload = { name: 'Giulia', company_name: 'Hotel Castello', link: 'https://tenuta.example/partner/register?confirm=tok123', expires_at: at.toISOString() };
const render = (locale: 'it' | 'en', p: unknown = payload) =>
  renderPartnerNotification(
    {} as never,
    { kind: 'partner_application_confirm', recipient: 'desk@castello.example', locale, payload: p, publicUrl: 'https://tenuta.example' },
    fail,
  );

describe('partner_application_confirm', () => {
  it('carries the one-time link, its 24 hours, that the page asks for the password chosen when applying and what to do if it was not you, in Italian and English', async () => {
    const it_ = await render('it');
    expect(it_.subject).toBe('Conferma il tuo indirizzo per diventare partner della Tenuta');
    const text = plain(it_.text);
    expect(text).toContain('richiesta di Hotel Castello');
    expect(text).toContain(payload.link);
    expect(text).toContain('24 ore (fino a martedì 24 novembre 2026, ore 10:30');
    expect(text).toContain('ti chiederà la password che hai scelto quando hai compilato la candidatura');
    expect(text).toContain('Se non hai inviato tu la candidatura, ignora questa e-mail');
    expect(it_.html).toContain('ti chiederà la password che hai scelto');
    expect(it_.html).toContain('href="https://tenuta.example/partner/register?confirm=tok123&amp;lang=it"');
    const en = await render('en');
    expect(en.subject).toBe('Confirm your address to become a Tenuta partner');
    expect(en.text).toContain(payload.link);
    expect(plain(en.text)).toContain('No account is created until you use it.');
    expect(en.text).toContain('The page will ask for the password you chose when you applied');
    expect(en.text).toContain('If you did not apply, ignore this e-mail');
    expect(en.language).toBe('en');
  });
  it('refuses a payload without its link', async () => {
    await expect(render('it', { name: 'x', expires_at: at.toISOString() })).rejects.toThrow('payload.link');
  });
});
