import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { Picture } from '../../../media/picture.tsx';
import { directionsUrl, estate } from '../estate.ts';
import styles from './location-section.module.css';

export interface LocationSectionProps {
  /** Makes the section id and heading id unique on the page. */
  id?: string;
}

/** The estate on the Langhe map: address, free parking and a directions link (no embedded map). */
export function LocationSection({ id = 'dove-siamo' }: LocationSectionProps) {
  const { t } = useTranslation('contact');
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <SectionHeading id={headingId} eyebrow={t('location.eyebrow')} title={t('location.title')} intro={t('location.intro')} />
          <dl className={styles.facts}>
            <div>
              <dt>{t('location.addressLabel')}</dt>
              <dd>
                <address>
                  {estate.street}
                  <br />
                  {estate.postalCode} {estate.city} ({estate.province}), {t('location.region')}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t('location.parkingLabel')}</dt>
              <dd>{t('location.parking')}</dd>
            </div>
            <div>
              <dt>{t('location.distancesLabel')}</dt>
              <dd>{t('location.distances')}</dd>
            </div>
          </dl>
          <a className="btn btn-primary" href={directionsUrl} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="10" r="2.3" fill="currentColor" />
            </svg>
            {t('location.directions')}
            <span className="visually-hidden"> {t('location.newTab')}</span>
          </a>
        </div>
        <figure className={styles.map}>
          <Picture name="map-langhe" alt={t('location.mapAlt')} sizes="(min-width: 900px) 50vw, 100vw" className={styles.mapImage} />
          <figcaption className={styles.caption}>{t('location.mapCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
