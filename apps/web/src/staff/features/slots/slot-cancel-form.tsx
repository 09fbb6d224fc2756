import { useState, type FormEvent } from 'react';
import type { StaffSlotCancelResult, StaffSlotDetail } from '@tenuta/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Field } from '../../../ui/field.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './calendar.module.css';
import { SlotError } from './slot-error.tsx';

/** What the cancellation did: bookings, refunds (sent, still pending), money to give back by hand. */
export function CancelOutcome({ result }: { result: StaffSlotCancelResult }) {
  const { t } = useStaffT('staffSlots');
  return (
    <div role="status" className={ui.alertSuccess}>
      <p style={{ margin: 0 }}>
        {t(result.refund_cents > 0 ? 'cancel.done' : 'cancel.doneNoCard', { count: result.bookings_cancelled, amount: formatMoney(result.refund_cents) })}
      </p>
      {result.refunds.pending > 0 ? <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.pending', { count: result.refunds.pending })}</p> : null}
      {result.refunds.failed > 0 ? <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.failed', { count: result.refunds.failed })}</p> : null}
      {result.on_site_cents > 0 ? <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.onSite', { amount: formatMoney(result.on_site_cents) })}</p> : null}
      <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.emails', { count: result.emails_queued })}</p>
    </div>
  );
}

type CancelMutation = UseMutationResult<StaffSlotCancelResult, Error, { id: number; reason: string }>;

/**
 * Cancel the slot: a first button opens the form; the form says what will happen (bookings,
 * people, refund to cards, money paid at the estate, holds released) and needs the reason the
 * guests will read. Submitting it is the confirmation. The mutation belongs to the dialog, which
 * shows its outcome once this form is gone with the slot's cancellation.
 */
export function SlotCancelForm({ detail, cancel }: { detail: StaffSlotDetail; cancel: CancelMutation }) {
  const { t } = useStaffT('staffSlots');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const p = detail.cancel_preview;
  const reasonError = touched && reason.trim().length < 3 ? t('cancel.reasonRequired') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reason.trim().length < 3) return;
    cancel.mutate({ id: detail.slot.id, reason: reason.trim() });
  };

  if (!open) {
    return (
      <section className={styles.danger} aria-labelledby="slot-cancel-title">
        <h3 id="slot-cancel-title" className={styles.sectionTitle}>
          {t('cancel.title')}
        </h3>
        <p className={ui.muted}>{t('cancel.intro')}</p>
        <div>
          <button type="button" className={ui.danger} onClick={() => setOpen(true)}>
            {t('cancel.start')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.danger} aria-labelledby="slot-cancel-title">
      <h3 id="slot-cancel-title" className={styles.sectionTitle}>
        {t('cancel.title')}
      </h3>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <div className={ui.alertInfo} data-testid="cancel-preview">
          <p style={{ margin: 0 }}>
            {p.bookings === 0
              ? t('cancel.previewNone')
              : t(p.refund_cents > 0 ? 'cancel.preview' : 'cancel.previewNoCard', {
                  count: p.bookings,
                  people: t('dialog.people', { count: p.people }),
                  amount: formatMoney(p.refund_cents),
                })}
          </p>
          {p.on_site_cents > 0 ? <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.previewOnSite', { amount: formatMoney(p.on_site_cents) })}</p> : null}
          {p.holds > 0 ? <p style={{ margin: '0.25rem 0 0' }}>{t('cancel.previewHolds', { count: p.holds })}</p> : null}
        </div>
        <Field label={t('cancel.reason')} hint={t('cancel.reasonHint')} error={reasonError}>
          <textarea className={ui.input} rows={3} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} onBlur={() => setTouched(true)} />
        </Field>
        <SlotError error={cancel.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={cancel.isPending}>
            {p.bookings > 0 ? t('cancel.confirm', { count: p.bookings }) : t('cancel.confirmEmpty')}
          </button>
          <button type="button" className={ui.ghost} onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </button>
        </div>
      </form>
    </section>
  );
}
