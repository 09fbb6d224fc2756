import { html } from '../../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, textRows, type DetailRow } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import type { Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, requiredUrl, type Fail } from './partner-account-payload.ts';

export interface StaffPartnerCodeRequestInput {
  /** The staff's language. */
  locale: Locale;
  companyName: string;
  code: string;
  discountPercent: number;
  note: string | null;
  /** The back office's commissions page, where requests are approved or refused. */
  reviewUrl: string;
}

const strings = {
  it: {
    subject: (company: string, code: string) => `Richiesta di codice sconto: ${code} (${company})`,
    title: 'Un partner chiede un nuovo codice sconto',
    body: (company: string) =>
      `${company} chiede un nuovo codice sconto per i suoi ospiti. Il codice nasce solo quando lo approvi; le prenotazioni fatte con esso saranno accreditate al partner.`,
    company: 'Partner',
    code: 'Codice',
    discount: 'Sconto',
    note: 'Nota del partner',
    none: 'nessuna',
    button: 'Approva o rifiuta',
    footer: 'Notifica automatica dell’area partner.',
  },
  en: {
    subject: (company: string, code: string) => `Discount code request: ${code} (${company})`,
    title: 'A partner asks for a new discount code',
    body: (company: string) =>
      `${company} asks for a new discount code for its guests. The code exists only once you approve it; bookings made with it will be credited to the partner.`,
    company: 'Partner',
    code: 'Code',
    discount: 'Discount',
    note: "Partner's note",
    none: 'none',
    button: 'Approve or refuse',
    footer: 'Automatic notice from the partner area.',
  },
} as const;

/** To the estate's staff address: which partner asks for which code, a button to the review page. */
export function staffPartnerCodeRequestEmail(input: StaffPartnerCodeRequestInput): RenderedMail {
  const s = strings[input.locale];
  const rows: (readonly [string, string])[] = [
    [s.company, input.companyName],
    [s.code, input.code],
    [s.discount, `${input.discountPercent}%`],
    [s.note, input.note ?? s.none],
  ];
  const intro = s.body(input.companyName);
  const subject = s.subject(input.companyName, input.code);
  const body = html`${heading(s.title)}
${paragraph(intro)}
${detailCard({ rows: rows as readonly DetailRow[], action: button(input.reviewUrl, s.button) })}
${muted(s.footer)}`;
  return {
    subject,
    text: [s.title, '', intro, '', textRows(rows), '', input.reviewUrl].join('\n'),
    html: emailLayout({ locale: input.locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    attachments: [],
  };
}

/** The queued payload: request_id, partner_id, company_name, code, discount_percent, note, review_url. */
export function staffPartnerCodeRequestInput(payload: unknown, locale: Locale, fail: Fail): StaffPartnerCodeRequestInput {
  const p = payloadRecord(payload, fail);
  const pct = p.discount_percent;
  const discountPercent = Number.isSafeInteger(pct) && (pct as number) >= 1 && (pct as number) <= 100 ? (pct as number) : fail('payload.discount_percent must be a percentage');
  return {
    locale,
    companyName: requiredText(p, 'company_name', fail),
    code: requiredText(p, 'code', fail),
    discountPercent,
    note: optionalText(p, 'note'),
    reviewUrl: requiredUrl(p, 'review_url', fail),
  };
}
