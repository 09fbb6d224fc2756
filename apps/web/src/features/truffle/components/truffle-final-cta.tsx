import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import styles from './truffle-final-cta.module.css';

export function TruffleFinalCta() {
  const { t } = useTranslation('truffle');
  return (
    <section className={styles.section} aria-labelledby="truffle-cta-title">
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">{t('cta.eyebrow')}</p>
        <h2 id="truffle-cta-title" className={styles.title}>
          {t('cta.title')}
        </h2>
        <p className={styles.text}>{t('cta.text')}</p>
        <div className={styles.actions}>
          <a className="btn btn-light" href="#prenota">
            {t('cta.book')}
          </a>
          <Link className={`btn ${styles.ghost}`} to="/contatti">
            {t('cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
