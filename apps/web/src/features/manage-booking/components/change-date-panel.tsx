import type { ChangeDateResponse, ManageBooking } from '@tenuta/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatCalendarDate, formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import { useChangeDate, useDateOptions, type BookingLink } from '../api/manage-booking-api.ts';
import { manageErrorKey } from '../manage-view.ts';
import styles from './manage-booking.module.css';

export interface ChangeDatePanelProps {
  booking: ManageBooking;
  link: BookingLink;
  onClose: () => void;
  onChanged: (result: ChangeDateResponse['data']) => void;
}

/** A free change of date: the server's list of slots that fit, one choice, a confirmation. */
export function ChangeDatePanel({ booking, link, onClose, onChanged }: ChangeDatePanelProps) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const options = useDateOptions(link, true);
  const mutation = useChangeDate(link);
  const [slot, setSlot] = useState('');
  const [missing, setMissing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opened from the actions beside (or, on a phone, below) the card: take the guest to it.
  useEffect(() => titleRef.current?.focus(), []);
  const deadline = `${formatRomeDate(booking.date_change.deadline, locale)}, ${formatRomeTime(booking.date_change.deadline, locale)}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!slot) {
      setMissing(true);
      document.getElementById('new-slot')?.focus();
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(Number(slot), { onSuccess: (data) => onChanged(data) });
  };
  const list = options.data?.options ?? [];

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
      ) : list.length === 0 ? (
        <p>{t('changeDate.none')}</p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form}>
          <label htmlFor="new-slot" className={styles.label}>
            {t('changeDate.label')}
          </label>
          <select
            id="new-slot"
            className={styles.select}
            value={slot}
            aria-invalid={missing && !slot}
            aria-describedby={missing && !slot ? 'new-slot-error' : undefined}
            onChange={(e) => {
              setSlot(e.target.value);
              mutation.reset();
            }}
          >
            <option value="">{t('changeDate.placeholder')}</option>
            {list.map((o) => (
              <option key={o.slot_id} value={String(o.slot_id)}>
                {t('changeDate.option', { date: formatCalendarDate(o.date, locale), time: o.start_time })}
              </option>
            ))}
          </select>
          {missing && !slot ? (
            <p id="new-slot-error" className={styles.fieldError}>
              {t('changeDate.required')}
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
        </form>
      )}
      {list.length === 0 && !options.isPending ? (
        <div className={styles.panelActions}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('changeDate.close')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
