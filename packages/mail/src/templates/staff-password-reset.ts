import { html } from '../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { formatTime } from '@tenuta/booking';
import type { Locale } from '../strings.ts';

export interface StaffPasswordResetInput {
  locale: Locale;
  name: string;
  /** The one-time page that sets the new password: /staff/reset/{token} */
  url: string;
  expiresAt: Date;
}

const strings = {
  it: {
    subject: 'Reimposta la password del gestionale della Tenuta',
    title: (name: string) => `Ciao ${name},`,
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo accesso al gestionale della Tenuta.',
    action: 'Scegli una nuova password da questo link:',
    button: 'Scegli una nuova password',
    expiry: (time: string) =>
      `Il link funziona una sola volta ed è valido per 30 minuti (fino alle ${time}, ora italiana). Quando la password cambia, tutte le sessioni aperte vengono chiuse; se usi l’app di autenticazione, all’accesso ti chiederà ancora il codice.`,
    ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida. Se capita di nuovo, avvisa il titolare.',
    footer: 'E-mail automatica del gestionale della Tenuta.',
  },
  en: {
    subject: 'Reset your Tenuta back office password',
    title: (name: string) => `Hello ${name},`,
    body: 'we received a request to reset the password of your Tenuta back office account.',
    action: 'Choose a new password from this link:',
    button: 'Choose a new password',
    expiry: (time: string) =>
      `The link works once and is valid for 30 minutes (until ${time}, Italian time). When the password changes, every open session is signed out; if you use the authenticator app, signing in still asks for its code.`,
    ignore: 'If you did not ask to reset your password, ignore this e-mail: your current password stays valid. If it happens again, tell the owner.',
    footer: 'Automatic e-mail from the Tenuta back office.',
  },
} as const;

/** The staff sign-in's "forgot password" link: one button, 30 minutes, what to do if it was not you. */
export function staffPasswordResetEmail(input: StaffPasswordResetInput): RenderedMail {
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

/** The queued payload: name, url, expires_at; `fail` reports an unusable one. */
export function staffPasswordResetInput(payload: unknown, locale: Locale, recipient: string, fail: (message: string) => never): StaffPasswordResetInput {
  const p = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : fail('payload must be an object');
  const text = (key: string) => (typeof p[key] === 'string' && (p[key] as string).trim() !== '' ? (p[key] as string) : null);
  const url = text('url') ?? fail('payload.url is required');
  const expiresAt = new Date(text('expires_at') ?? '');
  if (Number.isNaN(expiresAt.getTime())) fail('payload.expires_at must be an ISO instant');
  return { locale, name: text('name') ?? recipient, url, expiresAt };
}
