import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { Picture } from '../../../media/picture.tsx';
import heroStyles from '../../../components/landing-hero.module.css';
import styles from './gift-hero.module.css';

/** The voucher's key facts under the title (their words are in the `gift` catalogue). */
const facts = ['validity', 'amount', 'delivery', 'use'] as const;

/** Full-bleed hero of /regala, as the experience pages': the gift on the tasting table is the LCP image. */
export function GiftHero() {
  const { t } = useTranslation('gift');
  return (
    <section className={`${heroStyles.hero} ${heroStyles.wine}`} aria-labelledby="gift-title">
      <Picture name="gift-voucher" alt={t('hero.imageAlt')} sizes="100vw" priority className={`${heroStyles.image} ${styles.image}`} />
      <div className={heroStyles.scrim} aria-hidden="true" />
      <div className={`container ${heroStyles.content}`}>
        <p className={`eyebrow ${heroStyles.eyebrow}`}>{t('hero.eyebrow')}</p>
        <h1 id="gift-title" className={heroStyles.title}>
          {t('hero.title')}
        </h1>
        <p className={heroStyles.lead}>{t('hero.lead')}</p>
        <div className={heroStyles.actions}>
          <a className="btn btn-primary" href="#scegli">
            {t('hero.ctaChoose')}
          </a>
          <Link className="btn btn-light" to="/regala/saldo">
            {t('hero.ctaCheck')}
          </Link>
        </div>
        <ul className={heroStyles.facts} aria-label={t('hero.factsLabel')}>
          {facts.map((fact) => (
            <li key={fact}>
              <span className={heroStyles.factValue}>{t(`hero.facts.${fact}.value`)}</span>
              <span className={heroStyles.factLabel}>{t(`hero.facts.${fact}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
