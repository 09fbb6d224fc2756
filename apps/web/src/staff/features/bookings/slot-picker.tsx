import { useEffect, useMemo, useState } from 'react';
import { monthOf } from '@tenuta/core/rome-time';
import { DayCalendar } from '../../../features/booking-widget/components/day-calendar.tsx';
import { formatDay, romeToday } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './slot-picker.module.css';

/** A time a party can take, as the picker shows it and hands it back. */
export interface PickableSlot {
  slotId: number;
  /** Rome calendar day, YYYY-MM-DD. */
  date: string;
  /** Rome wall-clock times, HH:MM. */
  startTime: string;
  endTime: string;
  freeSeats: number;
  /** A line under the time (another price, the tour's language…). */
  note?: string | null;
}

export interface SlotPickerProps {
  /** What can be chosen (the caller decides: a booking's date options, or what the site sells, see useSiteSlots). */
  slots: readonly PickableSlot[];
  value: number | null;
  onChange: (slot: PickableSlot | null) => void;
  /** The name of the times' group, e.g. "New date and time". */
  legend: string;
  /** The calendar's month navigation, named for the page (two pickers never share a name). */
  navLabel?: string;
  loading?: boolean;
  /** The shown month (YYYY-MM), for a caller that loads a month at a time; otherwise the picker keeps its own. */
  month?: string;
  onMonthChange?: (month: string) => void;
  /** The last day the calendar reaches (default: the last slot's day). */
  lastDate?: string;
}

/**
 * Choose a day on the public booking widget's calendar (only days with a time free are enabled;
 * the arrow keys move between days, Enter chooses), then one of that day's times (radio buttons,
 * with their free seats). Reused wherever staff pick a slot: changing a booking's date, a new
 * booking. It loads nothing itself: `slots` says what may be chosen.
 */
export function SlotPicker({ slots, value, onChange, legend, navLabel, loading, month, onMonthChange, lastDate }: SlotPickerProps) {
  const { t, i18n } = useStaffT('staffBookings');
  const [today] = useState(romeToday);
  const byDate = useMemo(() => {
    const m = new Map<string, PickableSlot[]>();
    for (const s of [...slots].sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`))) m.set(s.date, [...(m.get(s.date) ?? []), s]);
    return m;
  }, [slots]);
  const dates = useMemo(() => new Set(byDate.keys()), [byDate]);
  const chosen = value === null ? undefined : slots.find((s) => s.slotId === value);
  const first = [...dates].sort()[0] ?? null;
  const [day, setDay] = useState<string | null>(chosen?.date ?? null);
  const [ownMonth, setOwnMonth] = useState<string | null>(null);
  const shownMonth = month ?? ownMonth ?? monthOf(chosen?.date ?? first ?? today);
  const latest = lastDate ?? [...dates].sort().at(-1) ?? today;
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings (YYYY-MM-DD), compared as text; Math.max would turn them into numbers
  const last = latest < today ? today : latest;
  // The slots loaded after the first render (a caller's query): open on the first month that has one.
  useEffect(() => {
    if (month === undefined && ownMonth === null && first) setOwnMonth(monthOf(first));
  }, [first, month, ownMonth]);

  const setMonth = (m: string) => (onMonthChange ? onMonthChange(m) : setOwnMonth(m));
  const pickDay = (d: string | null) => {
    setDay(d);
    if (chosen && chosen.date !== d) onChange(null);
  };
  const times = day ? (byDate.get(day) ?? []) : [];
  const locale = i18n.language === 'en' ? 'en' : 'it';

  return (
    <div className={styles.picker} data-testid="slot-picker">
      <DayCalendar
        month={shownMonth}
        onMonthChange={setMonth}
        selected={day}
        onSelect={pickDay}
        enabledDates={dates}
        today={today}
        lastDate={last}
        footer={loading ? t('slotPicker.loading') : day ? t('slotPicker.selectedDay', { date: formatDay(day) }) : t('slotPicker.pickDay')}
        locale={locale}
        labels={{ previous: t('slotPicker.previous'), next: t('slotPicker.next'), nav: navLabel }}
      />
      {day ? (
        <fieldset className={styles.times}>
          <legend>{t('slotPicker.timesOf', { legend, date: formatDay(day) })}</legend>
          {times.length === 0 ? (
            <p className={styles.hint}>{t('slotPicker.noTimes')}</p>
          ) : (
            <div className={styles.list}>
              {times.map((s) => (
                <label key={s.slotId} className={styles.time}>
                  <input type="radio" name="slot-picker-time" value={s.slotId} checked={value === s.slotId} onChange={() => onChange(s)} />
                  <span className={styles.text}>
                    <span className={styles.hour}>
                      {s.startTime}–{s.endTime}
                    </span>
                    <span className={styles.sub}>
                      {t('slotPicker.free', { count: s.freeSeats })}
                      {s.note ? ` · ${s.note}` : ''}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : (
        <p className={styles.hint}>{dates.size === 0 && !loading ? t('slotPicker.none') : t('slotPicker.pickDayFirst')}</p>
      )}
    </div>
  );
}
