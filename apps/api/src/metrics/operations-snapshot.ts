import type { BookingStatus, Database } from '@tenuta/db';
import { PGBOSS_SCHEMA } from '../jobs/job-runner.ts';

/** What the on-call person watches, read from the database at scrape time (one small query each). */
export interface OperationsSnapshot {
  /** Unexpired holds (cart lines) and the seats they take. */
  holds: { lines: number; seats: number } | undefined;
  bookingsByStatus: Map<BookingStatus, number> | undefined;
  /** Ledger rows by kind (payment, refund) and status (succeeded, failed, pending, …). */
  payments: { kind: string; status: string; count: number; amountCents: number }[] | undefined;
  /** Seconds since the oldest pg-boss job that is due and not started became due (0: none; undefined: not read). */
  jobsOldestDueSeconds: number | undefined;
  /** The e-mail outbox: pending and failed rows, and the age of the oldest pending one. */
  outbox: { pending: number; failed: number; oldestPendingSeconds: number } | undefined;
  /** Every query answered. */
  ok: boolean;
}

const undefinedTable = (e: unknown) => ['42P01', '3F000'].includes((e as { code?: string }).code ?? '');

/**
 * Reads the snapshot; a query that fails leaves its part undefined and `ok` false (the others still count).
 * `now` is the app's clock, the one holds expire by.
 */
export async function readOperationsSnapshot(db: Database, now: Date): Promise<OperationsSnapshot> {
  const q = db.$client;
  const [holds, bookings, payments, jobs, outbox] = await Promise.allSettled([
    // cart_items_hold_expires_idx
    q.query<{ lines: number; seats: number }>('SELECT count(*) AS lines, coalesce(sum(adults + children), 0) AS seats FROM cart_items WHERE hold_expires_at > $1', [now]),
    q.query<{ status: BookingStatus; n: number }>('SELECT status, count(*) AS n FROM bookings GROUP BY status'),
    q.query<{ kind: string; status: string; n: number; cents: number }>(
      'SELECT kind, status, count(*) AS n, coalesce(sum(amount_cents), 0) AS cents FROM payments GROUP BY kind, status',
    ),
    // pg-boss's partial index job_i5 (name, start_after) WHERE state < 'active' covers this.
    q
      .query<{ lag: number | null }>(`SELECT extract(epoch FROM now() - min(start_after)) AS lag FROM ${PGBOSS_SCHEMA}.job WHERE state < 'active' AND start_after <= now()`)
      .catch((e: unknown) => {
        // No job runner has ever started on this database: no jobs, no lag.
        if (undefinedTable(e)) return { rows: [{ lag: 0 }] };
        throw e;
      }),
    // notifications_pending_idx (status, created_at)
    q.query<{ pending: number; failed: number; oldest: number | null }>(
      `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'failed') AS failed,
              extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending')) AS oldest
         FROM notifications WHERE status IN ('pending', 'failed')`,
    ),
  ]);
  const value = <T>(r: PromiseSettledResult<T>): T | undefined => (r.status === 'fulfilled' ? r.value : undefined);

  const h = value(holds)?.rows[0];
  const b = value(bookings)?.rows;
  const p = value(payments)?.rows;
  const j = value(jobs)?.rows[0];
  const o = value(outbox)?.rows[0];
  return {
    holds: h ? { lines: Number(h.lines), seats: Number(h.seats) } : undefined,
    bookingsByStatus: b ? new Map(b.map((r) => [r.status, Number(r.n)])) : undefined,
    payments: p?.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.n), amountCents: Number(r.cents) })),
    jobsOldestDueSeconds: j ? Math.max(0, Number(j.lag ?? 0)) : undefined,
    outbox: o ? { pending: Number(o.pending), failed: Number(o.failed), oldestPendingSeconds: Math.max(0, Number(o.oldest ?? 0)) } : undefined,
    ok: [holds, bookings, payments, jobs, outbox].every((r) => r.status === 'fulfilled'),
  };
}
