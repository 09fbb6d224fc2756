import { useTranslation } from '../../../i18n/index.ts';
import { estate } from '../estate.ts';
import styles from './contact-details.module.css';

/** Address, phone, e-mail and opening hours as cards (contact page). */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('contact');
  const H = `h${headingLevel}` as const;
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <H className={styles.title}>{t('details.visitTitle')}</H>
        <address className={styles.address}>
          {estate.street}
          <br />
          {estate.postalCode} {estate.city} ({estate.province})
          <br />
          {t('details.regionCountry')}
        </address>
        <p className={styles.note}>{t('details.visitNote')}</p>
      </li>
      <li className={styles.card}>
        <H className={styles.title}>{t('details.phoneTitle')}</H>
        <p className={styles.value}>
          <a href={estate.phoneHref}>{estate.phoneDisplay}</a>
        </p>
        <p className={styles.note}>{t('details.phoneNote')}</p>
      </li>
      <li className={styles.card}>
        <H className={styles.title}>{t('details.emailTitle')}</H>
        <p className={styles.value}>
          <a href={`mailto:${estate.email}`}>{estate.email}</a>
        </p>
        <p className={styles.note}>{t('details.emailNote')}</p>
      </li>
      <li className={styles.card}>
        <H className={styles.title}>{t('details.hoursTitle')}</H>
        <p className={styles.value}>
          {t('details.hoursDays')} <time dateTime={estate.opens}>{t('details.opens')}</time>–<time dateTime={estate.closes}>{t('details.closes')}</time>
        </p>
        <p className={styles.note}>{t('details.hoursNote')}</p>
      </li>
    </ul>
  );
}
