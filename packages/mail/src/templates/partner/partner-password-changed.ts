import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerPasswordChangedInput {
  locale: Locale;
  name: string;
  changedAt: Date;
  /** reset: through the e-mailed link (every session ended); settings: from the settings page (other sessions ended). */
  via: 'reset' | 'settings';
  /** The forgot-password page, to take the account back. */
  forgotUrl: string;
}

const strings = {
  it: {
    subject: 'La password dell’area partner della Tenuta è cambiata',
    title: (name: string) => `Ciao ${name},`,
    body: (when: string) => `la password del tuo accesso all’area partner è stata cambiata ${when}.`,
    via: {
      reset: 'È stata reimpostata con il link ricevuto per e-mail: tutte le sessioni aperte sono state chiuse.',
      settings: 'È stata cambiata dalle impostazioni dell’area partner: le altre sessioni aperte sono state chiuse.',
    },
    notYou: `Se non sei stato tu, reimposta subito la password da questo link e scrivici a ${estate.email}:`,
    button: 'Reimposta la password',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: 'Your Tenuta partner area password has changed',
    title: (name: string) => `Hello ${name},`,
    body: (when: string) => `the password of your partner area account was changed on ${when}.`,
    via: {
      reset: 'It was reset with the link sent by e-mail: every open session has been signed out.',
      settings: 'It was changed from the partner area settings: your other open sessions have been signed out.',
    },
    notYou: `If this was not you, reset the password at once from this link and write to us at ${estate.email}:`,
    button: 'Reset the password',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** Tells a partner user that the password changed (by reset or from the settings), and how to take the account back. */
export function partnerPasswordChangedEmail(input: PartnerPasswordChangedInput): RenderedMail {
  const s = strings[input.locale];
  const when = formatDateTime(input.changedAt, input.locale);
  const intro = s.body(when);
  const body = html`${heading(s.title(input.name))}
${paragraph(intro)}
${paragraph(s.via[input.via])}
${muted(s.notYou)}
${button(input.forgotUrl, s.button)}`;
  return {
    subject: s.subject,
    text: [s.title(input.name), '', intro, s.via[input.via], '', s.notYou, input.forgotUrl].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: name, changed_at, via. */
export function partnerPasswordChangedInput(payload: unknown, locale: Locale, recipient: string, publicUrl: string, fail: Fail): PartnerPasswordChangedInput {
  const p = payloadRecord(payload, fail);
  return {
    locale,
    name: optionalText(p, 'name') ?? recipient,
    changedAt: requiredDate(p, 'changed_at', fail),
    via: p.via === 'settings' ? 'settings' : 'reset',
    forgotUrl: withLang(`${publicUrl}/partner/forgot`, locale),
  };
}
