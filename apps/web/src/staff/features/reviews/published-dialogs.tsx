import { useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX, type StaffReviewView } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { usePublishedReviewActions } from './api.ts';
import { ReviewText, Stars } from './review-text.tsx';
import styles from './reviews.module.css';

const Quote = ({ review }: { review: StaffReviewView }) => (
  <blockquote className={styles.quote}>
    <Stars rating={review.rating} />
    <ReviewText review={review} />
  </blockquote>
);

/** Taking a published review off the site: the reason stays internal, like a rejection's. */
export function UnpublishDialog({ review, onClose, onDone }: { review: StaffReviewView; onClose: () => void; onDone: () => void }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const { unpublish } = usePublishedReviewActions();
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    unpublish.mutate({ id: review.id, reason }, { onSuccess: onDone });
  };
  return (
    <Dialog open title={t('reviews.unpublishTitle')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <Quote review={review} />
        <p className={ui.alertInfo}>{t('reviews.unpublishHelp')}</p>
        <Field label={t('reviews.unpublishReason')} hint={t('reviews.rejectHint')}>
          <textarea className={ui.input} name="reason" rows={3} required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <ErrorMessage error={unpublish.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.danger} disabled={unpublish.isPending || reason.trim().length < 3}>
            {t('reviews.unpublishSubmit')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The estate's public reply: shown under the review on the site exactly as written here. */
export function ReplyDialog({ review, onClose, onDone }: { review: StaffReviewView; onClose: () => void; onDone: (removed: boolean) => void }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const { reply } = usePublishedReviewActions();
  const [body, setBody] = useState(review.reply?.body ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reply.mutate({ id: review.id, body }, { onSuccess: () => onDone(false) });
  };
  return (
    <Dialog open title={review.reply ? t('reviews.replyEditTitle') : t('reviews.replyTitle')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <Quote review={review} />
        <Field label={t('reviews.replyField')} hint={t('reviews.replyHint', { max: REVIEW_REPLY_MAX })}>
          <textarea className={ui.input} name="reply" rows={5} required minLength={2} maxLength={REVIEW_REPLY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        </Field>
        <ErrorMessage error={reply.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={reply.isPending || body.trim().length < 2}>
            {t('reviews.replySubmit')}
          </button>
          {review.reply ? (
            <button type="button" className={ui.danger} disabled={reply.isPending} onClick={() => reply.mutate({ id: review.id, body: null }, { onSuccess: () => onDone(true) })}>
              {t('reviews.replyRemove')}
            </button>
          ) : null}
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The reply as the site shows it, under the review in the back office too. */
export function ReplyText({ review }: { review: StaffReviewView }) {
  const { t } = useStaffT('staffModeration');
  if (!review.reply) return null;
  return (
    <div className={styles.reply}>
      <strong>{t('reviews.replyLabel')}</strong>
      <p className={styles.body}>{review.reply.body}</p>
    </div>
  );
}
