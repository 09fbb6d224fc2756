import type { PublicReview } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { ReviewCard } from './review-card.tsx';
import styles from './review-list.module.css';

export interface ReviewListProps {
  reviews: readonly PublicReview[];
  headingLevel?: 2 | 3;
  showExperience?: boolean;
  /** The review that takes the focus (the first of a page just loaded). */
  focusId?: number | null;
  onFocusTarget?: (el: HTMLElement | null) => void;
}

/** Guest reviews as a grid of cards. */
export function ReviewList({ reviews, headingLevel = 3, showExperience = false, focusId = null, onFocusTarget }: ReviewListProps) {
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.card}>
          <ReviewCard
            review={review}
            headingLevel={headingLevel}
            showExperience={showExperience}
            {...(focusId === review.id && onFocusTarget ? { focusRef: onFocusTarget } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

/** The reviews could not be loaded: say so and offer another try. */
export function ReviewListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('reviews');
  return (
    <div className={styles.error} role="alert">
      <p>{t('list.error')}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('list.retrying') : t('list.retry')}
      </button>
    </div>
  );
}
