import type { Executor } from '@tenuta/core';
import { formatMoney } from '@tenuta/booking';
import { loadRemittanceInput, remittanceFilename, type RemittanceInput, renderRemittancePdf, type Seller } from '@tenuta/billing';
import { html } from '../../html.ts';
import { button, emailLayout, heading, muted, paragraph, summaryBand, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { payloadRecord, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

export interface PartnerPayoutRemittanceInput {
  remittance: RemittanceInput;
  /** The PDF of the remittance, attached. */
  pdf: Buffer;
  payoutsUrl: string;
}

const strings = {
  it: {
    subject: (period: string) => `Provvigioni pagate: periodo ${period}`,
    title: 'Abbiamo pagato le vostre provvigioni',
    intro: (c: string, period: string, rows: number) =>
      `Gentile ${c}, abbiamo disposto il bonifico delle provvigioni del periodo ${period} (${rows} ${rows === 1 ? 'riga' : 'righe'}). In allegato l’avviso di pagamento con il dettaglio.`,
    gross: 'Lordo',
    withholding: 'Ritenuta d’acconto',
    net: 'Netto pagato',
    account: 'Sul conto',
    invoice: 'Se siete un’azienda con partita IVA, inviateci la fattura per l’importo lordo.',
    button: 'Apri i pagamenti',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: (period: string) => `Commissions paid: period ${period}`,
    title: 'We have paid your commissions',
    intro: (c: string, period: string, rows: number) =>
      `Dear ${c}, we have sent the transfer of your commissions for ${period} (${rows} ${rows === 1 ? 'row' : 'rows'}). The remittance advice with the details is attached.`,
    gross: 'Gross',
    withholding: 'Withholding tax',
    net: 'Net paid',
    account: 'To account',
    invoice: 'If you are a company with a VAT number, please send us your invoice for the gross amount.',
    button: 'Open payouts',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** The payout is paid: gross, withholding and net, the account, and the remittance PDF attached. */
export function partnerPayoutRemittanceEmail(input: PartnerPayoutRemittanceInput): RenderedMail {
  const r = input.remittance;
  const s = strings[r.locale];
  const money = (c: number) => formatMoney(c, r.locale);
  const intro = s.intro(r.partner.companyName, r.period, r.rows.length);
  const rows: [string, string][] = [
    [s.gross, money(r.grossCents)],
    [s.withholding, r.withholdingCents > 0 ? `- ${money(r.withholdingCents)}` : money(0)],
    [s.net, money(r.netCents)],
    ...(r.iban ? [[s.account, `${r.iban.slice(0, 4)} •••• ${r.iban.slice(-4)}`] as [string, string]] : []),
  ];
  const body = html`${heading(s.title)}
${paragraph(intro)}
${summaryBand(rows)}
${r.withholdingCents === 0 ? muted(s.invoice) : ''}
${button(input.payoutsUrl, s.button)}`;
  return {
    subject: s.subject(r.period),
    text: [s.title, '', intro, '', textRows(rows), ...(r.withholdingCents === 0 ? ['', s.invoice] : []), '', `${s.button}: ${input.payoutsUrl}`].join('\n'),
    html: emailLayout({ locale: r.locale, title: s.subject(r.period), preheader: intro, body, footerNote: s.footer }),
    language: r.locale,
    replyTo: estate.email,
    attachments: [{ filename: remittanceFilename(r.period, r.payoutId, r.locale), content: input.pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' }],
  };
}

/**
 * The queued payload is { payout_id }: the payout and its rows are read when the e-mail is sent (it
 * is paid by then). The PDF names the estate that withholds, so the seller data must be configured.
 */
export async function partnerPayoutRemittanceInput(
  db: Executor,
  payload: unknown,
  locale: Locale,
  publicUrl: string,
  seller: Seller | undefined,
  fail: Fail,
): Promise<PartnerPayoutRemittanceInput> {
  const p = payloadRecord(payload, fail);
  const id = typeof p.payout_id === 'number' && Number.isInteger(p.payout_id) ? p.payout_id : fail('payload.payout_id must be a whole number');
  if (!seller) return fail('the seller data (SELLER_*) is not configured for e-mails');
  const remittance = await loadRemittanceInput(db, id, locale);
  if (!remittance) return fail(`payout ${id} not found`);
  return { remittance, pdf: await renderRemittancePdf(remittance, seller), payoutsUrl: withLang(`${publicUrl}/partner/referrals/payouts`, locale) };
}
