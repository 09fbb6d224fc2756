import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatRating } from '../review-format.ts';
import { ReviewSummaryPlaceholder } from './review-skeletons.tsx';
import { StarRating } from './star-rating.tsx';
import styles from './review-summary.module.css';

/** The mean rating and how many reviews it is made of; a placeholder of the same size while loading. */
export function ReviewSummary({ average, count }: { average: number | null; count: number | null }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  if (count === null) return <ReviewSummaryPlaceholder />;
  if (count === 0 || average === null) {
    return (
      <div className={styles.summary}>
        <p className={styles.none}>{t('summary.none')}</p>
      </div>
    );
  }
  return (
    <div className={styles.summary}>
      <p className={styles.score} aria-hidden="true">
        <span className={styles.value}>{formatRating(average, locale)}</span>
        <span className={styles.outOf}>/ 5</span>
      </p>
      <div>
        <StarRating value={average} size="lg" />
        <p className={styles.count}>{t('summary.count', { count })}</p>
      </div>
    </div>
  );
}
