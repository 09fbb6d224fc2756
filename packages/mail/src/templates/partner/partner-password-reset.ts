import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { formatTime } from '@tenuta/booking';
import type { Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerPasswordResetInput {
  locale: Locale;
  name: string;
  /** The reset page with the one-time token: /partner/reset/{token} */
  url: string;
  expiresAt: Date;
}

const strings = {
  it: {
    subject: 'Reimposta la password dell’area partner della Tenuta',
    title: (name: string) => `Ciao ${name},`,
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo accesso all’area partner.',
    action: 'Scegli una nuova password da questo link:',
    button: 'Scegli una nuova password',
    expiry: (time: string) =>
      `Il link funziona una sola volta ed è valido per 30 minuti (fino alle ${time}, ora italiana). Quando la password cambia, tutte le sessioni aperte vengono chiuse.`,
    ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: 'Reset your Tenuta partner area password',
    title: (name: string) => `Hello ${name},`,
    body: 'we received a request to reset the password of your partner area account.',
    action: 'Choose a new password from this link:',
    button: 'Choose a new password',
    expiry: (time: string) => `The link works once and is valid for 30 minutes (until ${time}, Italian time). When the password changes, every open session is signed out.`,
    ignore: 'If you did not ask to reset your password, ignore this e-mail: your current password stays valid.',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** The password-reset link: one button, 30 minutes, what to do if it was not you. */
export function partnerPasswordResetEmail(input: PartnerPasswordResetInput): RenderedMail {
  const s = strings[input.locale];
  const expiry = s.expiry(formatTime(input.expiresAt, input.locale));
  const body = html`${heading(s.title(input.name))}
${paragraph(s.body)}
${paragraph(s.action)}
${button(input.url, s.button)}
${muted(expiry)}
${muted(s.ignore)}`;
  return {
    subject: s.subject,
    text: [s.title(input.name), '', s.body, '', s.action, input.url, '', expiry, '', s.ignore].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: s.body, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: name, url, expires_at. */
export function partnerPasswordResetInput(payload: unknown, locale: Locale, recipient: string, fail: Fail): PartnerPasswordResetInput {
  const p = payloadRecord(payload, fail);
  return { locale, name: optionalText(p, 'name') ?? recipient, url: withLang(requiredUrl(p, 'url', fail), locale), expiresAt: requiredDate(p, 'expires_at', fail) };
}
