import { html } from '../../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { formatDateTime } from '@tenuta/booking';
import { estate, type Locale } from '../../strings.ts';
import { optionalText, payloadRecord, requiredDate, requiredText, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerIbanChangedInput {
  locale: Locale;
  companyName: string;
  /** "IT60 •••• 3456" */
  ibanMasked: string;
  previousIbanMasked: string | null;
  accountHolder: string;
  changedAt: Date;
  /** Payouts are held until then. */
  holdUntil: Date;
  /** Who changed it: "Name <e-mail>". */
  changedBy: string | null;
  /** The partner area's payouts page. */
  payoutsUrl: string;
}

const strings = {
  it: {
    subject: 'Le coordinate bancarie per le provvigioni sono cambiate',
    title: 'Nuovo IBAN per i pagamenti delle provvigioni',
    intro: (c: string, when: string) => `l’IBAN su cui ${c} riceve le provvigioni della Tenuta è stato cambiato ${when}.`,
    newIban: 'Nuovo IBAN',
    oldIban: 'IBAN precedente',
    holder: 'Intestatario',
    by: 'Modificato da',
    hold: (until: string) => `Per sicurezza i pagamenti restano sospesi fino a ${until}: nessun bonifico partirà verso il nuovo conto prima di allora.`,
    notYou: `Se non riconoscete questa modifica, cambiate subito la password dell’area partner e scriveteci a ${estate.email}: bloccheremo i pagamenti.`,
    button: 'Apri i pagamenti',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: 'Your bank details for commissions have changed',
    title: 'New IBAN for commission payouts',
    intro: (c: string, when: string) => `the IBAN on which ${c} receives the Tenuta’s commissions was changed on ${when}.`,
    newIban: 'New IBAN',
    oldIban: 'Previous IBAN',
    holder: 'Account holder',
    by: 'Changed by',
    hold: (until: string) => `For your safety payouts are held until ${until}: no transfer goes to the new account before then.`,
    notYou: `If you do not recognise this change, change your partner area password at once and write to us at ${estate.email}: we will stop the payouts.`,
    button: 'Open payouts',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** Tells the company address and the owners that the payout IBAN changed, that payouts are held 48 hours, and what to do if it was not them. */
export function partnerIbanChangedEmail(input: PartnerIbanChangedInput): RenderedMail {
  const s = strings[input.locale];
  const greeting = input.locale === 'it' ? `Gentile ${input.companyName},` : `Dear ${input.companyName},`;
  const intro = s.intro(input.companyName, formatDateTime(input.changedAt, input.locale));
  const hold = s.hold(formatDateTime(input.holdUntil, input.locale));
  const rows: [string, string][] = [
    [s.newIban, input.ibanMasked],
    ...(input.previousIbanMasked ? [[s.oldIban, input.previousIbanMasked] as [string, string]] : []),
    [s.holder, input.accountHolder],
    ...(input.changedBy ? [[s.by, input.changedBy] as [string, string]] : []),
  ];
  const body = html`${heading(s.title)}
${paragraph(greeting)}
${paragraph(intro)}
${detailCard({ rows })}
${paragraph(hold)}
${muted(s.notYou)}
${button(input.payoutsUrl, s.button)}`;
  return {
    subject: s.subject,
    text: [s.title, '', greeting, intro, '', textRows(rows), '', hold, '', s.notYou, '', `${s.button}: ${input.payoutsUrl}`].join('\n'),
    html: emailLayout({ locale: input.locale, title: s.subject, preheader: intro, body, footerNote: s.footer }),
    language: input.locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: company_name, iban_masked, previous_iban_masked, account_holder, changed_at, hold_until, changed_by. */
export function partnerIbanChangedInput(payload: unknown, locale: Locale, publicUrl: string, fail: Fail): PartnerIbanChangedInput {
  const p = payloadRecord(payload, fail);
  return {
    locale,
    companyName: requiredText(p, 'company_name', fail),
    ibanMasked: requiredText(p, 'iban_masked', fail),
    previousIbanMasked: optionalText(p, 'previous_iban_masked'),
    accountHolder: requiredText(p, 'account_holder', fail),
    changedAt: requiredDate(p, 'changed_at', fail),
    holdUntil: requiredDate(p, 'hold_until', fail),
    changedBy: optionalText(p, 'changed_by'),
    payoutsUrl: withLang(`${publicUrl}/partner/referrals/payouts`, locale),
  };
}
