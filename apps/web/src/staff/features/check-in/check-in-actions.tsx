import { useRef, useState, type FormEvent } from 'react';
import type { StaffArrival } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { formatMoney } from '../../components/format.ts';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { BookingError } from '../bookings/booking-error.tsx';
import { useCheckIn, type CheckInOutcome } from './api.ts';
import styles from './check-in-actions.module.css';
import { useFrontDesk } from './front-desk-api.ts';

const methods = ['cash', 'card'] as const;
type Method = (typeof methods)[number];

/**
 * What the desk can do from the check-in result without leaving the screen: collect what is due
 * (cash or card terminal; the whole amount by default, never more), undo a check-in made by
 * mistake, or undo a no-show and check the late guest in. Each shows the booking as it is now.
 */
export function CheckInActions({ outcome, onChange }: { outcome: CheckInOutcome; onChange: (o: CheckInOutcome) => void }) {
  const { t } = useStaffT('staffCheckIn');
  const { can } = useStaffAuth();
  const desk = useFrontDesk();
  const checkIn = useCheckIn();
  const [collected, setCollected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  const booking = outcome.kind === 'not_found' ? null : outcome.booking;
  if (!booking) return null;

  const collectable = can('payments.on_site') && booking.due_on_site_cents > 0 && (booking.status === 'confirmed' || booking.status === 'checked_in');
  const undoCheckIn = can('checkin') && booking.status === 'checked_in';
  const undoNoShow = can('checkin') && booking.status === 'no_show';
  const checkInAgain = can('checkin') && outcome.kind === 'undone' && (booking.status === 'confirmed' || booking.status === 'paid');
  if (!collectable && !undoCheckIn && !undoNoShow && !checkInAgain && !collected) return null;

  const arrive = () => checkIn.mutate({ ref: booking.id, method: 'tap' }, { onSuccess: onChange });
  const error = desk.undoCheckIn.error ?? desk.undoNoShow.error ?? checkIn.error;

  return (
    <div className={styles.actions}>
      {collected ? (
        <p className={styles.done} role="status">
          {collected}
        </p>
      ) : null}
      {collectable ? (
        <CollectForm
          key={`${booking.id}-${booking.due_on_site_cents}`}
          booking={booking}
          onCollected={(b, line) => {
            setCollected(line);
            onChange({ ...outcome, booking: b } as CheckInOutcome);
          }}
        />
      ) : null}
      {undoNoShow ? (
        <div className={styles.row}>
          <button
            type="button"
            className={`${ui.primary} ${styles.big}`}
            disabled={desk.undoNoShow.isPending || checkIn.isPending}
            onClick={() => desk.undoNoShow.mutate(booking.id, { onSuccess: arrive })}
          >
            {desk.undoNoShow.isPending || checkIn.isPending ? t('actions.working') : t('actions.undoNoShowAndCheckIn')}
          </button>
        </div>
      ) : null}
      {undoCheckIn ? (
        confirming ? (
          <div className={styles.row}>
            <p className={styles.confirm}>{t('actions.undoCheckInConfirm', { name: booking.customer_name ?? booking.booking_number })}</p>
            <button
              type="button"
              className={`${ui.danger} ${styles.big}`}
              disabled={desk.undoCheckIn.isPending}
              // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the button that was just pressed; focus stays where the hand is
              autoFocus
              onClick={() =>
                desk.undoCheckIn.mutate(booking.id, {
                  onSuccess: (b) => {
                    setConfirming(false);
                    onChange({ kind: 'undone', what: 'check_in', booking: b });
                  },
                })
              }
            >
              {desk.undoCheckIn.isPending ? t('actions.working') : t('actions.undoCheckInYes')}
            </button>
            <button
              type="button"
              className={`${ui.ghost} ${styles.big}`}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => undoButton.current?.focus());
              }}
            >
              {t('actions.undoCheckInNo')}
            </button>
          </div>
        ) : (
          <div className={styles.row}>
            <button ref={undoButton} type="button" className={`${ui.button} ${styles.big}`} onClick={() => setConfirming(true)}>
              {t('actions.undoCheckIn')}
            </button>
          </div>
        )
      ) : null}
      {checkInAgain ? (
        <div className={styles.row}>
          <button type="button" className={`${ui.primary} ${styles.big}`} disabled={checkIn.isPending} onClick={arrive}>
            {checkIn.isPending ? t('actions.working') : t('actions.checkInNow')}
          </button>
        </div>
      ) : null}
      <BookingError error={error} />
    </div>
  );
}

/** The amount (the whole due by default) and how it was paid; the server refuses more than is due. */
function CollectForm({ booking, onCollected }: { booking: StaffArrival; onCollected: (b: StaffArrival, line: string) => void }) {
  const { t, i18n } = useStaffT('staffCheckIn');
  const { collect } = useFrontDesk();
  const due = booking.due_on_site_cents;
  const [amount, setAmount] = useState(() => centsToEuroInput(due, i18n.language));
  const [method, setMethod] = useState<Method | ''>('');
  const cents = euroToCents(amount);
  const invalid = cents === null || cents <= 0 ? t('collect.amountInvalid') : cents > due ? t('collect.amountTooHigh', { due: formatMoney(due) }) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !method || cents === null) return;
    collect.mutate(
      { id: booking.id, amount_cents: cents, method },
      { onSuccess: (r) => onCollected(r.booking, t('collect.done', { amount: formatMoney(cents), method: t(`collect.methodInline.${method}`), due: formatMoney(r.due_cents) })) },
    );
  };
  const amountId = `collect-amount-${booking.id}`;
  return (
    <form className={styles.collect} onSubmit={submit} noValidate aria-labelledby={`collect-title-${booking.id}`}>
      <p id={`collect-title-${booking.id}`} className={ui.cardTitle}>
        {t('collect.title', { amount: formatMoney(due) })}
      </p>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={amountId}>
          {t('collect.amount')}
        </label>
        <input
          id={amountId}
          className={`${ui.input} ${styles.amount}`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={amount && invalid ? true : undefined}
          aria-describedby={amount && invalid ? `${amountId}-error` : undefined}
        />
        {amount && invalid ? (
          <span id={`${amountId}-error`} className={ui.fieldError}>
            {invalid}
          </span>
        ) : null}
      </div>
      <fieldset className={styles.methods}>
        <legend className={ui.label}>{t('collect.method')}</legend>
        {methods.map((m) => (
          <label key={m} className={styles.method}>
            <input type="radio" name={`collect-method-${booking.id}`} value={m} checked={method === m} onChange={() => setMethod(m)} />
            <span>{t(`collect.methods.${m}`)}</span>
          </label>
        ))}
      </fieldset>
      <BookingError error={collect.error} />
      <div className={styles.row}>
        <button type="submit" className={`${ui.primary} ${styles.big}`} disabled={collect.isPending || Boolean(invalid) || !method}>
          {collect.isPending ? t('actions.working') : cents !== null && !invalid ? t('collect.confirm', { amount: formatMoney(cents) }) : t('collect.confirmPlain')}
        </button>
      </div>
    </form>
  );
}
