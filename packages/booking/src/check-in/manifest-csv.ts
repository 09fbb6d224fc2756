import type { BookingDeps } from '../deps.ts';
import { recordStaffAction, type StaffActor } from '../staff-audit/record-staff-action.ts';
import { getManifest, type Manifest } from './get-manifest.ts';

const COLUMNS = [
  'slot_start',
  'experience',
  'booking_number',
  'status',
  'guest',
  'phone',
  'adults',
  'children',
  'people',
  'language',
  'vip',
  'notes',
  'to_collect_eur',
  'checked_in_at',
  'checked_in_by',
] as const;

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const romeStamp = (d: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(d);

/** Cents as euros with two decimals and a point ("40.00"): exact, from integers. */
const euros = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The manifest as CSV: one line per booking, in slot and guest order, times
 * in Europe/Rome (YYYY-MM-DD HH:MM), UTF-8 with a byte-order mark (so that
 * spreadsheets read accents right), CRLF line ends.
 */
export function manifestCsv(manifest: Manifest): string {
  const lines = [COLUMNS.join(',')];
  for (const slot of manifest.slots) {
    for (const b of slot.bookings) {
      lines.push(
        [
          romeStamp(slot.startsAt),
          b.experience.it,
          b.bookingNumber,
          b.status,
          b.customerName,
          b.customerPhone,
          b.adults,
          b.children,
          b.adults + b.children,
          b.language,
          b.vip ? 'yes' : 'no',
          b.notes,
          euros(b.dueCents),
          b.checkIn ? romeStamp(b.checkIn.at) : null,
          b.checkIn?.by ?? null,
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The day's manifest as a CSV download; the export itself is a staff action in the audit log. */
export async function exportManifestCsv(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  input: { date?: string | undefined },
  actor: StaffActor,
): Promise<{ date: string; filename: string; csv: string; rows: number }> {
  const manifest = await getManifest(deps, input);
  const rows = manifest.totals.bookings;
  await recordStaffAction(deps.db, actor, { action: 'manifest.export', targetType: 'export', targetId: manifest.date, after: { format: 'csv', rows } });
  return { date: manifest.date, filename: `manifest-${manifest.date}.csv`, csv: manifestCsv(manifest), rows };
}
