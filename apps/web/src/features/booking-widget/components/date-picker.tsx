import { DayPicker } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { fromLocalDate, toLocalDate } from '../calendar-window.ts';
import styles from './date-picker.module.css';

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
 * The calendar (react-day-picker): keyboard navigable grid, Italian or English, Rome calendar days.
 * The arrow keys cross into the next or previous month when `enabledDates` knows its free days
 * (useAvailabilityMonths loads the months either side).
 */
export function DatePicker({ month, onMonthChange, selected, onSelect, enabledDates, today, lastDate, footer, navLabel }: DatePickerProps) {
  const locale = useLocale();
  const { t } = useTranslation('booking');
  return (
    <div className={styles.picker}>
      <DayPicker
        mode="single"
        locale={locale === 'en' ? enGB : it}
        month={toLocalDate(`${month}-01`)}
        onMonthChange={(d) => onMonthChange(fromLocalDate(d).slice(0, 7))}
        startMonth={toLocalDate(today)}
        endMonth={toLocalDate(lastDate)}
        today={toLocalDate(today)}
        selected={selected ? toLocalDate(selected) : undefined}
        onSelect={(d) => onSelect(d ? fromLocalDate(d) : null)}
        disabled={[{ before: toLocalDate(today) }, { after: toLocalDate(lastDate) }, (d: Date) => !enabledDates.has(fromLocalDate(d))]}
        footer={footer}
        navLayout="after"
        // Our own words in sentence case (the library's English labels are in title case).
        labels={{
          labelPrevious: () => t('calendar.previous'),
          labelNext: () => t('calendar.next'),
          ...(navLabel ? { labelNav: () => navLabel } : {}),
        }}
        fixedWeeks
      />
    </div>
  );
}
