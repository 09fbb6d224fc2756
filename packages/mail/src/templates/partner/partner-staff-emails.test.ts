import { describe, expect, it } from 'vitest';
import { renderPartnerNotification, type PartnerNotification } from './index.ts';

/** The two e-mails the back office's partner pages queue: the company invitation and a status change. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const fail = (message: string): never => {
  throw new Error(message);
};
const render = (n: Omit<PartnerNotification, 'publicUrl' | 'recipient'>) =>
  renderPartnerNotification({} as never, { recipient: 'info@agency.example', publicUrl: 'https://tenuta.example', ...n }, fail);
const at = new Date('2026-11-23T09:30:00Z'); // 10:30 in Rome

describe('partner_invite', () => {
  const payload = {
    invite_id: 7,
    company_name: 'Langhe Tour',
    partner_type: 'reseller',
    invited_by: 'Giulia Rossi',
    url: 'https://tenuta.example/partner/register?token=abc',
    expires_at: at.toISOString(),
  };
  it('Italian: who invited, what a reseller does, the link and its end', async () => {
    const m = await render({ kind: 'partner_invite', locale: 'it', payload });
    expect(m.subject).toBe('Langhe Tour: il vostro invito all’area partner della Tenuta');
    const text = plain(m.text);
    expect(text).toContain('Giulia Rossi ha invitato Langhe Tour');
    expect(text).toContain('prezzi netti');
    expect(text).toContain(payload.url);
    expect(text).toContain('lunedì 23 novembre 2026, ore 10:30');
    expect(text).toContain('info@tenuta.example');
    expect(m.html).toContain('href="https://tenuta.example/partner/register?token=abc&amp;lang=it"');
    expect(m.language).toBe('it');
  });
  it('English, for a referrer', async () => {
    const m = await render({ kind: 'partner_invite', locale: 'en', payload: { ...payload, partner_type: 'referral' } });
    expect(m.subject).toBe('Langhe Tour: your invitation to the Tenuta partner area');
    expect(m.text).toContain('links and codes');
    expect(m.text).not.toContain('net rates');
    expect(m.text).toContain(payload.url);
  });
  it('escapes the company name and refuses a payload without a link', async () => {
    const m = await render({ kind: 'partner_invite', locale: 'it', payload: { ...payload, company_name: '<b>Evil</b>' } });
    expect(m.html).not.toContain('<b>Evil</b>');
    await expect(render({ kind: 'partner_invite', locale: 'it', payload: { ...payload, url: undefined } })).rejects.toThrow('payload.url');
    await expect(render({ kind: 'partner_invite', locale: 'it', payload: { ...payload, partner_type: 'vip' } })).rejects.toThrow('partner_type');
  });
});

describe('partner_status_changed', () => {
  const payload = { partner_id: 3, company_name: 'Hotel Belvedere', reason: 'Fatture non pagate da 90 giorni', login_url: 'https://tenuta.example/partner/login' };
  it('a suspension gives the reason and the contacts, and no sign-in button', async () => {
    const m = await render({ kind: 'partner_status_changed', locale: 'it', payload: { ...payload, change: 'suspended' } });
    expect(m.subject).toBe('Il vostro accesso all’area partner è sospeso');
    expect(m.text).toContain('Motivo: Fatture non pagate da 90 giorni');
    expect(m.text).toContain('+39 0173 123456');
    expect(m.html).not.toContain('href="https://tenuta.example/partner/login');
  });
  it('a reactivation (English) gives the reason and the way back in', async () => {
    const m = await render({ kind: 'partner_status_changed', locale: 'en', payload: { ...payload, change: 'reactivated', reason: 'Invoices settled' } });
    expect(m.subject).toBe('Your access to the partner area is active again');
    expect(m.text).toContain('Reason: Invoices settled');
    expect(m.html).toContain('href="https://tenuta.example/partner/login?lang=en"');
  });
  it('an approval without a reason', async () => {
    const m = await render({ kind: 'partner_status_changed', locale: 'en', payload: { ...payload, change: 'approved', reason: null } });
    expect(m.subject).toBe('Your partnership request has been approved');
    expect(m.text).not.toContain('Reason:');
    await expect(render({ kind: 'partner_status_changed', locale: 'en', payload: { ...payload, change: 'closed' } })).rejects.toThrow('payload.change');
  });
  it('a refused application gives the reason in the applicant’s language, and no sign-in button', async () => {
    const it = await render({ kind: 'partner_status_changed', locale: 'it', payload: { ...payload, change: 'refused', reason: 'Zona già coperta da un altro partner' } });
    expect(it.subject).toBe('La vostra richiesta di partnership non è stata accolta');
    expect(it.text).toContain('Motivo: Zona già coperta da un altro partner');
    expect(it.html).not.toContain('href="https://tenuta.example/partner/login');
    const en = await render({ kind: 'partner_status_changed', locale: 'en', payload: { ...payload, change: 'refused', reason: 'Area already covered' } });
    expect(en.subject).toBe('Your partnership request has not been accepted');
    expect(en.text).toContain('Reason: Area already covered');
  });
});
