import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import type { Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, requiredText, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerUserInviteInput {
  locale: Locale;
  name: string;
  companyName: string;
  invitedBy: string;
  role: 'owner' | 'booker';
  /** The registration page with the one-time token: /partner/register?token=… */
  url: string;
  expiresAt: Date;
}

const strings = {
  it: {
    subject: (company: string) => `Il tuo accesso all’area partner della Tenuta per ${company}`,
    title: (name: string) => `Benvenuto, ${name}`,
    body: (by: string, company: string, role: string) => `${by} ti ha invitato nell’area partner della Tenuta per ${company}, con il ruolo «${role}».`,
    roles: { owner: 'titolare (ordini, prezzi, impostazioni e utenti)', booker: 'operatore (ordini per i clienti, senza prezzi netti)' },
    action: 'Completa la registrazione scegliendo la tua password:',
    button: 'Completa la registrazione',
    expiry: (when: string) => `Il link funziona una sola volta ed è valido fino al ${when}. Se non aspettavi questo invito, ignora l’e-mail.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: (company: string) => `Your access to the Tenuta partner area for ${company}`,
    title: (name: string) => `Welcome, ${name}`,
    body: (by: string, company: string, role: string) => `${by} has invited you to the Tenuta partner area for ${company} as “${role}”.`,
    roles: { owner: 'owner (orders, prices, settings and users)', booker: 'booker (orders for clients, without net prices)' },
    action: 'Complete your registration by choosing your password:',
    button: 'Complete registration',
    expiry: (when: string) => `The link works once and is valid until ${when}. If you were not expecting this invitation, ignore this e-mail.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** A partner's owner invites a colleague: who invited, for which company and role, one button, when the link ends. */
export function partnerUserInviteEmail(input: PartnerUserInviteInput): RenderedMail {
  const s = strings[input.locale];
  const intro = s.body(input.invitedBy, input.companyName, s.roles[input.role]);
  const when = formatDateTime(input.expiresAt, input.locale);
  const body = html`${heading(s.title(input.name))}
${paragraph(intro)}
${paragraph(s.action)}
${button(input.url, s.button)}
${muted(s.expiry(when))}`;
  return {
    subject: s.subject(input.companyName),
    text: [s.title(input.name), '', intro, '', s.action, input.url, '', s.expiry(when)].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject(input.companyName), preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: name, company_name, invited_by, role, url, expires_at. */
export function partnerUserInviteInput(payload: unknown, locale: Locale, recipient: string, fail: Fail): PartnerUserInviteInput {
  const p = payloadRecord(payload, fail);
  const role = p.role === 'owner' || p.role === 'booker' ? p.role : fail('payload.role must be owner or booker');
  return {
    locale,
    name: optionalText(p, 'name') ?? recipient,
    companyName: requiredText(p, 'company_name', fail),
    invitedBy: optionalText(p, 'invited_by') ?? 'Tenuta',
    role,
    url: withLang(requiredUrl(p, 'url', fail), locale),
    expiresAt: requiredDate(p, 'expires_at', fail),
  };
}
