import { useMemo, useState, type FormEvent } from 'react';
import type { StaffBookingDetail } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useDateOptions, type useBookingActions } from './api.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';
import { SlotPicker, type PickableSlot } from './slot-picker.tsx';

/**
 * Move the booking: the public calendar of the days with a slot of the same experience the
 * party fits (the server's date options: not started, seats enough, same category, language
 * and privacy rules), then that day's times; the seats are checked again when confirming.
 */
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
  const [chosen, setChosen] = useState<PickableSlot | null>(null);
  const slots = useMemo<PickableSlot[]>(
    () =>
      (options.data?.options ?? []).map((o) => ({
        slotId: o.slot_id,
        date: o.date,
        startTime: o.start_time,
        endTime: o.end_time,
        freeSeats: o.capacity_free,
        note: o.same_price ? null : t('changeDate.otherPrice', { price: formatMoney(o.unit_price_cents), kept: formatMoney(b.prices.unit_price_cents) }),
      })),
    [options.data, t, b.prices.unit_price_cents],
  );
  const close = () => {
    changeDate.reset();
    setChosen(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) changeDate.mutate(chosen.slotId, { onSuccess: close });
  };
  return (
    <Dialog open={open} title={t('changeDate.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={ui.muted}>{t('changeDate.help', { number: b.booking_number, date: formatDay(b.slot.date), time: b.slot.start_time, people: b.party.people_count })}</p>
        <BookingError error={options.error} />
        {options.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : options.data && options.data.options.length > 0 ? (
          <SlotPicker
            slots={slots}
            value={chosen?.slotId ?? null}
            onChange={(s) => {
              changeDate.reset();
              setChosen(s);
            }}
            legend={t('changeDate.choose')}
            navLabel={t('changeDate.months')}
          />
        ) : options.data ? (
          <p className={ui.alertInfo}>{t('changeDate.none')}</p>
        ) : null}
        {chosen ? (
          <p className={styles.confirmLine} role="status">
            {t('changeDate.summary', { date: formatDay(chosen.date), time: chosen.startTime })}
            {b.guest.email ? <span className={styles.sub}>{t('changeDate.guestEmailed', { email: b.guest.email })}</span> : null}
          </p>
        ) : null}
        <BookingError error={changeDate.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={changeDate.isPending || chosen === null}>
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
