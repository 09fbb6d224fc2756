import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatWholeEuros } from '../../../lib/format.ts';
import { EXPERIENCE_PARAM } from '../../booking-widget/experience-choice.ts';
import { useExperiences } from '../../estate/api/experiences-api.ts';
import { wineBadge } from '../wine-badge.ts';
import { TastingCardsSkeleton } from './tasting-cards-skeleton.tsx';
import styles from './wine-tastings.module.css';

/**
 * One card per tasting of the catalogue (docs/product.md, The catalogue): the same names, prices,
 * lengths and contents as the booking widget, the cart, the e-mails and the manage page. Each
 * card opens the widget on its tasting.
 */
export function TastingCards() {
  const { t } = useTranslation('wine');
  const locale = useLocale();
  const query = useExperiences();

  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('tastings.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('tastings.retry')}
        </button>
      </div>
    );
  }
  if (!query.data) return <TastingCardsSkeleton />;

  const tastings = query.data.filter((e) => e.category === 'WINE');
  return (
    <ul className={styles.list}>
      {tastings.map((tasting) => {
        const badge = wineBadge(tasting.price);
        const headingId = `tasting-${tasting.slug}`;
        return (
          <li key={tasting.id} className={`${styles.card} ${styles[badge] ?? ''}`} data-testid="tasting-card">
            <article aria-labelledby={headingId} className={styles.article}>
              <p className={styles.badge}>{t(`badges.${badge}`)}</p>
              <h3 id={headingId} className={styles.name}>
                {pickLocalized(tasting.title, locale)}
              </h3>
              <p className={styles.price}>
                <span className={styles.amount}>{formatWholeEuros(tasting.price, locale)}</span> <span className={styles.per}>{t('tastings.perPerson')}</span>
              </p>
              <p className={styles.text}>{pickLocalized(tasting.description, locale)}</p>
              <ul className={styles.facts}>
                <li>{pickLocalized(tasting.summary, locale)}</li>
                <li>{t('tastings.minutes', { count: tasting.duration_minutes })}</li>
              </ul>
              <Link
                to={{ search: `?${EXPERIENCE_PARAM}=${encodeURIComponent(tasting.slug)}`, hash: '#prenota' }}
                className={`btn btn-secondary ${styles.book}`}
                aria-describedby={headingId}
              >
                {t('tastings.book')}
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
