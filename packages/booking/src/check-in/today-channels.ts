import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';
import { channelColumnsSql, channelFromRow, type SalesChannel } from '../sales-channel.ts';

/** The partners behind a slot's live bookings: an agency's orders, a referrer's guests. */
export interface SlotChannel {
  kind: SalesChannel;
  partner: { id: number; name: string } | null;
  bookings: number;
  people: number;
}

/**
 * For each slot, who sold its live bookings (booked, paid or arrived), grouped by channel and
 * partner, most people first; direct bookings are left out (they are the rest). The channel is
 * the booking engine's one rule (sales-channel.ts), so Today names the same agency as the
 * booking's page and the manifest.
 */
export async function loadSlotChannels(db: Executor, slotIds: readonly number[]): Promise<Map<number, SlotChannel[]>> {
  const out = new Map<number, SlotChannel[]>();
  if (slotIds.length === 0) return out;
  const list = `{${slotIds.map((id) => Math.trunc(id)).join(',')}}`;
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT b.slot_id, b.adults + b.children AS people, ${channelColumnsSql(sql`b`)}
      FROM bookings b
     WHERE b.slot_id = ANY(${list}::bigint[]) AND b.status IN ('confirmed', 'paid', 'checked_in') AND (b.partner_id IS NOT NULL OR b.coupon_id IS NOT NULL
           OR EXISTS (SELECT 1 FROM booking_attributions ba WHERE ba.booking_id = b.id))`);
  for (const row of r.rows) {
    const channel = channelFromRow(row);
    if (channel.kind === 'direct') continue;
    const slotId = Number(row.slot_id);
    const groups = out.get(slotId) ?? [];
    const same = groups.find((g) => g.kind === channel.kind && g.partner?.id === channel.partner?.id);
    if (same) {
      same.bookings += 1;
      same.people += Number(row.people);
    } else groups.push({ kind: channel.kind, partner: channel.partner, bookings: 1, people: Number(row.people) });
    out.set(slotId, groups);
  }
  for (const groups of out.values()) groups.sort((a, b) => b.people - a.people || (a.partner?.name ?? '').localeCompare(b.partner?.name ?? ''));
  return out;
}
