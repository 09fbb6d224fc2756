import type { InvoiceLine } from '@tenuta/db';
import { withNature } from './invoice-lines.ts';
import { vatInclusiveLine } from './invoice-money.ts';

/**
 * Stamp duty (imposta di bollo, DPR 642/72): an invoice, or a credit note, whose amounts not
 * subject to VAT exceed EUR 77.47 bears EUR 2.00, paid virtually for e-invoices (the e-invoice says
 * so in DatiBollo). Which Natura codes count: amounts excluded (N1), not subject (N2.x), exempt
 * (N4), intra-EU supplies (N3.2) and those under a declaration of intent (N3.5); exports and the
 * like (N3.1, N3.3, N3.4, N3.6) are exempt from the duty, and margin scheme, reverse charge and VAT
 * paid in another EU state (N5, N6.x, N7) are operations subject to VAT. Pure.
 */

export const STAMP_DUTY_CENTS = 200;
/** The duty is due above this amount not subject to VAT (strictly more than EUR 77.47). */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
export const STAMP_DUTY_NATURES: readonly string[] = ['N1', 'N2.1', 'N2.2', 'N3.2', 'N3.5', 'N4'];

/** The line that charges the duty to the buyer: a reimbursement excluded from VAT (N1, art. 15 DPR 633/72). */
export const STAMP_DUTY_DESCRIPTION = 'Rimborso imposta di bollo assolta in modo virtuale';

export const isStampDutyLine = (l: InvoiceLine): boolean => l.bookingId === undefined && l.nature === 'N1' && l.description === STAMP_DUTY_DESCRIPTION;

/** The amount not subject to VAT that decides the duty (the duty's own line left out). */
export function amountWithoutVat(lines: readonly InvoiceLine[], zeroVatNature: string): number {
  return withNature(
    lines.filter((l) => !isStampDutyLine(l)),
    zeroVatNature,
  )
    .filter((l) => l.vatBps === 0 && STAMP_DUTY_NATURES.includes(l.nature ?? ''))
    .reduce((sum, l) => sum + l.taxableCents, 0);
}

/** Whether a document with these lines bears the stamp duty (its Natura at 0 % from the seller). */
export const stampDutyDue = (lines: readonly InvoiceLine[], zeroVatNature: string): boolean => amountWithoutVat(lines, zeroVatNature) > STAMP_DUTY_THRESHOLD_CENTS;

/**
 * The lines of an invoice whose stamp duty the estate charges to the buyer: one more line of
 * EUR 2.00 when the duty is due (never twice). The caller decides when charging applies.
 */
export function chargeStampDuty(lines: readonly InvoiceLine[], zeroVatNature: string): InvoiceLine[] {
  if (lines.some(isStampDutyLine) || !stampDutyDue(lines, zeroVatNature)) return [...lines];
  return [...lines, vatInclusiveLine({ description: STAMP_DUTY_DESCRIPTION, grossCents: STAMP_DUTY_CENTS, vatBps: 0, nature: 'N1' })];
}
