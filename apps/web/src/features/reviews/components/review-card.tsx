import type { PublicReview } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatReviewMonth, reviewParagraphs } from '../review-format.ts';
import { StarRating } from './star-rating.tsx';
import styles from './review-list.module.css';

export interface ReviewCardProps {
  review: PublicReview;
  headingLevel?: 2 | 3;
  /** On the page of every review: which experience it is about. */
  showExperience?: boolean;
  /** Focusable by script (the first of a newly loaded page gets the focus). */
  focusRef?: (el: HTMLElement | null) => void;
}

/** One guest review as a card: stars, title, text, name, city and month; a badge when tied to a booking; the estate's reply under it. */
export function ReviewCard({ review, headingLevel = 3, showExperience = false, focusRef }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const H = `h${headingLevel}` as const;
  const nameId = `review-${review.id}-name`;
  // The guest's own words keep their language (screen readers pronounce them right).
  const lang = review.locale !== locale ? review.locale : undefined;
  return (
    <article className={styles.article} aria-labelledby={nameId} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <div className={styles.top}>
        <StarRating value={review.rating} />
        {review.verified ? (
          <span className={styles.verified}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path
                d="M8 1.2 9.9 2.6l2.3-.1.7 2.2 1.9 1.4-.8 2.2.8 2.2-1.9 1.4-.7 2.2-2.3-.1L8 15.4l-1.9-1.4-2.3.1-.7-2.2-1.9-1.4.8-2.2-.8-2.2 1.9-1.4.7-2.2 2.3.1Z"
                fill="currentColor"
              />
              <path d="m5.3 8.2 1.9 1.9 3.6-3.8" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('list.verified')}
          </span>
        ) : null}
      </div>
      {showExperience ? <p className={styles.experience}>{pickLocalized(review.experience_title, locale)}</p> : null}
      {review.title ? (
        <p className={styles.title} lang={lang}>
          {review.title}
        </p>
      ) : null}
      <blockquote className={styles.quote} lang={lang}>
        {reviewParagraphs(review.body).map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text, never reordered; the same paragraph may occur twice
          <p key={i}>{p}</p>
        ))}
      </blockquote>
      {review.reply ? (
        // The estate's words as written (one text for both languages): no lang of its own.
        <aside className={styles.reply} aria-label={t('list.reply')}>
          <p className={styles.replyTitle}>{t('list.reply')}</p>
          {reviewParagraphs(review.reply.body).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text, never reordered
            <p key={i}>{p}</p>
          ))}
        </aside>
      ) : null}
      <footer className={styles.footer}>
        <span className={styles.avatar} aria-hidden="true">
          {review.author_name.charAt(0).toLocaleUpperCase()}
        </span>
        <span>
          <H id={nameId} className={styles.name}>
            {review.author_name}
          </H>
          <span className={styles.meta}>
            {review.author_city ? `${review.author_city} · ` : null}
            <time dateTime={review.created_at}>{formatReviewMonth(review.created_at, locale)}</time>
          </span>
        </span>
      </footer>
    </article>
  );
}
