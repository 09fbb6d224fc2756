import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/use-locale.ts';
import { useReviews } from '../api/reviews-api.ts';
import { ReviewListError, ReviewList, ReviewListSkeleton } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { ReviewsJsonLd } from './reviews-json-ld.tsx';
import listStyles from './review-list.module.css';
import styles from './reviews-showcase.module.css';

/** How many reviews a landing page shows (two rows of three on wide screens). */
export const SHOWCASE_SIZE = 6;

export interface ReviewsShowcaseProps {
  scope: 'truffle' | 'wine';
  /** The page's path, for the structured data's url. */
  path: string;
}

/**
 * The newest approved reviews of one experience category, with the mean
 * rating, on its landing page; loaded in the browser (the page is prerendered
 * without data), with the same data as schema.org Product markup.
 */
export function ReviewsShowcase({ scope, path }: ReviewsShowcaseProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const query = useReviews(scope, SHOWCASE_SIZE);
  const data = query.data;
  return (
    <div className={styles.showcase}>
      {query.isError && !data ? null : (
        <div className={styles.summaryRow}>
          <ReviewSummary average={data ? data.average_rating : null} count={data ? data.total : null} />
        </div>
      )}
      {query.isError && !data ? (
        <ReviewListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <ReviewListSkeleton count={SHOWCASE_SIZE} />
      ) : data.data.length === 0 ? (
        <p className={listStyles.empty}>{t('list.empty')}</p>
      ) : (
        <ReviewList reviews={data.data} />
      )}
      {data ? (
        <ReviewsJsonLd
          type="Product"
          name={t(`structured.${scope}.name`)}
          description={t(`structured.${scope}.description`)}
          url={typeof window === 'undefined' ? path : new URL(path, window.location.origin).href}
          average={data.average_rating}
          count={data.total}
          reviews={data.data}
          key={locale}
        />
      ) : null}
    </div>
  );
}
