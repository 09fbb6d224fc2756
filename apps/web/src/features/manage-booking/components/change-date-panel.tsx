import type { ChangeDateResponse, ManageBooking } from '@tenuta/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatCalendarDate, formatRomeDate, formatRomeTime, romeToday } from '../../../lib/format.ts';
import { monthOf } from '@tenuta/core/rome-time';
import { DatePicker } from '../../booking-widget/components/date-picker.tsx';
import { SlotList } from '../../booking-widget/components/slot-list.tsx';
import { useChangeDate, useDateOptions, type BookingLink } from '../api/manage-booking-api.ts';
import { toDateChangeCalendar } from '../date-change-calendar.ts';
import { manageErrorKey } from '../manage-view.ts';
import styles from './manage-booking.module.css';

export interface ChangeDatePanelProps {
  booking: ManageBooking;
  link: BookingLink;
  onClose: () => void;
  onChanged: (result: ChangeDateResponse['data']) => void;
}

/**
 * A free change of date with the booking widget's calendar and slot list: the days with a slot
 * the party fits (CHOICE slots included), then that day's times with their free seats, a confirmation.
 * Loaded when the guest opens it (the calendar's code is not part of the manage page's first load).
 */
export default function ChangeDatePanel({ booking, link, onClose, onChanged }: ChangeDatePanelProps) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const options = useDateOptions(link, true);
  const mutation = useChangeDate(link);
  const [today] = useState(romeToday);
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);
  // Opened from the actions beside (or, on a phone, below) the card: take the guest to it.
  useEffect(() => titleRef.current?.focus(), []);
  const deadline = `${formatRomeDate(booking.date_change.deadline, locale)}, ${formatRomeTime(booking.date_change.deadline, locale)}`;

  const list = options.data?.options;
  const calendar = useMemo(() => toDateChangeCalendar(list ?? [], booking), [list, booking]);
  const shownMonth = month ?? monthOf(calendar.first ?? today);
  const times = date ? (calendar.byDate.get(date) ?? []) : [];

  const pickDate = (d: string | null) => {
    setDate(d);
    setSlotId(null);
    mutation.reset();
    // On a phone the times come below the calendar: bring them into view.
    if (d)
      requestAnimationFrame(() =>
        timesRef.current?.scrollIntoView({ block: 'nearest', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }),
      );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (slotId === null) {
      setMissing(true);
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(slotId, { onSuccess: (data) => onChanged(data) });
  };

  return (
    <section className={styles.panel} aria-labelledby="change-date-title" data-testid="change-date-panel">
      <h2 id="change-date-title" ref={titleRef} className={styles.panelTitle} tabIndex={-1}>
        {t('changeDate.title')}
      </h2>
      <p>{t('changeDate.intro', { deadline })}</p>
      {options.isPending ? (
        <p role="status" className={styles.muted}>
          {t('changeDate.loading')}
        </p>
      ) : options.isError ? (
        <p role="alert" className={styles.alert}>
          {t(manageErrorKey(options.error, 'load'))}
        </p>
      ) : calendar.first === null || calendar.last === null ? (
        <>
          <p>{t('changeDate.none')}</p>
          <div className={styles.panelActions}>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('changeDate.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className={styles.changeForm}>
          <DatePicker
            month={shownMonth}
            onMonthChange={setMonth}
            selected={date}
            onSelect={pickDate}
            enabledDates={calendar.dates}
            today={today}
            lastDate={calendar.last}
            footer={date ? t('changeDate.selectedDay', { date: formatCalendarDate(date, locale) }) : t('changeDate.pickDay')}
            navLabel={t('changeDate.navLabel')}
          />
          <div ref={timesRef} className={styles.times} data-testid="change-date-times">
            {date ? (
              <SlotList
                experience={calendar.experience}
                legend={t('changeDate.timeLegend', { date: formatCalendarDate(date, locale) })}
                options={times}
                selectedId={slotId}
                onSelect={(id) => {
                  setSlotId(id);
                  setMissing(false);
                  mutation.reset();
                }}
              />
            ) : (
              <p className={styles.hint}>{t('changeDate.pickDayFirst')}</p>
            )}
            {missing && slotId === null ? (
              <p className={styles.fieldError} role="alert">
                {t(date ? 'changeDate.requiredTime' : 'changeDate.required')}
              </p>
            ) : null}
            {mutation.isError ? (
              <p role="alert" className={styles.alert} data-testid="change-date-error">
                {t(manageErrorKey(mutation.error, 'changeDate'))}
              </p>
            ) : null}
            <div className={styles.panelActions}>
              <button type="submit" className="btn btn-primary" aria-disabled={mutation.isPending}>
                {mutation.isPending ? t('changeDate.saving') : t('changeDate.confirm')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={onClose} disabled={mutation.isPending}>
                {t('changeDate.close')}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
