import { html } from '../../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, textRows, type DetailRow } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, requiredUrl, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerCodeRequestDecidedInput {
  locale: Locale;
  decision: 'approved' | 'refused';
  companyName: string;
  code: string;
  discountPercent: number;
  /** Staff's note (a refusal's reason). */
  note: string | null;
  /** The partner's codes page. */
  codesUrl: string;
}

const strings = {
  it: {
    subject: { approved: (c: string) => `Il codice sconto ${c} è attivo`, refused: (c: string) => `La richiesta del codice ${c} non è stata accolta` },
    title: { approved: 'Nuovo codice sconto attivo', refused: 'Richiesta di codice non accolta' },
    body: {
      approved: (company: string, code: string, pct: number) =>
        `Abbiamo approvato la richiesta di ${company}: il codice ${code} è attivo e dà il ${pct}% di sconto sulla caccia al tartufo. Le prenotazioni fatte con il codice vi sono accreditate.`,
      refused: (company: string, code: string) => `Abbiamo esaminato la richiesta di ${company} per il codice ${code} e non possiamo accoglierla.`,
    },
    code: 'Codice',
    discount: 'Sconto',
    note: { approved: 'Nota', refused: 'Motivo' },
    button: 'I vostri codici',
    help: `Per qualsiasi domanda scriveteci a ${estate.email}.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: { approved: (c: string) => `The discount code ${c} is active`, refused: (c: string) => `Your request for the code ${c} was not accepted` },
    title: { approved: 'New discount code active', refused: 'Code request not accepted' },
    body: {
      approved: (company: string, code: string, pct: number) =>
        `We have approved the request of ${company}: the code ${code} is active and gives ${pct}% off truffle hunts. Bookings made with it are credited to you.`,
      refused: (company: string, code: string) => `We have reviewed the request of ${company} for the code ${code} and cannot accept it.`,
    },
    code: 'Code',
    discount: 'Discount',
    note: { approved: 'Note', refused: 'Reason' },
    button: 'Your codes',
    help: `Any question: write to ${estate.email}.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** To the partner who asked for a discount code: approved (the code is live) or refused (the reason). */
export function partnerCodeRequestDecidedEmail(input: PartnerCodeRequestDecidedInput): RenderedMail {
  const s = strings[input.locale];
  const d = input.decision;
  const subject = s.subject[d](input.code);
  const intro = d === 'approved' ? s.body.approved(input.companyName, input.code, input.discountPercent) : s.body.refused(input.companyName, input.code);
  const rows: (readonly [string, string])[] = [[s.code, input.code], [s.discount, `${input.discountPercent}%`], ...(input.note ? [[s.note[d], input.note] as const] : [])];
  const body = html`${heading(s.title[d])}
${paragraph(intro)}
${detailCard({ rows: rows as readonly DetailRow[], action: button(input.codesUrl, s.button) })}
${muted(s.help)}`;
  return {
    subject,
    text: [s.title[d], '', intro, '', textRows(rows), '', `${s.button}: ${input.codesUrl}`, '', s.help].join('\n'),
    html: emailLayout({ locale: input.locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: decision (approved | refused), company_name, code, discount_percent, note, codes_url. */
export function partnerCodeRequestDecidedInput(payload: unknown, locale: Locale, fail: Fail): PartnerCodeRequestDecidedInput {
  const p = payloadRecord(payload, fail);
  const decision = p.decision === 'approved' || p.decision === 'refused' ? p.decision : fail('payload.decision must be approved or refused');
  const pct = p.discount_percent;
  const discountPercent = Number.isSafeInteger(pct) && (pct as number) >= 1 && (pct as number) <= 100 ? (pct as number) : fail('payload.discount_percent must be a percentage');
  return {
    locale,
    decision,
    companyName: requiredText(p, 'company_name', fail),
    code: requiredText(p, 'code', fail),
    discountPercent,
    note: optionalText(p, 'note'),
    codesUrl: withLang(requiredUrl(p, 'codes_url', fail), locale),
  };
}
