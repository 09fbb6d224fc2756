import { useTranslation } from '../../../i18n/index.ts';
import styles from './review-list.module.css';
import summaryStyles from './review-summary.module.css';

/** Placeholder cards of a review's size while the reviews load (no layout shift when they arrive). */
export function ReviewListSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('reviews');
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: the position is all there is
          <li key={i} className={styles.card}>
            <div className={`${styles.article} ${styles.skeleton}`}>
              <span className={styles.boneStars} />
              <span className={styles.bone} />
              <span className={styles.bone} />
              <span className={`${styles.bone} ${styles.boneShort}`} />
              <span className={styles.boneFooter} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The review summary's place while the reviews load: the same size. */
export function ReviewSummaryPlaceholder() {
  return <div className={`${summaryStyles.summary} ${summaryStyles.placeholder}`} aria-hidden="true" />;
}
