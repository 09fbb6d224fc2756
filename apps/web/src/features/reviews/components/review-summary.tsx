import { useTranslation } from 'react-i18next';
import { averageRating, reviews } from '../reviews.ts';
import { StarRating } from './star-rating.tsx';
import styles from './review-summary.module.css';

/** Average rating of the static reviews, with the count. */
export function ReviewSummary() {
  const { t, i18n } = useTranslation('reviews');
  const average = averageRating(reviews);
  const formatted = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <div className={styles.summary}>
      <p className={styles.score} aria-hidden="true">
        <span className={styles.value}>{formatted}</span>
        <span className={styles.outOf}>/ 5</span>
      </p>
      <div>
        <StarRating value={average} size="lg" />
        <p className={styles.count}>{t('summary.count', { count: reviews.length })}</p>
      </div>
    </div>
  );
}
