import { describe, expect, it } from 'vitest';
import { withLang } from './links.ts';
import { renderPartnerNotification } from './templates/partner/index.ts';
import { staffInviteEmail } from './templates/staff-invite.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('links of account e-mails open the page in the e-mail’s language', () => {
  it('adds or replaces lang, keeping the rest of the address', () => {
    expect(withLang('https://tenuta.example/staff/setup/abc', 'en')).toBe('https://tenuta.example/staff/setup/abc?lang=en');
    expect(withLang('https://tenuta.example/partner/register?token=abc', 'it')).toBe('https://tenuta.example/partner/register?token=abc&lang=it');
    expect(withLang('https://tenuta.example/partner/login?lang=it', 'en')).toBe('https://tenuta.example/partner/login?lang=en');
  });

  it('an English staff invitation opens the set-up page in English', () => {
    const m = staffInviteEmail({
      locale: 'en',
      name: 'Marta',
      role: 'front_desk',
      invitedBy: 'Giulia',
      url: 'https://tenuta.example/staff/setup/StaffSetupToken',
      expiresAt: new Date('2026-11-23T09:30:00Z'),
    });
    expect(m.text).toContain('https://tenuta.example/staff/setup/StaffSetupToken?lang=en');
    expect(m.html).toContain('href="https://tenuta.example/staff/setup/StaffSetupToken?lang=en"');
    // The role is named as the back office names it.
    expect(m.text).toContain('“front desk”');
  });

  it('partner invitations and resets carry the recipient’s language', async () => {
    const expires_at = new Date('2026-11-23T09:30:00Z').toISOString();
    const reset = await renderPartnerNotification(
      {} as never,
      {
        kind: 'partner_password_reset',
        locale: 'en',
        recipient: 'a@agency.example',
        publicUrl: 'https://tenuta.example',
        payload: { name: 'Paolo', url: 'https://tenuta.example/partner/reset/tok', expires_at },
      },
      fail,
    );
    expect(reset.text).toContain('https://tenuta.example/partner/reset/tok?lang=en');
    const invite = await renderPartnerNotification(
      {} as never,
      {
        kind: 'partner_user_invite',
        locale: 'it',
        recipient: 'b@agency.example',
        publicUrl: 'https://tenuta.example',
        payload: { name: 'Luca', company_name: 'Agenzia', invited_by: 'Paolo', role: 'booker', url: 'https://tenuta.example/partner/register?token=tok', expires_at },
      },
      fail,
    );
    expect(invite.text).toContain('https://tenuta.example/partner/register?token=tok&lang=it');
    expect(invite.text).toContain('«operatore');
  });
});
