import { useState, type FormEvent } from 'react';
import type { StaffBookingDetail } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useDateOptions, type useBookingActions } from './api.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';

/** Move the booking: the slots of the same experience the party fits (seats re-checked when confirming). */
export function ChangeDateDialog({
  booking: b,
  open,
  onClose,
  changeDate,
}: {
  booking: StaffBookingDetail;
  open: boolean;
  onClose: () => void;
  changeDate: ReturnType<typeof useBookingActions>['changeDate'];
}) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const options = useDateOptions(b.id, open);
  const [slotId, setSlotId] = useState<number | null>(null);
  const chosen = options.data?.options.find((o) => o.slot_id === slotId);
  const close = () => {
    changeDate.reset();
    setSlotId(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (slotId !== null) changeDate.mutate(slotId, { onSuccess: close });
  };
  return (
    <Dialog open={open} title={t('changeDate.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={ui.muted}>{t('changeDate.help', { number: b.booking_number, date: formatDay(b.slot.date), time: b.slot.start_time, people: b.party.people_count })}</p>
        <BookingError error={options.error} />
        {options.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : options.data && options.data.options.length > 0 ? (
          <fieldset className={`${styles.choices} ${styles.options}`}>
            <legend className={ui.label}>{t('changeDate.choose')}</legend>
            {options.data.options.map((o) => (
              <label key={o.slot_id} className={styles.choice}>
                <input type="radio" name="slot" value={o.slot_id} checked={slotId === o.slot_id} onChange={() => setSlotId(o.slot_id)} />
                <span className={styles.choiceText}>
                  <span>
                    {formatDay(o.date)} · {o.start_time}–{o.end_time}
                  </span>
                  <span className={styles.sub}>
                    {t('changeDate.free', { count: o.capacity_free })}
                    {o.same_price ? '' : ` · ${t('changeDate.otherPrice', { price: formatMoney(o.unit_price_cents), kept: formatMoney(b.prices.unit_price_cents) })}`}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : options.data ? (
          <p className={ui.alertInfo}>{t('changeDate.none')}</p>
        ) : null}
        {chosen ? (
          <p className={styles.confirmLine} role="status">
            {t('changeDate.summary', { date: formatDay(chosen.date), time: chosen.start_time })}
            {b.guest.email ? <span className={styles.sub}>{t('changeDate.guestEmailed', { email: b.guest.email })}</span> : null}
          </p>
        ) : null}
        <BookingError error={changeDate.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={changeDate.isPending || slotId === null}>
            {changeDate.isPending ? t('actions.working') : t('changeDate.confirm')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
