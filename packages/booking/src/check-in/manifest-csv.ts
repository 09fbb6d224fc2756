import { csvDocument, csvEuros, csvRomeMinute } from '@tenuta/core';
import type { BookingDeps } from '../deps.ts';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
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
  'channel',
  'partner',
  'partner_reference',
] as const;

/**
 * The manifest as CSV in the exports' one dialect (`csvDocument`): one line
 * per booking, in slot and guest order, times in Europe/Rome
 * (YYYY-MM-DD HH:MM).
 */
export function manifestCsv(manifest: Manifest): string {
  return csvDocument(
    COLUMNS,
    manifest.slots.flatMap((slot) =>
      slot.bookings.map((b) => [
        csvRomeMinute(slot.startsAt),
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
        csvEuros(b.dueCents),
        b.checkIn ? csvRomeMinute(b.checkIn.at) : null,
        b.checkIn?.by ?? null,
        b.channel.kind,
        b.channel.partner?.name ?? null,
        b.channel.reference,
      ]),
    ),
  );
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
