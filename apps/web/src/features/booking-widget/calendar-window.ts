/** Month arithmetic on Rome calendar dates (YYYY-MM-DD strings), free of the browser's time zone. */

/** Seed data and the API: availability reaches at most 120 days ahead. */
export const BOOKING_HORIZON_DAYS = 119;

export const ymd = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function parseYmd(date: string): { y: number; m: number; d: number } {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parseYmd(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** "2025-10" of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

export function lastDayOfMonth(month: string): string {
  const { y, m } = parseYmd(`${month}-01`);
  return ymd(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
}

/** The dates to ask the API for when `month` is shown: never before today, never past the horizon. */
export function monthWindow(month: string, today: string): { startDate: string; endDate: string } | null {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const startDate = first < today ? today : first;
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings (YYYY-MM-DD), compared as text; Math.min would turn them into numbers
  const endDate = last > horizon ? horizon : last;
  return startDate <= endDate ? { startDate, endDate } : null;
}

export function addMonths(month: string, n: number): string {
  const { y, m } = parseYmd(`${month}-01`);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, 1).slice(0, 7);
}

/** A local Date (midnight) for the date picker, which works on local calendar days. */
export const toLocalDate = (date: string) => {
  const { y, m, d } = parseYmd(date);
  return new Date(y, m - 1, d);
};

export const fromLocalDate = (d: Date) => ymd(d.getFullYear(), d.getMonth() + 1, d.getDate());
