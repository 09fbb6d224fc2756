import { sql } from 'drizzle-orm';
import { pgTimestamp, isUuid, type Executor } from '@tenuta/core';
import type { Locale } from './strings.ts';

/** What a refund e-mail can say about the checkout that could not be booked. */
export interface CheckoutSummary {
  customerName: string | null;
  customerEmail: string | null;
  items: { title: Record<Locale, string>; startsAt: Date }[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The guest's name and the items they chose, from the checkout session.
 * Best effort: a refund notice is still sent, less personal, without it.
 */
export async function loadCheckoutSummary(db: Executor, checkoutSessionId: string | null): Promise<CheckoutSummary | null> {
  if (!checkoutSessionId || !isUuid(checkoutSessionId)) return null;
  try {
    const r = await db.execute<{ email: unknown; customer_data: unknown; items: unknown }>(sql`
      SELECT email, customer_data, items FROM checkout_sessions WHERE id = ${checkoutSessionId}::uuid`);
    const row = r.rows[0];
    if (!row) return null;
    const data = (row.customer_data ?? {}) as Record<string, unknown>;
    const name = [text(data.name), text(data.surname)].filter(Boolean).join(' ') || null;
    const items = (Array.isArray(row.items) ? row.items : []).flatMap((i: Record<string, unknown>) => {
      const it = text(i?.nameIt);
      const en = text(i?.nameEn);
      const startsAt = text(i?.startsAt);
      return it && en && startsAt ? [{ title: { it, en }, startsAt: pgTimestamp(startsAt) }] : [];
    });
    return { customerName: name, customerEmail: text(row.email), items };
  } catch {
    return null;
  }
}
