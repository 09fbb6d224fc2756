import { html } from '../../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, textRows, type DetailRow } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import type { Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, type Fail } from './partner-account-payload.ts';

export interface StaffPartnerApplicationInput {
  /** The staff's language. */
  locale: Locale;
  partnerId: number;
  companyName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** The partner's page in the back office, where it is approved. */
  reviewUrl: string;
}

const strings = {
  it: {
    subject: (company: string) => `Nuova richiesta partner: ${company}`,
    title: 'Nuova richiesta di diventare partner',
    body: (company: string) => `${company} chiede di diventare partner segnalatore. L’account resta inattivo finché non lo approvi e non ne fissi la commissione.`,
    company: 'Azienda',
    person: 'Referente',
    email: 'E-mail',
    phone: 'Telefono',
    message: 'Messaggio',
    none: 'non indicato',
    button: 'Apri la richiesta',
    footer: 'Notifica automatica del sito. Rispondi a questa e-mail per scrivere al richiedente.',
  },
  en: {
    subject: (company: string) => `New partner application: ${company}`,
    title: 'New application to become a partner',
    body: (company: string) => `${company} applies to become a referral partner. The account stays inactive until you approve it and set its commission.`,
    company: 'Company',
    person: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    none: 'not given',
    button: 'Open the application',
    footer: 'Automatic notice from the website. Reply to this e-mail to write to the applicant.',
  },
} as const;

/** To the estate's staff address: who applied, their message, a button to the partner's page. */
export function staffPartnerApplicationEmail(input: StaffPartnerApplicationInput): RenderedMail {
  const s = strings[input.locale];
  const rows: (readonly [string, string])[] = [
    [s.company, input.companyName],
    [s.person, input.name],
    [s.email, input.email],
    [s.phone, input.phone ?? s.none],
    [s.message, input.message ?? s.none],
  ];
  const intro = s.body(input.companyName);
  const body = html`${heading(s.title)}
${paragraph(intro)}
${detailCard({ rows: rows as readonly DetailRow[], action: button(input.reviewUrl, s.button) })}
${muted(s.footer)}`;
  return {
    subject: s.subject(input.companyName),
    text: [s.title, '', intro, '', textRows(rows), '', input.reviewUrl].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject(input.companyName), preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: input.email,
    attachments: [],
  };
}

/** The queued payload: partner_id, company_name, name, email, phone, message. */
export function staffPartnerApplicationInput(payload: unknown, locale: Locale, publicUrl: string, fail: Fail): StaffPartnerApplicationInput {
  const p = payloadRecord(payload, fail);
  const partnerId = Number.isSafeInteger(p.partner_id) && (p.partner_id as number) > 0 ? (p.partner_id as number) : fail('payload.partner_id must be a partner id');
  const email = requiredText(p, 'email', fail);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail('payload.email is not an e-mail address');
  return {
    locale,
    partnerId,
    companyName: requiredText(p, 'company_name', fail),
    name: requiredText(p, 'name', fail),
    email,
    phone: optionalText(p, 'phone'),
    message: optionalText(p, 'message'),
    reviewUrl: `${publicUrl}/staff/partners/${partnerId}`,
  };
}
