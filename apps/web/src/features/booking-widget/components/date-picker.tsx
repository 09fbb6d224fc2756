import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DayCalendar } from './day-calendar.tsx';

export interface DatePickerProps {
  /** YYYY-MM-DD of the shown month's first day. */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | null;
  onSelect: (date: string | null) => void;
  /** Dates with at least one bookable slot; every other day is disabled. */
  enabledDates: ReadonlySet<string>;
  today: string;
  lastDate: string;
  footer: string;
  /** The month navigation's landmark name, unique on the page (/prenota-ora has two calendars). */
  navLabel?: string;
}

/**
 * The site's calendar: keyboard navigable grid, Italian or English, Rome calendar days, in the
 * site's language and words (DayCalendar draws it).
 * The arrow keys cross into the next or previous month when `enabledDates` knows its free days
 * (useAvailabilityMonths loads the months either side).
 */
export function DatePicker({ navLabel, ...props }: DatePickerProps) {
  const locale = useLocale();
  const { t } = useTranslation('booking');
  return <DayCalendar {...props} locale={locale} labels={{ previous: t('calendar.previous'), next: t('calendar.next'), nav: navLabel }} />;
}
