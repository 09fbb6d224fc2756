import { DayPicker } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { fromLocalDate, toLocalDate } from '../calendar-window.ts';
import styles from './date-picker.module.css';

export interface DayCalendarProps {
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
  locale: 'it' | 'en';
  /** The words of the month navigation (the library's English labels are in title case); `nav` names its landmark, unique on the page. */
  labels: { previous: string; next: string; nav?: string | undefined };
}

/**
 * The calendar itself (react-day-picker): a keyboard-navigable grid of Rome calendar days in
 * Italian or English, with only `enabledDates` choosable. It knows no catalogue: the public
 * booking widget (DatePicker) and the staff back office's slot picker each give it their words.
 */
export function DayCalendar({ month, onMonthChange, selected, onSelect, enabledDates, today, lastDate, footer, locale, labels }: DayCalendarProps) {
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
        labels={{
          labelPrevious: () => labels.previous,
          labelNext: () => labels.next,
          ...(labels.nav ? { labelNav: () => labels.nav! } : {}),
        }}
        fixedWeeks
      />
    </div>
  );
}
