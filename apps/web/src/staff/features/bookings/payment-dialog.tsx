import { useState, type FormEvent } from 'react';
import type { StaffBookingDetail } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { useBookingActions } from './api.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';

// The card terminal is one method, whatever the desk calls it ("carta", "POS").
const methods = ['cash', 'card'] as const;

/** Money taken at the estate: the amount (the whole due by default, never more) and how it was paid. */
export function PaymentDialog({
  booking: b,
  open,
  onClose,
  payment,
}: {
  booking: StaffBookingDetail;
  open: boolean;
  onClose: () => void;
  payment: ReturnType<typeof useBookingActions>['payment'];
}) {
  const { t, i18n } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const due = b.actions.record_payment.due_cents;
  const [amount, setAmount] = useState(() => centsToEuroInput(due, i18n.language));
  const [method, setMethod] = useState<(typeof methods)[number] | ''>('');
  const cents = euroToCents(amount);
  const invalid = cents === null || cents <= 0 ? t('payment.amountInvalid') : cents > due ? t('payment.amountTooHigh', { due: formatMoney(due) }) : null;
  const close = () => {
    payment.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !method || cents === null) return;
    payment.mutate({ amount_cents: cents, method }, { onSuccess: close });
  };
  return (
    <Dialog open={open} title={t('payment.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <p className={styles.confirmLine}>{t('payment.due', { number: b.booking_number, amount: formatMoney(due), total: formatMoney(b.prices.total_cents) })}</p>
        <Field label={t('payment.amount')} hint={t('payment.amountHint')} error={amount && invalid ? invalid : null}>
          <input className={ui.input} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </Field>
        <fieldset className={styles.choices}>
          <legend className={ui.label}>{t('payment.method')}</legend>
          <div className={styles.methods}>
            {methods.map((m) => (
              <label key={m} className={styles.choice}>
                <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} required />
                <span>{t(`method.${m}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {cents !== null && !invalid ? (
          <p className={ui.muted} role="status">
            {cents === due ? t('payment.settles') : t('payment.leaves', { amount: formatMoney(due - cents) })}
          </p>
        ) : null}
        <BookingError error={payment.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={payment.isPending || Boolean(invalid) || !method}>
            {payment.isPending ? t('actions.working') : cents !== null && !invalid ? t('payment.confirm', { amount: formatMoney(cents) }) : t('payment.confirmPlain')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
