import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, type StaffBookingDetail, type StaffBookingRefundChoice } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { useBookingActions } from './api.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';
import { refundPreview } from './refund-preview.ts';

type Mode = 'policy' | 'full' | 'none' | 'percent';
type Who = 'guest' | 'estate';

/**
 * Cancel: whose decision it is (the guest's request or the estate's: the guest's e-mail follows),
 * a reason (required), whether the guest is e-mailed, and the refund: the policy's, or, for a role
 * that may refund, full, none or a percentage (the estate's decision suggests a full refund). The
 * amount that will go back is shown before confirming.
 */
export function CancelDialog({
  booking: b,
  open,
  onClose,
  cancel,
}: {
  booking: StaffBookingDetail;
  open: boolean;
  onClose: () => void;
  cancel: ReturnType<typeof useBookingActions>['cancel'];
}) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const mayOverride = can('bookings.refund');
  const [mode, setMode] = useState<Mode>('policy');
  const [who, setWho] = useState<Who | null>(null);
  const [notify, setNotify] = useState(true);
  const [percent, setPercent] = useState('50');
  const [reason, setReason] = useState('');
  const c = b.actions.cancel;
  const choice: StaffBookingRefundChoice = mode === 'percent' ? { percent: Math.min(100, Math.max(0, Math.trunc(Number(percent) || 0))) } : mode;
  const amount = refundPreview(b, choice);
  // Only card payments go back through the system; money taken on site is handed back at the desk.
  const nothingToCard = c.max_refund_cents === 0;
  const close = () => {
    cancel.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!who) return;
    cancel.mutate({ reason: reason.trim(), refund: choice, cancelled_by: who, notify_guest: notify }, { onSuccess: close });
  };
  const chooseWho = (w: Who) => {
    setWho(w);
    // The estate's decision gives everything back unless staff decide otherwise; the guest's follows the policy.
    setMode(w === 'estate' && mayOverride && !nothingToCard ? 'full' : 'policy');
  };
  const option = (value: Mode, label: string, hint: string | null, cents: number | null) => (
    <label className={styles.choice}>
      <input type="radio" name="refund" value={value} checked={mode === value} onChange={() => setMode(value)} />
      <span className={styles.choiceText}>
        <span>{label}</span>
        {hint ? <span className={styles.sub}>{hint}</span> : null}
      </span>
      {cents !== null ? <span className={styles.choiceAmount}>{formatMoney(cents)}</span> : null}
    </label>
  );
  return (
    <Dialog open={open} title={t('cancel.title')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={styles.confirmLine}>{t('cancel.intro', { number: b.booking_number, name: b.guest.name ?? '—', date: formatDay(b.slot.date), time: b.slot.start_time })}</p>
        {c.after_start ? <p className={ui.alertInfo}>{t('cancel.afterStart')}</p> : null}
        <fieldset className={styles.choices}>
          <legend className={ui.label}>{t('cancel.who')}</legend>
          <div className={styles.methods}>
            {(['guest', 'estate'] as const).map((w) => (
              <label key={w} className={styles.choice}>
                <input type="radio" name="cancelled-by" value={w} checked={who === w} onChange={() => chooseWho(w)} required />
                <span className={styles.choiceText}>
                  <span>{t(`cancel.by.${w}`)}</span>
                  <span className={styles.sub}>{t(`cancel.byHint.${w}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t('cancel.reason')} hint={t('cancel.reasonHint')}>
          <textarea
            className={`${ui.input} ${styles.textarea}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={CANCEL_REASON_MIN}
            maxLength={CANCEL_REASON_MAX}
          />
        </Field>
        {nothingToCard ? (
          <p className={ui.muted}>{t('cancel.nothingPaid')}</p>
        ) : (
          <fieldset className={styles.choices}>
            <legend className={ui.label}>{t('cancel.refund')}</legend>
            {option('policy', t('cancel.policy', { percent: c.policy_percent }), t('cancel.policyHint'), c.policy_refund_cents)}
            {mayOverride ? (
              <>
                {option('full', t('cancel.full'), null, c.max_refund_cents)}
                {option('none', t('cancel.none'), null, 0)}
                <label className={styles.choice}>
                  <input type="radio" name="refund" value="percent" checked={mode === 'percent'} onChange={() => setMode('percent')} />
                  <span className={styles.choiceText}>
                    <span>{t('cancel.percent')}</span>
                    <span className={styles.sub}>{t('cancel.overrideHint')}</span>
                  </span>
                  <input
                    className={`${ui.input} ${styles.percent}`}
                    type="number"
                    min={0}
                    max={100}
                    step={1}
                    value={percent}
                    aria-label={t('cancel.percentLabel')}
                    onFocus={() => setMode('percent')}
                    onChange={(e) => setPercent(e.target.value)}
                  />
                </label>
              </>
            ) : (
              <p className={ui.muted}>{t('cancel.noOverride')}</p>
            )}
          </fieldset>
        )}
        {b.money.paid_on_site_cents > 0 ? <p className={ui.muted}>{t('cancel.onSiteNote', { amount: formatMoney(b.money.paid_on_site_cents) })}</p> : null}
        <p className={styles.confirmLine} role="status">
          {amount > 0 ? t('cancel.willRefund', { amount: formatMoney(amount) }) : t('cancel.willNotRefund')}
          {b.guest.email && who ? <span className={styles.sub}>{notify ? t(`cancel.emailed.${who}`, { email: b.guest.email }) : t('cancel.notEmailed')}</span> : null}
        </p>
        {b.guest.email ? (
          <label className={styles.check}>
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            <span>{t('cancel.notify', { email: b.guest.email })}</span>
          </label>
        ) : null}
        <BookingError error={cancel.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.danger} disabled={cancel.isPending || who === null || reason.trim().length < CANCEL_REASON_MIN}>
            {cancel.isPending ? t('actions.working') : amount > 0 ? t('cancel.confirmRefund', { amount: formatMoney(amount) }) : t('cancel.confirm')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {t('actions.keep')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
