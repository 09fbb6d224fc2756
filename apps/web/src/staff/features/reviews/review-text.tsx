import type { StaffReviewView } from '@tenuta/contracts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './reviews.module.css';

/** The stars, read out as "4 stars out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useStaffT('staffModeration');
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.stars', { count: rating })}>
      {'★'.repeat(rating)}
      <span className={styles.starsOff}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** A review as the guest wrote it: title, text (line breaks kept), who, from where, language. */
export function ReviewText({ review }: { review: StaffReviewView }) {
  const { t } = useStaffT('staffModeration');
  return (
    <div className={styles.text}>
      {review.title ? (
        <strong className={styles.title} lang={review.locale}>
          {review.title}
        </strong>
      ) : null}
      <p className={styles.body} lang={review.locale}>
        {review.body}
      </p>
      <p className={styles.meta}>
        {review.author_name}
        {review.author_city ? ` · ${review.author_city}` : ''}
        {' · '}
        {t(`reviews.languages.${review.locale}`)}
        {review.booking_number ? ` · ${t('reviews.booking', { number: review.booking_number })}` : ''}
        {review.verified ? ` · ${t('reviews.verified')}` : ''}
      </p>
    </div>
  );
}
