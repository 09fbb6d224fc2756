import type { CancelBookingResponse, ManageBooking } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeDate } from '../../../lib/format.ts';
import { useCancelBooking, type BookingLink } from '../api/manage-booking-api.ts';
import { manageErrorKey, reasonProblem } from '../manage-view.ts';
import styles from './manage-booking.module.css';

export interface CancelDialogProps {
  open: boolean;
  booking: ManageBooking;
  link: BookingLink;
  onClose: () => void;
  onCancelled: (result: CancelBookingResponse['data']) => void;
}

/** The refund (or "nothing charged") as the server computes it now, shown before the guest confirms. */
function RefundPreview({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const c = booking.cancellation;
  const amount = formatEuro(c.refund_amount, locale);
  const text = c.nothing_charged
    ? booking.category === 'WINE'
      ? t('cancel.nothingChargedWine')
      : t('cancel.nothingCharged')
    : c.refund_amount > 0
      ? t('cancel.refund', { amount, percent: c.refund_percent })
      : t('cancel.noRefund', { percent: c.refund_percent });
  return (
    <div id="cancel-refund" className={styles.refundBox} data-testid="cancel-refund">
      {!c.nothing_charged ? (
        <p className={styles.refundFigure}>
          <span>{t('cancel.refundLabel')}</span> <strong>{t('cancel.refundValue', { amount, percent: c.refund_percent })}</strong>
        </p>
      ) : null}
      <p>{text}</p>
    </div>
  );
}

/** An accessible confirmation: the refund first, a required reason, then the server's answer. */
export function CancelDialog({ open, booking, link, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const mutation = useCancelBooking(link);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const showProblem = touched && problem !== null;

  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setTouched(false);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || mutation.isPending) {
      if (problem) document.getElementById('cancel-reason')?.focus();
      return;
    }
    mutation.mutate(reason.trim(), {
      onSuccess: (data) => {
        setReason('');
        setTouched(false);
        onCancelled(data);
      },
    });
  };
  const describedBy = ['cancel-reason-hint', showProblem ? 'cancel-reason-error' : null].filter(Boolean).join(' ');

  return (
    <ModalDialog open={open} onClose={close} labelledBy="cancel-title" describedBy="cancel-refund">
      <div className={styles.dialog} data-testid="cancel-dialog">
        <h2 id="cancel-title" className={styles.dialogTitle}>
          {t('cancel.title')}
        </h2>
        <p className={styles.dialogWhat}>
          {t('cancel.what', { experience: booking.experience_title[locale], date: formatRomeDate(booking.starts_at, locale), time: booking.start_time })}
        </p>
        <RefundPreview booking={booking} />
        <p className={styles.muted}>{t('cancel.irreversible')}</p>
        <form onSubmit={submit} noValidate className={styles.form}>
          <label htmlFor="cancel-reason" className={styles.label}>
            {t('cancel.reason')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="cancel-reason"
            className={styles.textarea}
            rows={3}
            value={reason}
            required
            aria-required="true"
            aria-invalid={showProblem}
            aria-describedby={describedBy}
            data-autofocus
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(reason.length > 0)}
          />
          <p id="cancel-reason-hint" className={styles.hint}>
            {t('cancel.reasonHint')}
          </p>
          {showProblem ? (
            <p id="cancel-reason-error" className={styles.fieldError}>
              {t(`cancel.reasonErrors.${problem}`)}
            </p>
          ) : null}
          {mutation.isError ? (
            <p role="alert" className={styles.alert} data-testid="cancel-error">
              {t(manageErrorKey(mutation.error, 'cancel'))}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={mutation.isPending}>
              {t('cancel.back')}
            </button>
            <button type="submit" className={`btn btn-primary ${styles.danger}`} aria-disabled={mutation.isPending}>
              {mutation.isPending ? t('cancel.working') : t('cancel.confirm')}
            </button>
          </div>
        </form>
      </div>
    </ModalDialog>
  );
}
