import { csvEuros, csvField, CSV_SEPARATOR } from '../staff-bookings/bookings-csv.ts';
import type { PayoutRecord } from './payout-queries.ts';

/**
 * The payouts export in the back office's CSV dialect (RFC 4180, CRLF, UTF-8 with BOM, euros with
 * a decimal point from integer cents, Rome dates YYYY-MM-DD). Pure.
 */
export const PAYOUT_CSV_COLUMNS = [
  'payout_id',
  'period',
  'partner_id',
  'partner',
  'person_type',
  'status',
  'gross_eur',
  'withholding_eur',
  'net_eur',
  'account_holder',
  'iban',
  'entries',
  'created',
  'approved',
  'exported',
  'sepa_message_id',
  'paid',
] as const;

const romeDay = (d: Date | null): string | null =>
  d ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d) : null;

export function payoutsCsv(rows: readonly PayoutRecord[]): string {
  const money = (c: number) => csvField(csvEuros(c), false);
  const lines = [PAYOUT_CSV_COLUMNS.join(CSV_SEPARATOR)];
  for (const p of rows) {
    lines.push(
      [
        csvField(p.id, false),
        csvField(p.period),
        csvField(p.partnerId, false),
        csvField(p.companyName),
        csvField(p.personType),
        csvField(p.status),
        money(p.grossCents),
        money(p.withholdingCents),
        money(p.netCents),
        csvField(p.accountHolder),
        csvField(p.iban),
        csvField(p.entries, false),
        csvField(romeDay(p.createdAt)),
        csvField(romeDay(p.approvedAt)),
        csvField(romeDay(p.exportedAt)),
        csvField(p.sepaMessageId),
        csvField(romeDay(p.paidAt)),
      ].join(CSV_SEPARATOR),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
