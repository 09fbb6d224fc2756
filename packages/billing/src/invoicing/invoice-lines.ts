import type { InvoiceLine } from '@tenuta/db';
import { formatPeople } from '@tenuta/booking';
import { ROME } from '@tenuta/core';
import { lineGross, vatInclusiveLine } from './invoice-money.ts';
import type { BillableBooking } from './invoice-repository.ts';
import { balanceVat } from './vat-balance.ts';

const FALLBACK_TITLE = { TRUFFLE: 'Caccia al Tartufo', WINE: 'Degustazione di Vini' } as const;
const romeWhen = new Intl.DateTimeFormat('it-IT', { timeZone: ROME, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A booking as an invoice line, in Italian (the language of the tax document): the experience,
 * its Rome date and time, the people, the booking number and the agency's reference; a cancelled
 * booking that still owes something is its cancellation fee.
 */
export function describeBooking(b: BillableBooking): string {
  const cancelled = b.status === 'cancelled' || b.status === 'refunded';
  return [
    b.titleIt ?? FALLBACK_TITLE[b.category],
    romeWhen.format(b.startsAt).replace(',', ' ore'),
    formatPeople(b.adults, b.children, 'it'),
    `prenotazione ${b.bookingNumber}`,
    ...(b.reference ? [`rif. ${b.reference}`] : []),
    ...(cancelled ? ['penale di cancellazione'] : []),
  ].join(' - ');
}

/**
 * One line per booking for what it owes now (bookings that owe nothing give no line), with the VAT
 * computed per rate (vat-balance.ts). A line at 0 % VAT gets its Natura from the seller's
 * configuration when the documents are written.
 */
export function bookingLines(rows: readonly BillableBooking[]): InvoiceLine[] {
  const lines = rows.filter((b) => b.owedCents > 0).map((b) => vatInclusiveLine({ description: describeBooking(b), grossCents: b.owedCents, vatBps: b.vatBps, bookingId: b.id }));
  return balanceVat(lines);
}

/** Lines at 0 % VAT without their own Natura take the seller's (the accountant's choice). */
export const withNature = (lines: readonly InvoiceLine[], zeroVatNature: string): InvoiceLine[] =>
  lines.map((l) => (l.vatBps === 0 && !l.nature ? { ...l, nature: zeroVatNature } : l));

/** A credit note's line: the part of an invoiced line given back, at that line's VAT rate. */
export function creditLine(original: InvoiceLine, creditCents: number, reason: string): InvoiceLine {
  const full = creditCents === lineGross(original);
  return vatInclusiveLine({
    description: `${full ? 'Storno' : 'Storno parziale'}: ${original.description}${reason ? ` - ${reason}` : ''}`,
    grossCents: creditCents,
    vatBps: original.vatBps,
    nature: original.nature ?? null,
    ...(original.bookingId !== undefined ? { bookingId: original.bookingId } : {}),
  });
}
