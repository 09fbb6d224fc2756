import { formatDateTime } from '@tenuta/booking';
import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import type { Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerApplicationConfirmInput {
  locale: Locale;
  name: string;
  companyName: string;
  /** The registration page with the one-time token: /partner/register?confirm={token} */
  link: string;
  expiresAt: Date;
}

const strings = {
  it: {
    subject: 'Conferma il tuo indirizzo per diventare partner della Tenuta',
    title: (name: string) => `Ciao ${name},`,
    body: (company: string) => `abbiamo ricevuto la richiesta di ${company} di diventare partner della Tenuta con questo indirizzo e-mail.`,
    action: 'Per inviarci la candidatura, conferma che l’indirizzo è tuo da questo link:',
    password: 'La pagina ti chiederà la password che hai scelto quando hai compilato la candidatura: così sappiamo che chi conferma è chi ha scritto il modulo.',
    button: 'Conferma e invia la candidatura',
    expiry: (time: string) => `Il link funziona una sola volta ed è valido per 24 ore (fino a ${time}, ora italiana). Finché non lo usi non viene creato nessun account.`,
    ignore: 'Se non hai inviato tu la candidatura, ignora questa e-mail e non usare il link: senza conferma la richiesta viene cancellata.',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: 'Confirm your address to become a Tenuta partner',
    title: (name: string) => `Hello ${name},`,
    body: (company: string) => `we have received the application of ${company} to become a Tenuta partner with this e-mail address.`,
    action: 'To send us the application, confirm that the address is yours from this link:',
    password: 'The page will ask for the password you chose when you applied: that is how we know whoever confirms is whoever filled in the form.',
    button: 'Confirm and send the application',
    expiry: (time: string) => `The link works once and is valid for 24 hours (until ${time}, Italian time). No account is created until you use it.`,
    ignore: 'If you did not apply, ignore this e-mail and do not use the link: without a confirmation the request is deleted.',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** To the address of a referrer's application: prove it is yours (one link, 24 hours, the form's password) before anything is created. */
export function partnerApplicationConfirmEmail(input: PartnerApplicationConfirmInput): RenderedMail {
  const s = strings[input.locale];
  const intro = s.body(input.companyName);
  const expiry = s.expiry(formatDateTime(input.expiresAt, input.locale));
  const body = html`${heading(s.title(input.name))}
${paragraph(intro)}
${paragraph(s.action)}
${button(input.link, s.button)}
${paragraph(s.password)}
${muted(expiry)}
${muted(s.ignore)}`;
  return {
    subject: s.subject,
    text: [s.title(input.name), '', intro, '', s.action, input.link, '', s.password, '', expiry, '', s.ignore].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: name, company_name, link, expires_at. */
export function partnerApplicationConfirmInput(payload: unknown, locale: Locale, recipient: string, fail: Fail): PartnerApplicationConfirmInput {
  const p = payloadRecord(payload, fail);
  const name = optionalText(p, 'name') ?? recipient;
  return {
    locale,
    name,
    companyName: optionalText(p, 'company_name') ?? name,
    link: withLang(requiredUrl(p, 'link', fail), locale),
    expiresAt: requiredDate(p, 'expires_at', fail),
  };
}
