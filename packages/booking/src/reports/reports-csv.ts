import type { StaffCashUp, StaffOccupancyReport, StaffPaymentsReport, StaffSalesReport } from '@tenuta/contracts';
import { reportChannels, reportPaymentMethods } from '@tenuta/contracts';
import { csvDocument, csvEuros, csvRomeMinute } from '@tenuta/core';

/**
 * Each report's table as CSV, in the exports' one dialect (`@tenuta/core` csv.ts): one line per
 * row of the table the page shows, column names in English snake case, money in euros. Pure.
 */

export function salesCsv(r: StaffSalesReport): string {
  const columns = ['period', 'channel', 'bookings', 'guests', 'sales_eur', 'net_eur'];
  const rows = r.periods.flatMap((p) =>
    reportChannels.map((c) => {
      const f = p.channels[c];
      return [p.period, c, f.bookings, f.guests, csvEuros(f.sales_cents), csvEuros(f.net_cents)];
    }),
  );
  return csvDocument(columns, rows);
}

export function paymentsCsv(r: StaffPaymentsReport): string {
  const columns = ['period', 'method', 'payments', 'received_eur', 'refunded_eur', 'net_eur'];
  const rows = r.periods.flatMap((p) =>
    reportPaymentMethods.map((m) => {
      const f = p.methods[m];
      return [p.period, m, f.payments, csvEuros(f.received_cents), csvEuros(f.refunded_cents), csvEuros(f.net_cents)];
    }),
  );
  return csvDocument(columns, rows);
}

export function cashUpCsv(r: StaffCashUp): string {
  const columns = ['recorded_at', 'booking_number', 'guest_name', 'method', 'amount_eur', 'recorded_by'];
  return csvDocument(
    columns,
    r.payments.map((p) => [csvRomeMinute(new Date(p.at)), p.booking_number, p.customer_name, p.method, csvEuros(p.amount_cents), p.staff_name]),
  );
}

export function occupancyCsv(r: StaffOccupancyReport): string {
  const columns = ['by', 'experience_or_time', 'slots', 'capacity', 'seats_sold', 'occupancy_percent'];
  // Whole percents: a decimal would need the dialect's decimal mark, and a tenth says nothing more here.
  const percent = (sold: number, capacity: number) => (capacity === 0 ? 0 : Math.round((sold * 100) / capacity));
  return csvDocument(columns, [
    ...r.experiences.map((e) => ['experience', e.title_it ?? e.category, e.slots, e.capacity, e.seats_sold, percent(e.seats_sold, e.capacity)]),
    ...r.times.map((t) => ['time', t.time, t.slots, t.capacity, t.seats_sold, percent(t.seats_sold, t.capacity)]),
  ]);
}
