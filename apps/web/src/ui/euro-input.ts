/**
 * Euro amounts typed by staff ("85", "12,50", "1.234,50", "€ 8.5", "1,234.50") as integer cents,
 * or null when it is not an amount: with both separators the last one is the decimal separator;
 * with one, it is decimal (so "12,345" is refused rather than guessed). The server checks again.
 */
export function euroToCents(input: string): number | null {
  let s = input.replace(/[€\s\u00a0]/g, '');
  if (s === '') return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (comma >= 0) s = s.replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a field shows them: "85" or "12,50" (Italian) / "12.50" (English); empty for none. */
export function centsToEuroInput(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${whole}${locale === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`;
}
