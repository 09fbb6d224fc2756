import { createFormatters } from '../../ui/format.ts';
import { intlLocale } from '../i18n/index.ts';

/** The back offices' formatters (src/ui/format.ts) in the staff app's language. */
export const { formatMoney, formatDate, formatTime, formatDateTime, formatDay, formatMonth } = createFormatters(intlLocale);
export { addDays, romeToday } from '../../ui/format.ts';

/** A language (it, en, or a tour language code: IT, EN…) named in the back office's language: "Inglese", "Italian". */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([intlLocale()], { type: 'language' }).of(code.toLowerCase());
    return name ? name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1) : code;
  } catch {
    return code;
  }
}
