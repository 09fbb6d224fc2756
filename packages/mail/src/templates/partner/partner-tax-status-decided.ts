import { html } from '../../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredText, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerTaxStatusDecidedInput {
  locale: Locale;
  decision: 'confirmed' | 'refused';
  companyName: string;
  personType: 'private' | 'company';
  vatNumber: string | null;
  /** The withholding rate in basis points (1150 = 11.5 %). */
  withholdingBps: number;
  /** Staff's reason for a refusal. */
  reason: string | null;
  /** The partner area's payouts page. */
  payoutsUrl: string;
}

const rate = (bps: number, locale: Locale) => (locale === 'it' ? `${String(bps / 100).replace('.', ',')} %` : `${bps / 100}%`);
/** What a payout will have withheld: a private person, or a business without a VAT number. */
const withheld = (i: PartnerTaxStatusDecidedInput) => i.personType === 'private' || !i.vatNumber;

const strings = {
  it: {
    subject: { confirmed: 'Profilo fiscale confermato', refused: 'Richiesta di modifica del profilo fiscale non accolta' },
    intro: {
      confirmed: (c: string) => `abbiamo confermato il profilo fiscale che ${c} ci ha indicato: i prossimi pagamenti delle provvigioni seguono questi dati.`,
      refused: (c: string) => `abbiamo esaminato la modifica del profilo fiscale chiesta da ${c} e non possiamo accoglierla: i pagamenti continuano con il profilo di prima.`,
    },
    person: { private: 'Persona fisica', company: 'Azienda' },
    type: 'Profilo',
    vat: 'Partita IVA',
    none: 'nessuna',
    withholding: 'Ritenuta d’acconto',
    withholdingNone: 'nessuna: inviate la vostra fattura',
    reason: 'Motivo',
    button: 'Apri i pagamenti',
    help: `Per qualsiasi domanda scriveteci a ${estate.email}.`,
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: { confirmed: 'Tax status confirmed', refused: 'Your tax status change was not accepted' },
    intro: {
      confirmed: (c: string) => `we have confirmed the tax status ${c} gave us: the next commission payouts follow these details.`,
      refused: (c: string) => `we have reviewed the tax status change asked by ${c} and cannot accept it: payouts go on with the status as it was.`,
    },
    person: { private: 'Private person', company: 'Company' },
    type: 'Status',
    vat: 'VAT number',
    none: 'none',
    withholding: 'Withholding tax',
    withholdingNone: 'none: please send your invoice',
    reason: 'Reason',
    button: 'Open payouts',
    help: `Any question: write to ${estate.email}.`,
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** To the company address and the owners: staff confirmed the requested tax status (and what is withheld now), or refused it with a reason. */
export function partnerTaxStatusDecidedEmail(input: PartnerTaxStatusDecidedInput): RenderedMail {
  const s = strings[input.locale];
  const d = input.decision;
  const greeting = input.locale === 'it' ? `Gentile ${input.companyName},` : `Dear ${input.companyName},`;
  const intro = s.intro[d](input.companyName);
  const rows: [string, string][] = [
    [s.type, s.person[input.personType]],
    [s.vat, input.vatNumber ?? s.none],
    ...(d === 'confirmed' ? [[s.withholding, withheld(input) ? rate(input.withholdingBps, input.locale) : s.withholdingNone] as [string, string]] : []),
    ...(input.reason ? [[s.reason, input.reason] as [string, string]] : []),
  ];
  const body = html`${heading(s.subject[d])}
${paragraph(greeting)}
${paragraph(intro)}
${detailCard({ rows, action: button(input.payoutsUrl, s.button) })}
${muted(s.help)}`;
  return {
    subject: s.subject[d],
    text: [s.subject[d], '', greeting, intro, '', textRows(rows), '', `${s.button}: ${input.payoutsUrl}`, '', s.help].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject[d], preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: decision (confirmed | refused), company_name, person_type, vat_number, withholding_bps, reason. */
export function partnerTaxStatusDecidedInput(payload: unknown, locale: Locale, publicUrl: string, fail: Fail): PartnerTaxStatusDecidedInput {
  const p = payloadRecord(payload, fail);
  const decision = p.decision === 'confirmed' || p.decision === 'refused' ? p.decision : fail('payload.decision must be confirmed or refused');
  const personType = p.person_type === 'private' || p.person_type === 'company' ? p.person_type : fail('payload.person_type must be private or company');
  const bps = p.withholding_bps;
  const withholdingBps = Number.isSafeInteger(bps) && (bps as number) >= 0 && (bps as number) <= 5000 ? (bps as number) : fail('payload.withholding_bps must be 0 to 5000');
  return {
    locale,
    decision,
    companyName: requiredText(p, 'company_name', fail),
    personType,
    vatNumber: optionalText(p, 'vat_number'),
    withholdingBps,
    reason: optionalText(p, 'reason'),
    payoutsUrl: withLang(`${publicUrl}/partner/referrals/payouts`, locale),
  };
}
