import { describe, expect, it } from 'vitest';
import { renderPartnerNotification, type PartnerNotification } from './index.ts';
import { partnerUserInviteEmail } from './partner-user-invite.ts';
import { partnerPasswordResetEmail } from './partner-password-reset.ts';
import { partnerPasswordChangedEmail } from './partner-password-changed.ts';
import { partnerApplicationReceivedEmail } from './partner-application-received.ts';
import { staffPartnerApplicationEmail } from './staff-partner-application.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const fail = (message: string): never => {
  throw new Error(message);
};
const render = (n: Omit<PartnerNotification, 'publicUrl' | 'recipient'> & { recipient?: string }) =>
  renderPartnerNotification({} as never, { recipient: 'someone@agency.example', publicUrl: 'https://tenuta.example', ...n }, fail);

const at = new Date('2026-11-23T09:30:00Z'); // 10:30 in Rome

describe('partner_user_invite', () => {
  const input = {
    name: 'Anna',
    companyName: 'Agenzia Langhe Tour',
    invitedBy: 'Paolo Conti',
    role: 'booker' as const,
    url: 'https://tenuta.example/partner/register?token=abc',
    expiresAt: at,
  };
  it('says who invited, for which company and role, and carries the link (Italian)', () => {
    const m = partnerUserInviteEmail({ ...input, locale: 'it' });
    expect(m.subject).toBe('Il tuo accesso all’area partner della Tenuta per Agenzia Langhe Tour');
    const text = plain(m.text);
    expect(text).toContain('Paolo Conti ti ha invitato');
    // The role's name is the one the partner area shows.
    expect(text).toContain('«operatore (ordini per i clienti, senza prezzi netti)»');
    expect(text).toContain(input.url);
    expect(text).toContain('lunedì 23 novembre 2026, ore 10:30');
    expect(m.html).toContain('href="https://tenuta.example/partner/register?token=abc"');
    expect(m.language).toBe('it');
  });
  it('in English', () => {
    const m = partnerUserInviteEmail({ ...input, locale: 'en', role: 'owner' });
    expect(m.subject).toBe('Your access to the Tenuta partner area for Agenzia Langhe Tour');
    expect(plain(m.text)).toContain('as “owner (orders, prices, settings and users)”');
    expect(m.text).toContain(input.url);
  });
  it('escapes the company name in the HTML', () => {
    const m = partnerUserInviteEmail({ ...input, locale: 'it', companyName: '<b>Evil</b>' });
    expect(m.html).not.toContain('<b>Evil</b>');
    expect(m.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  });
});

describe('partner_password_reset', () => {
  it('carries the one-time link and its 30 minutes, in Italian and English', async () => {
    const payload = { name: 'Paolo', url: 'https://tenuta.example/partner/reset/tok123', expires_at: at.toISOString() };
    const it_ = await render({ kind: 'partner_password_reset', locale: 'it', payload });
    expect(it_.subject).toBe('Reimposta la password dell’area partner della Tenuta');
    expect(plain(it_.text)).toContain('https://tenuta.example/partner/reset/tok123');
    expect(plain(it_.text)).toContain('30 minuti (fino alle 10:30');
    const en = await render({ kind: 'partner_password_reset', locale: 'en', payload });
    expect(en.subject).toBe('Reset your Tenuta partner area password');
    expect(en.text).toContain('https://tenuta.example/partner/reset/tok123');
    expect(en.html).toContain('href="https://tenuta.example/partner/reset/tok123?lang=en"');
  });
  it('refuses a payload without a link', async () => {
    await expect(render({ kind: 'partner_password_reset', locale: 'it', payload: { name: 'x', expires_at: at.toISOString() } })).rejects.toThrow('payload.url');
    expect(() => partnerPasswordResetEmail({ locale: 'en', name: 'x', url: 'https://t.example/partner/reset/a', expiresAt: at })).not.toThrow();
  });
});

describe('partner_password_changed', () => {
  it('says when and how, and links to the forgot page (Italian, reset)', async () => {
    const m = await render({ kind: 'partner_password_changed', locale: 'it', payload: { name: 'Paolo', changed_at: at.toISOString(), via: 'reset' } });
    expect(m.subject).toBe('La password dell’area partner della Tenuta è cambiata');
    const text = plain(m.text);
    expect(text).toContain('cambiata lunedì 23 novembre 2026, ore 10:30');
    expect(text).toContain('tutte le sessioni aperte sono state chiuse');
    expect(text).toContain('https://tenuta.example/partner/forgot');
  });
  it('in English, from the settings', () => {
    const m = partnerPasswordChangedEmail({ locale: 'en', name: 'Paolo', changedAt: at, via: 'settings', forgotUrl: 'https://tenuta.example/partner/forgot' });
    expect(m.subject).toBe('Your Tenuta partner area password has changed');
    expect(plain(m.text)).toContain('your other open sessions have been signed out');
    expect(m.text).toContain('https://tenuta.example/partner/forgot');
  });
});

describe('partner applications', () => {
  it('thanks the applicant and links to the partner area (Italian and English)', async () => {
    const payload = { name: 'Elena', company_name: 'Hotel Bel Sito' };
    const it_ = await render({ kind: 'partner_application_received', locale: 'it', payload });
    expect(it_.subject).toBe('Abbiamo ricevuto la tua richiesta di diventare partner della Tenuta');
    expect(plain(it_.text)).toContain('la richiesta di Hotel Bel Sito');
    expect(it_.text).toContain('https://tenuta.example/partner/login');
    const en = partnerApplicationReceivedEmail({ locale: 'en', name: 'Elena', companyName: 'Hotel Bel Sito', loginUrl: 'https://tenuta.example/partner/login' });
    expect(en.subject).toBe('We have received your application to become a Tenuta partner');
    expect(en.text).toContain('https://tenuta.example/partner/login');
  });
  it('tells staff who applied, with a link to approve, replying to the applicant', async () => {
    const payload = { partner_id: 12, company_name: 'Hotel Bel Sito', name: 'Elena', email: 'elena@belsito.example', phone: null, message: 'Abbiamo 40 camere' };
    const m = await render({ kind: 'staff_partner_application', locale: 'it', payload, recipient: 'staff@tenuta.example' });
    expect(m.subject).toBe('Nuova richiesta partner: Hotel Bel Sito');
    const text = plain(m.text);
    for (const s of ['Referente: Elena', 'E-mail: elena@belsito.example', 'Telefono: non indicato', 'Messaggio: Abbiamo 40 camere', 'https://tenuta.example/staff/partners/12'])
      expect(text).toContain(s);
    expect(m.replyTo).toBe('elena@belsito.example');
    const en = staffPartnerApplicationEmail({
      locale: 'en',
      partnerId: 12,
      companyName: 'Hotel Bel Sito',
      name: 'Elena',
      email: 'elena@belsito.example',
      phone: '+39 333',
      message: null,
      reviewUrl: 'https://tenuta.example/staff/partners/12',
    });
    expect(en.subject).toBe('New partner application: Hotel Bel Sito');
    expect(en.text).toContain('Message: not given');
    await expect(render({ kind: 'staff_partner_application', locale: 'it', payload: { ...payload, partner_id: 'x' } })).rejects.toThrow('partner_id');
  });
});
