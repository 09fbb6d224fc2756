import { useState, type FormEvent } from 'react';
import type { StaffReviewView } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useReviewDecisions } from './api.ts';
import { ReviewText, Stars } from './review-text.tsx';
import styles from './reviews.module.css';

/** Rejecting needs a reason: the review is shown again beside the field. */
export function RejectDialog({ review, onClose, onDone }: { review: StaffReviewView; onClose: () => void; onDone: () => void }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const { reject } = useReviewDecisions();
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reject.mutate({ id: review.id, reason }, { onSuccess: onDone });
  };
  return (
    <Dialog open title={t('reviews.rejectTitle')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <blockquote className={styles.quote}>
          <Stars rating={review.rating} />
          <ReviewText review={review} />
        </blockquote>
        <Field label={t('reviews.rejectReason')} hint={t('reviews.rejectHint')}>
          <textarea className={ui.input} name="reason" rows={3} required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <ErrorMessage error={reject.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.danger} disabled={reject.isPending || reason.trim().length < 3}>
            {t('reviews.rejectSubmit')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
