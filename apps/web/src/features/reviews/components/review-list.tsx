import { useTranslation } from 'react-i18next';
import { reviews } from '../reviews.ts';
import { StarRating } from './star-rating.tsx';
import styles from './review-list.module.css';

/** The six static guest reviews as cards (name, country, rating, text). */
export function ReviewList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('reviews');
  const H = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.card}>
          <article className={styles.article} aria-labelledby={`review-${review.id}`}>
            <StarRating value={review.rating} />
            <blockquote className={styles.quote}>
              <p>{t(`items.${review.id}.text`)}</p>
            </blockquote>
            <footer className={styles.footer}>
              <span className={styles.avatar} aria-hidden="true">
                {review.name.charAt(0)}
              </span>
              <span>
                <H id={`review-${review.id}`} className={styles.name}>
                  {review.name}
                </H>
                <span className={styles.meta}>
                  {t(`items.${review.id}.country`)} · {t(`items.${review.id}.date`)}
                </span>
              </span>
            </footer>
          </article>
        </li>
      ))}
    </ul>
  );
}
