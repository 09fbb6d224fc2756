/**
 * The one CSV dialect of every back-office export (bookings, payments ledger, manifest, invoices,
 * payouts, vouchers, reports), made for Italian spreadsheets opened by double-click, the same file
 * whatever the reader's language:
 * - fields separated by a semicolon (the list separator of Excel and LibreOffice in Italian, where
 *   the comma is the decimal mark);
 * - money in euros with a decimal comma and no thousands separator ("1234,50"), exact from integer
 *   cents;
 * - a field quoted (RFC 4180, `"` doubled) when it holds a semicolon, a comma, a quote or a line
 *   break: money is quoted too, so a reader that also splits on commas keeps "1234,50" whole;
 * - CRLF line ends, UTF-8 with a byte-order mark (so accents read right);
 * - dates and times in Europe/Rome, `YYYY-MM-DD` and `YYYY-MM-DD HH:MM` (both spreadsheets read
 *   them as dates in any language).
 * Text a spreadsheet would run as a formula gets a leading apostrophe, and nothing else does
 * (`csvFormulaRisk`): phone numbers such as "+39 333 1234567" stay as typed. Pure.
 */
export const CSV_SEPARATOR = ';';

/** A cell's value: numbers, booleans and money (from `csvEuros`) are never guarded as formulas. */
export type CsvValue = string | number | boolean | null | undefined | CsvNumber;

/** A number already written as text (money): printed as is, never given the formula apostrophe. */
export interface CsvNumber {
  readonly csvNumber: string;
}

/** Cents as euros with two decimals and a decimal comma: 123450 → "1234,50", -5 → "-0,05". */
export function csvEuros(cents: number): CsvNumber {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { csvNumber: `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}` };
}

/**
 * Whether a spreadsheet could run the text as a formula: it starts with `=` or `@`, a tab or a
 * carriage return; or with `+` or `-` and is more than a number or a phone number (digits, spaces
 * and `.,()/-+` only). A sign followed by a digit is not enough to be safe ("-2+3+cmd|…" is a known
 * attack), but text without letters or other symbols can call nothing and name no cell.
 */
export const csvFormulaRisk = (s: string): boolean => /^[=@\t\r]/.test(s) || (/^[+-]/.test(s) && !/^[+-][\d\s.,()/+-]*$/.test(s));

/** One field, quoted and guarded as the dialect says. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (typeof value === 'object') s = value.csvNumber;
  else {
    s = String(value);
    if (typeof value === 'string' && csvFormulaRisk(s)) s = `'${s}`;
  }
  return /[";,\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole export: the header line, one line per row, CRLF after each, a byte-order mark first. */
export function csvDocument(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [columns.map(csvCell).join(CSV_SEPARATOR), ...rows.map((r) => r.map(csvCell).join(CSV_SEPARATOR))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const romeMinute = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An instant as the exports write it: Rome time, "YYYY-MM-DD HH:MM". */
export const csvRomeMinute = (at: Date): string => romeMinute.format(at);
