import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatRomeDate } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getReviewedBooking } from '../api/reviews-api.ts';
import { readReviewLink } from '../review-form.ts';
import { ReviewForm } from './review-form.tsx';
import styles from './review-form.module.css';

type ReviewLink = { bookingId: string; token: string };

/**
 * /reviews/new?booking&token (the link in the review-request e-mail): the
 * form, the booking it is about when that can be read, and the thanks.
 */
export function ReviewNewView() {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const { search } = useLocation();
  // The prerendered page has no query string: read it after hydration only.
  const [link, setLink] = useState<ReviewLink | null | undefined>(undefined);
  useEffect(() => setLink(readReviewLink(search)), [search]);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const booking = useQuery(
    {
      queryKey: ['reviews', 'booking', link?.bookingId, link?.token],
      queryFn: ({ signal }) => getReviewedBooking(link!.bookingId, link!.token, signal),
      enabled: Boolean(link),
      retry: false,
      staleTime: Infinity,
    },
    queryClient,
  );

  if (done) {
    return (
      <div className={styles.panel} role="status">
        <div className={styles.doneMark} aria-hidden="true">
          ✓
        </div>
        <h2 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          {t('done.title')}
        </h2>
        <p className={styles.doneText}>{t('done.text')}</p>
        <div className={styles.doneActions}>
          <Link className="btn btn-primary" to="/reviews">
            {t('done.reviews')}
          </Link>
          <Link className="btn btn-secondary" to="/">
            {t('done.home')}
          </Link>
        </div>
      </div>
    );
  }

  if (link === null) {
    return (
      <div className={styles.panel} role="alert">
        <h2 className={styles.doneTitle}>{t('new.missing.title')}</h2>
        <p className={styles.doneText}>{t('new.missing.text')}</p>
        <div className={styles.doneActions}>
          <Link className="btn btn-secondary" to="/contatti">
            {t('new.missing.contact')}
          </Link>
        </div>
      </div>
    );
  }

  const b = booking.data;
  return (
    <div className={styles.panel}>
      <div className={styles.reviewing} aria-live="polite">
        {b ? (
          <p>
            <span className={styles.reviewingLabel}>{t('new.reviewing')}</span> <strong>{pickLocalized(b.experienceTitle, locale)}</strong>
            {b.startsAt ? <> · {formatRomeDate(b.startsAt, locale)}</> : null}
            {b.bookingNumber ? <span className={styles.reviewingNumber}> · {t('new.bookingNumber', { number: b.bookingNumber })}</span> : null}
          </p>
        ) : null}
      </div>
      {link ? <ReviewForm link={link} onDone={() => setDone(true)} /> : <div className={styles.formPlaceholder} aria-hidden="true" />}
    </div>
  );
}
