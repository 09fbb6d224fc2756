import { addDays, lastDayOfMonth, parseYmd, ymd } from '@tenuta/core/rome-time';

/** The booking widget's calendar window, on Rome calendar dates (YYYY-MM-DD), free of the browser's time zone. */

/** The demo data and the API: availability reaches at most 120 days ahead. */
export const BOOKING_HORIZON_DAYS = 119;

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

/** A local Date (midnight) for the date picker, which works on local calendar days. */
export const toLocalDate = (date: string) => {
  const { y, m, d } = parseYmd(date);
  return new Date(y, m - 1, d);
};

export const fromLocalDate = (d: Date) => ymd(d.getFullYear(), d.getMonth() + 1, d.getDate());
