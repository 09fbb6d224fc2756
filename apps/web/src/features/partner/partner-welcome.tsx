import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { contactInfo } from '../../app/shell/contact-info.ts';
import styles from './partner-welcome.module.css';

/** The partner zone's front door until partner sign-in exists (seed: /partner/login). */
export function PartnerWelcome() {
  const { t } = useTranslation('partner');
  return (
    <section className={styles.panel} aria-labelledby="partner-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="partner-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>{t('invite')}</p>
      <ul className={styles.contacts}>
        <li>
          {t('phone')}: <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a>
        </li>
        <li>
          {t('email')}: <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
        </li>
      </ul>
      <Link className="btn btn-secondary" to="/">
        {t('home')}
      </Link>
    </section>
  );
}
