import { csvDocument, csvEuros } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import type { PayoutRecord } from './payout-queries.ts';

/**
 * The payouts export in the exports' one CSV dialect (`csvDocument`: semicolons, euros with a
 * decimal comma from integer cents, CRLF, UTF-8 with BOM, Rome dates YYYY-MM-DD). Pure.
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

const romeDay = (d: Date | null): string | null => (d ? romeDate(d) : null);

export function payoutsCsv(rows: readonly PayoutRecord[]): string {
  return csvDocument(
    PAYOUT_CSV_COLUMNS,
    rows.map((p) => [
      p.id,
      p.period,
      p.partnerId,
      p.companyName,
      p.personType,
      p.status,
      csvEuros(p.grossCents),
      csvEuros(p.withholdingCents),
      csvEuros(p.netCents),
      p.accountHolder,
      p.iban,
      p.entries,
      romeDay(p.createdAt),
      romeDay(p.approvedAt),
      romeDay(p.exportedAt),
      p.sepaMessageId,
      romeDay(p.paidAt),
    ]),
  );
}
