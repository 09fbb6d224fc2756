import { html } from '../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../layout.ts';
import { withLang } from '../links.ts';
import type { RenderedMail } from '../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import type { Locale } from '../strings.ts';

export interface StaffInviteInput {
  locale: Locale;
  name: string;
  role: 'owner' | 'manager' | 'front_desk' | 'accountant';
  invitedBy: string;
  /** The one-time set-password page: /staff/setup/{token} */
  url: string;
  expiresAt: Date;
}

const roles = {
  it: { owner: 'titolare', manager: 'responsabile', front_desk: 'accoglienza', accountant: 'amministrazione' },
  en: { owner: 'owner', manager: 'manager', front_desk: 'front desk', accountant: 'accountant' },
} as const;

const strings = {
  it: {
    subject: 'Il tuo accesso al gestionale della Tenuta',
    title: (name: string) => `Benvenuto nel team, ${name}`,
    body: (by: string, role: string) => `${by} ti ha invitato nel gestionale della Tenuta con il ruolo «${role}»: calendario delle uscite, prenotazioni, accoglienza degli ospiti.`,
    action: 'Scegli la tua password per attivare l’account:',
    button: 'Scegli la password',
    expiry: (when: string) => `Il link funziona una sola volta ed è valido fino al ${when}. Se non aspettavi questo invito, ignora l’e-mail.`,
    footer: 'E-mail automatica del gestionale della Tenuta.',
  },
  en: {
    subject: 'Your access to the Tenuta back office',
    title: (name: string) => `Welcome to the team, ${name}`,
    body: (by: string, role: string) => `${by} has invited you to the Tenuta back office as “${role}”: the calendar of experiences, bookings and guest check-in.`,
    action: 'Choose your password to activate the account:',
    button: 'Choose my password',
    expiry: (when: string) => `The link works once and is valid until ${when}. If you were not expecting this invitation, ignore this e-mail.`,
    footer: 'Automatic e-mail from the Tenuta back office.',
  },
} as const;

/** The Team page's invitation: who invited, which role, one button, when the link ends. */
export function staffInviteEmail(input: StaffInviteInput): RenderedMail {
  const s = strings[input.locale];
  const role = roles[input.locale][input.role];
  const when = formatDateTime(input.expiresAt, input.locale);
  // The set-up page opens in the language of this e-mail.
  const url = withLang(input.url, input.locale);
  const body = html`${heading(s.title(input.name))}
${paragraph(s.body(input.invitedBy, role))}
${paragraph(s.action)}
${button(url, s.button)}
${muted(s.expiry(when))}`;
  return {
    subject: s.subject,
    text: [s.title(input.name), '', s.body(input.invitedBy, role), '', s.action, url, '', s.expiry(when)].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: s.body(input.invitedBy, role), body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}
