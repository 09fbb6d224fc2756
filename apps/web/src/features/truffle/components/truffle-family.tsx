import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { Picture } from '../../../media/picture.tsx';
import styles from './truffle-family.module.css';

const stats = ['founded', 'generations', 'group'] as const;

export function TruffleFamily() {
  const { t } = useTranslation('truffle');
  return (
    <section className={styles.section} aria-labelledby="truffle-family-title">
      <div className={`container ${styles.grid}`}>
        <figure className={styles.figure}>
          <Picture name="family" alt={t('family.imageAlt')} sizes="(min-width: 960px) 45vw, 100vw" className={styles.image} />
        </figure>
        <div>
          <SectionHeading id="truffle-family-title" eyebrow={t('family.eyebrow')} title={t('family.title')} />
          <p className={styles.text}>{t('family.body1')}</p>
          <p className={styles.text}>{t('family.body2')}</p>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat}>
                <dt>{t(`family.stats.${stat}.label`)}</dt>
                <dd>{t(`family.stats.${stat}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
