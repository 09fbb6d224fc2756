import { useRef, useState, type FormEvent } from 'react';
import type { StaffBookingDetail, StaffBookingPayment } from '@tenuta/contracts';
import { VOID_REASON_MAX, VOID_REASON_MIN } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDateTime, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { BookingError } from './booking-error.tsx';
import { PaymentsTable } from './booking-tables.tsx';
import styles from './bookings.module.css';
import { useFrontDeskActions } from './front-desk-actions.ts';
import { useAgencyPaymentsEmpty } from './channel-money.tsx';

/**
 * The booking's ledger, where an owner or a manager (payments.void) may void a payment taken on
 * site and recorded by mistake: a reason, then it no longer counts and what it covered is due again.
 */
export function VoidablePayments({ booking: b }: { booking: StaffBookingDetail }) {
  const { can } = useStaffAuth();
  const [voiding, setVoiding] = useState<StaffBookingPayment | null>(null);
  const { t } = useStaffT('staffBookings');
  // With no payment yet, the list says what is awaited: the agency's, the estate's desk, or the guest online.
  const empty = useAgencyPaymentsEmpty(b) ?? t(b.status === 'pending' ? 'payments.emptyPending' : b.payment_status === 'pay_on_site' ? 'payments.emptyOnSite' : 'payments.empty');
  // Focus goes back to the row's button when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const open = (p: StaffBookingPayment) => {
    opener.current = document.activeElement as HTMLElement | null;
    setVoiding(p);
  };
  return (
    <>
      <PaymentsTable payments={b.payments} empty={empty} {...(can('payments.void') ? { onVoid: open } : {})} />
      {voiding ? (
        <VoidPaymentDialog
          booking={b}
          payment={voiding}
          onClose={() => {
            setVoiding(null);
            requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
          }}
        />
      ) : null}
    </>
  );
}

function VoidPaymentDialog({ booking: b, payment: p, onClose }: { booking: StaffBookingDetail; payment: StaffBookingPayment; onClose: () => void }) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const { voidPayment } = useFrontDeskActions(b.id);
  const [reason, setReason] = useState('');
  const close = () => {
    voidPayment.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    voidPayment.mutate({ paymentId: p.id, reason: reason.trim() }, { onSuccess: close });
  };
  const what = { amount: formatMoney(p.amount_cents), method: t(`methodInline.${p.method ?? 'cash'}`), when: formatDateTime(p.created_at), who: p.staff?.name ?? '—' };
  return (
    <Dialog open title={t('voidPayment.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={styles.confirmLine}>{t('voidPayment.intro', { number: b.booking_number, ...what })}</p>
        <p className={ui.muted}>{t('voidPayment.effect', { amount: what.amount })}</p>
        <Field label={t('voidPayment.reason')} hint={t('voidPayment.reasonHint')}>
          <textarea
            className={`${ui.input} ${styles.textarea}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={VOID_REASON_MIN}
            maxLength={VOID_REASON_MAX}
          />
        </Field>
        <BookingError error={voidPayment.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.danger} disabled={voidPayment.isPending || reason.trim().length < VOID_REASON_MIN}>
            {voidPayment.isPending ? t('actions.working') : t('voidPayment.confirm', { amount: what.amount })}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
