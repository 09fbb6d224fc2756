import { describe, expect, it } from 'vitest';
import { renderNotification, renderableKinds } from '../render-notification.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const row = (locale: 'it' | 'en', payload: unknown) =>
  ({ id: 1, kind: 'staff_password_reset', recipient: 'marco@estate.test', locale, payload, attempts: 0 }) as unknown as Parameters<typeof renderNotification>[1];
const render = (locale: 'it' | 'en', payload: unknown) => renderNotification({} as never, row(locale, payload), { publicUrl: 'https://tenuta.example' });
const url = `https://tenuta.example/staff/reset/${'a'.repeat(43)}`;
const payload = { name: 'Marco', url, expires_at: '2026-11-23T09:30:00Z' };

describe('staff_password_reset', () => {
  it('is a kind the dispatcher sends', () => {
    expect(renderableKinds).toContain('staff_password_reset');
  });

  it('gives the one-time link, its 30 minutes in Rome time and what to do if it was not you (Italian)', async () => {
    const m = await render('it', payload);
    expect(m.to).toBe('marco@estate.test');
    expect(m.subject).toBe('Reimposta la password del gestionale della Tenuta');
    const text = plain(m.text);
    expect(text).toContain(url);
    expect(text).toContain('fino alle 10:30');
    expect(text).toContain('ignora questa e-mail');
    expect(m.html).toContain(`href="${url}"`);
    expect(m.language).toBe('it');
  });

  it('in English, and refuses a payload without its link', async () => {
    const m = await render('en', payload);
    expect(m.subject).toBe('Reset your Tenuta back office password');
    expect(plain(m.text)).toContain('valid for 30 minutes');
    await expect(render('en', { name: 'Marco', expires_at: payload.expires_at })).rejects.toThrow('payload.url');
  });
});
