import { sql } from 'drizzle-orm';
import type { StaffCashUp } from '@tenuta/contracts';
import { addDays, type CoreDeps, DomainError, type Executor, pgTimestamp, romeDate, romeDayStart } from '@tenuta/core';
import { isCalendarDay } from './report-period.ts';

/**
 * GET /api/staff/reports/cash-up: what the desk took on a Rome day (today by default), to count
 * the till and the card terminal's closing slip against: every payment recorded on site that
 * succeeded, with its booking and who recorded it, the totals per method and per member.
 */
export async function getCashUp(deps: Pick<CoreDeps, 'db' | 'clock'>, q: { date?: string | undefined }): Promise<StaffCashUp> {
  return cashUp(deps.db, cashUpDay(q, deps.clock.now()));
}

/** The day asked for, today in Rome by default; 400 when it is not a calendar day. */
export function cashUpDay(q: { date?: string | undefined }, now: Date): string {
  const date = q.date ?? romeDate(now);
  if (!isCalendarDay(date)) throw new DomainError('validation_error', `${date} is not a calendar day`, 'report_day_invalid');
  return date;
}

export async function cashUp(db: Executor, date: string): Promise<StaffCashUp> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT p.id, p.created_at, p.booking_id, b.booking_number, b.customer_name, p.amount_cents, p.staff_id, sa.name AS staff_name,
           (CASE WHEN p.method = 'cash' THEN 'cash' ELSE 'card_terminal' END) AS method
      FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id LEFT JOIN staff_accounts sa ON sa.id = p.staff_id
     WHERE p.provider = 'on_site' AND p.kind = 'payment' AND p.status = 'succeeded'
       AND p.created_at >= ${romeDayStart(date)} AND p.created_at < ${romeDayStart(addDays(date, 1))}
     ORDER BY p.created_at, p.id`);
  const payments = r.rows.map((x) => ({
    id: Number(x.id),
    at: pgTimestamp(x.created_at).toISOString(),
    booking_id: x.booking_id === null ? null : Number(x.booking_id),
    booking_number: x.booking_number === null ? null : String(x.booking_number),
    customer_name: x.customer_name === null ? null : String(x.customer_name),
    method: x.method === 'cash' ? ('cash' as const) : ('card_terminal' as const),
    amount_cents: Number(x.amount_cents),
    staff_id: x.staff_id === null ? null : Number(x.staff_id),
    staff_name: x.staff_name === null ? null : String(x.staff_name),
  }));
  const byStaff = new Map<number | null, StaffCashUp['staff'][number]>();
  let cash = 0;
  let terminal = 0;
  for (const p of payments) {
    const who = byStaff.get(p.staff_id) ?? { staff_id: p.staff_id, name: p.staff_name, cash_cents: 0, card_terminal_cents: 0, payments: 0 };
    if (p.method === 'cash') {
      who.cash_cents += p.amount_cents;
      cash += p.amount_cents;
    } else {
      who.card_terminal_cents += p.amount_cents;
      terminal += p.amount_cents;
    }
    who.payments += 1;
    byStaff.set(p.staff_id, who);
  }
  const staff = [...byStaff.values()].sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
  return {
    date,
    cash_cents: cash,
    card_terminal_cents: terminal,
    total_cents: cash + terminal,
    staff,
    payments: payments.map(({ staff_id: _, ...p }) => p),
  };
}
