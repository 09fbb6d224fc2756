import { describe, expect, it } from 'vitest';
import { renderNotification, renderableKinds } from '../render-notification.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const row = (locale: 'it' | 'en', payload: unknown) =>
  ({ id: 1, kind: 'staff_totp_reset', recipient: 'marco@estate.test', locale, payload, attempts: 0 }) as unknown as Parameters<typeof renderNotification>[1];
const render = (locale: 'it' | 'en', payload: unknown) => renderNotification({} as never, row(locale, payload), { publicUrl: 'https://tenuta.example' });
const payload = { name: 'Marco', reset_by: 'Giulia Rossi', reset_at: '2026-11-23T09:30:00Z', must_enrol: true };

describe('staff_totp_reset', () => {
  it('is a kind the dispatcher sends', () => {
    expect(renderableKinds).toContain('staff_totp_reset');
  });

  it('says who reset it and when, that sessions ended and what the next sign-in asks (Italian)', async () => {
    const m = await render('it', payload);
    expect(m.to).toBe('marco@estate.test');
    expect(m.subject).toBe('Il secondo fattore del tuo accesso alla Tenuta è stato azzerato');
    const text = plain(m.text);
    expect(text).toContain('Giulia Rossi ha azzerato il secondo fattore');
    expect(text).toContain('23 novembre 2026, ore 10:30');
    expect(text).toContain('sessioni aperte sono state chiuse');
    expect(text).toContain('ti chiederemo di configurare di nuovo');
    expect(text).toContain('https://tenuta.example/staff/login');
    expect(m.html).toContain('href="https://tenuta.example/staff/login?lang=it"');
    expect(m.language).toBe('it');
  });

  it('in English, for a role that may sign in with the password alone', async () => {
    const m = await render('en', { ...payload, must_enrol: false });
    expect(m.subject).toBe('The second factor of your Tenuta access has been reset');
    const text = plain(m.text);
    expect(text).toContain('Giulia Rossi reset the second factor');
    expect(text).toContain('the password is enough');
    expect(m.language).toBe('en');
  });

  it('escapes names in the HTML and refuses a payload without its date', async () => {
    const m = await render('en', { ...payload, reset_by: '<b>x</b>' });
    expect(m.html).not.toContain('<b>x</b>');
    await expect(render('it', { name: 'Marco' })).rejects.toThrow('reset_at');
  });
});
