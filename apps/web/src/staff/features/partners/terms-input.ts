/**
 * A percentage typed by staff ("12,5", "12.50", "0", "% 8") as a number with at most two
 * decimals between 0 and 100, or null when it is not one. The server checks again.
 */
export function percentInput(input: string): number | null {
  const s = input.replace(/[%\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths > 10_000 ? null : hundredths / 100;
}

/** A percentage as a field shows it: "12,5" (Italian) / "12.5" (English). */
export const percentToInput = (value: number, locale: string): string => (locale === 'en' ? String(value) : String(value).replace('.', ','));

/** A whole number of days in [min, max], or null. */
export function daysInput(input: string, min: number, max: number): number | null {
  const s = input.trim();
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}
