import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useReviews } from '../api/reviews-api.ts';
import { ReviewListError, ReviewList } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { ReviewsJsonLd } from './reviews-json-ld.tsx';
import { ReviewsShowcasePlaceholder, SHOWCASE_SIZE } from './reviews-showcase-placeholder.tsx';
import listStyles from './review-list.module.css';
import styles from './reviews-showcase.module.css';

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
  if (!data) {
    return query.isError ? (
      <div className={styles.showcase}>
        <ReviewListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    ) : (
      <ReviewsShowcasePlaceholder />
    );
  }
  return (
    <div className={styles.showcase}>
      <div className={styles.summaryRow}>
        <ReviewSummary average={data.average_rating} count={data.total} />
      </div>
      {data.data.length === 0 ? <p className={listStyles.empty}>{t('list.empty')}</p> : <ReviewList reviews={data.data} />}
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
    </div>
  );
}
