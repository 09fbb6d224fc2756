import { createFormatters } from '../../ui/format.ts';
import { intlLocale } from '../i18n/index.ts';

/** The back offices' formatters (src/ui/format.ts) in the staff app's language. */
export const { formatMoney, formatDate, formatTime, formatDateTime, formatDay } = createFormatters(intlLocale);
export { addDays, romeToday } from '../../ui/format.ts';
