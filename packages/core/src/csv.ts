/**
 * The one CSV dialect of every back-office export (bookings, manifest, invoices, payouts): RFC 4180
 * with commas, a field quoted when it holds a comma, a semicolon, a quote or a line break, CRLF line
 * ends, UTF-8 with a byte-order mark so that spreadsheets read accents right, money in euros with a
 * point and two decimals, exact from integer cents. Text a spreadsheet would run as a formula
 * (= + - @ tab CR first) gets a leading apostrophe: guests type their own names. Pure.
 */
export const CSV_SEPARATOR = ',';

/** A cell's value: numbers, booleans and money (from `csvEuros`) are never guarded as formulas. */
export type CsvValue = string | number | boolean | null | undefined | CsvNumber;

/** A number already written as text (money): printed as is, never given the formula apostrophe. */
export interface CsvNumber {
  readonly csvNumber: string;
}

/** Cents as euros with two decimals and a point: 17000 → "170.00", -5 → "-0.05". */
export function csvEuros(cents: number): CsvNumber {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { csvNumber: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** One field, quoted and guarded as the dialect says. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (typeof value === 'object') s = value.csvNumber;
  else {
    s = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  }
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole export: the header line, one line per row, CRLF after each, a byte-order mark first. */
export function csvDocument(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [columns.join(CSV_SEPARATOR), ...rows.map((r) => r.map(csvCell).join(CSV_SEPARATOR))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const romeMinute = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An instant as the exports write it: Rome time, "YYYY-MM-DD HH:MM". */
export const csvRomeMinute = (at: Date): string => romeMinute.format(at);
