import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { REVIEWS_PAGE_SIZE, useReviewPages } from '../api/reviews-api.ts';
import { ReviewList, ReviewListError } from './review-list.tsx';
import { ReviewListSkeleton } from './review-skeletons.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { ReviewsJsonLd } from './reviews-json-ld.tsx';
import type { ReviewsJsonLdInput } from '../review-json-ld.ts';
import listStyles from './review-list.module.css';
import styles from './reviews-feed.module.css';

/** The summary of every review, for the page header of /reviews (same query as the list). */
export function AllReviewsSummary() {
  const query = useReviewPages('all');
  const first = query.data?.pages[0];
  if (query.isError && !first) return null;
  return <ReviewSummary average={first ? first.average_rating : null} count={first ? first.total : null} />;
}

export interface ReviewsFeedProps {
  /** The estate as schema.org Winery data (name, address…); the ratings come from the API. */
  structured: Omit<ReviewsJsonLdInput, 'average' | 'count' | 'reviews' | 'type' | 'url'> & { path: string };
}

/** Every approved review, 10 at a time with "show more", newest first (docs/product.md, Constants). */
export function ReviewsFeed({ structured }: ReviewsFeedProps) {
  const { t } = useTranslation('reviews');
  const query = useReviewPages('all');
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((p) => p.data);
  const first = pages[0];
  const total = first?.total ?? 0;

  // After "show more", the first new review takes the focus, so keyboard users continue from there.
  const [focusId, setFocusId] = useState<number | null>(null);
  const wantFocus = useRef(false);
  const onFocusTarget = useCallback((el: HTMLElement | null) => {
    if (el && wantFocus.current) {
      wantFocus.current = false;
      el.focus();
    }
  }, []);
  const loadMore = () => {
    const next = reviews.length;
    void query.fetchNextPage().then((r) => {
      const added = r.data?.pages.flatMap((p) => p.data)[next];
      if (added) {
        wantFocus.current = true;
        setFocusId(added.id);
      }
    });
  };
  if (query.isError && !first) return <ReviewListError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!first) return <ReviewListSkeleton count={REVIEWS_PAGE_SIZE} />;
  if (reviews.length === 0) return <p className={listStyles.empty}>{t('list.empty')}</p>;
  return (
    <>
      <ReviewList reviews={reviews} showExperience focusId={focusId} onFocusTarget={onFocusTarget} />
      <div className={styles.more}>
        <p className={styles.shown} role="status">
          {t('list.shown', { shown: reviews.length, total })}
        </p>
        {query.hasNextPage ? (
          <button type="button" className="btn btn-secondary" onClick={loadMore} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        ) : null}
        {query.isFetchNextPageError ? (
          <p className={styles.moreError} role="alert">
            {t('list.moreError')}
          </p>
        ) : null}
      </div>
      <ReviewsJsonLd
        {...structured}
        type="Winery"
        url={typeof window === 'undefined' ? structured.path : new URL(structured.path, window.location.origin).href}
        average={first.average_rating}
        count={first.total}
        reviews={first.data}
      />
    </>
  );
}
