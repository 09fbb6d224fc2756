import type { Experience } from '@tenuta/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import { mediaEntry, Picture } from '../../../media/picture.tsx';
import { EXPERIENCE_PARAM } from '../../booking-widget/experience-choice.ts';
import { useExperiences } from '../api/experiences-api.ts';
import { ExperienceCardsSkeleton } from './experience-cards-skeleton.tsx';
import styles from './experience-cards.module.css';

/** The catalogue's image keys, drawn by the media pipeline under these names. */
const imageFor: Record<string, string> = {
  'truffle-woods': 'truffle-02',
  'truffle-dog': 'truffle-04',
  'truffle-table': 'truffle-03',
  'wine-cellar': 'wine-02',
  'wine-glasses': 'wine-03',
  'wine-barrels': 'wine-01',
};

function imageName(e: Experience): string {
  // A real photo added to the media folder under the catalogue's own key wins.
  if (mediaEntry(e.image_key)) return e.image_key;
  return imageFor[e.image_key] ?? (e.category === 'TRUFFLE' ? 'truffle-01' : 'wine-01');
}

/** Cards from GET /api/experiences; a fixed-size skeleton until the data arrives. */
export function ExperienceCards() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const query = useExperiences();

  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('experiences.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('experiences.retry')}
        </button>
      </div>
    );
  }

  if (!query.data) return <ExperienceCardsSkeleton />;

  const duration = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h && m) return t('experiences.durationHm', { h: t('experiences.hours', { count: h }), m: t('experiences.minutes', { count: m }) });
    return h ? t('experiences.hours', { count: h }) : t('experiences.minutes', { count: m });
  };

  return (
    <ul className={styles.grid}>
      {query.data.map((e) => {
        const title = pickLocalized(e.title, locale);
        // Each card leads to the widget that books it, opened on this experience.
        const to = { pathname: e.category === 'TRUFFLE' ? '/truffle-hunting' : '/wine-tasting', search: `?${EXPERIENCE_PARAM}=${encodeURIComponent(e.slug)}`, hash: '#prenota' };
        return (
          <li key={e.id} className={styles.card}>
            <Picture name={imageName(e)} alt="" sizes="(min-width: 1200px) 22vw, (min-width: 640px) 45vw, 100vw" className={styles.imageBox} />
            <div className={styles.body}>
              <p className={styles.meta}>
                <span className={e.category === 'TRUFFLE' ? styles.tagTruffle : styles.tagWine}>{t(e.category === 'TRUFFLE' ? 'experiences.truffle' : 'experiences.wine')}</span>
                <span>{duration(e.duration_minutes)}</span>
              </p>
              <h3 className={styles.title}>
                <Link to={to} className={styles.link}>
                  {title}
                </Link>
              </h3>
              <p className={styles.summary}>{pickLocalized(e.summary, locale)}</p>
              <p className={styles.price}>
                <strong>{formatEuro(e.price, locale)}</strong> {t(e.pricing_model === 'per_group' ? 'experiences.perGroup' : 'experiences.perPerson')}
                <span className={styles.more} aria-hidden="true">
                  {t('experiences.discover')} →
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
