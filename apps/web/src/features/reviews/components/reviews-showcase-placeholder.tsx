import { ReviewListSkeleton, ReviewSummaryPlaceholder } from './review-skeletons.tsx';
import styles from './reviews-showcase.module.css';

/** How many reviews a landing page shows (two rows of three on wide screens). */
export const SHOWCASE_SIZE = 6;

/** The reviews showcase while its reviews load (and in the prerendered page): the summary's place and skeleton cards. */
export function ReviewsShowcasePlaceholder() {
  return (
    <div className={styles.showcase}>
      <div className={styles.summaryRow}>
        <ReviewSummaryPlaceholder />
      </div>
      <ReviewListSkeleton count={SHOWCASE_SIZE} />
    </div>
  );
}
