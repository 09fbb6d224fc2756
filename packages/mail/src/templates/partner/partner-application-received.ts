import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerApplicationReceivedInput {
  locale: Locale;
  name: string;
  companyName: string;
  /** The partner sign-in page. */
  loginUrl: string;
}

const strings = {
  it: {
    subject: 'Abbiamo ricevuto la tua richiesta di diventare partner della Tenuta',
    title: (name: string) => `Grazie, ${name}`,
    body: (company: string) => `abbiamo ricevuto la richiesta di ${company} di diventare partner della Tenuta e di segnalarci i tuoi ospiti.`,
    next: 'La esaminiamo e ti scriviamo appena l’account è approvato, con le condizioni della collaborazione. Fino ad allora, accedendo all’area partner vedrai che l’account è in attesa di approvazione.',
    button: 'Area partner',
    contact: `Per qualsiasi domanda scrivici a ${estate.email}.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: 'We have received your application to become a Tenuta partner',
    title: (name: string) => `Thank you, ${name}`,
    body: (company: string) => `we have received the application of ${company} to become a Tenuta partner and refer your guests to us.`,
    next: 'We will review it and write to you as soon as the account is approved, with the terms of the partnership. Until then, signing in to the partner area shows that the account is awaiting approval.',
    button: 'Partner area',
    contact: `For any question, write to us at ${estate.email}.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** To a referrer who applied through the public form: received, what happens next. */
export function partnerApplicationReceivedEmail(input: PartnerApplicationReceivedInput): RenderedMail {
  const s = strings[input.locale];
  const intro = s.body(input.companyName);
  const body = html`${heading(s.title(input.name))}
${paragraph(intro)}
${paragraph(s.next)}
${button(input.loginUrl, s.button)}
${muted(s.contact)}`;
  return {
    subject: s.subject,
    text: [`${s.title(input.name)},`, '', intro, '', s.next, '', input.loginUrl, '', s.contact].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: name, company_name. */
export function partnerApplicationReceivedInput(payload: unknown, locale: Locale, recipient: string, publicUrl: string, fail: Fail): PartnerApplicationReceivedInput {
  const p = payloadRecord(payload, fail);
  return { locale, name: optionalText(p, 'name') ?? recipient, companyName: requiredText(p, 'company_name', fail), loginUrl: withLang(`${publicUrl}/partner/login`, locale) };
}
