import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { BookingWidgetSlot } from '../../features/booking-widget/booking-widget-slot.tsx';
import { estate } from '../../features/location/estate.ts';
import { Picture } from '../../media/picture.tsx';
import styles from './book-now.module.css';

const experiences = [
  { id: 'truffle', image: 'truffle-02', page: '/truffle-hunting', facts: ['price', 'duration', 'group', 'payment'] },
  { id: 'wine', image: 'wine-02', page: '/wine-tasting', facts: ['price', 'duration', 'age', 'payment'] },
] as const;

const steps = ['choose', 'cart', 'pay', 'confirm'] as const;

export default function BookNowPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <PageHeader eyebrow={t('bookNow.eyebrow')} title={t('bookNow.title')} lead={t('bookNow.lead')} />
      <section className={styles.steps} aria-labelledby="book-steps-title">
        <div className="container">
          <h2 id="book-steps-title" className={styles.stepsTitle}>
            {t('bookNow.stepsTitle')}
          </h2>
          <ol className={styles.stepList}>
            {steps.map((step, i) => (
              <li key={step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <strong>{t(`bookNow.steps.${step}.title`)}</strong> {t(`bookNow.steps.${step}.text`)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <div className={`container ${styles.grid}`}>
        {experiences.map((exp, i) => (
          <section key={exp.id} id={exp.id === 'truffle' ? 'tartufo' : 'vino'} className={styles.card} aria-labelledby={`book-${exp.id}-title`}>
            <Picture name={exp.image} alt={t(`bookNow.${exp.id}.imageAlt`)} sizes="(min-width: 1000px) 36rem, 100vw" priority={i === 0} className={styles.image} />
            <div className={styles.cardBody}>
              <p className="eyebrow">{t(`bookNow.${exp.id}.eyebrow`)}</p>
              <h2 id={`book-${exp.id}-title`} className={styles.cardTitle}>
                {t(`bookNow.${exp.id}.title`)}
              </h2>
              <p className={styles.cardText}>{t(`bookNow.${exp.id}.text`)}</p>
              <ul className={styles.facts}>
                {exp.facts.map((fact) => (
                  <li key={fact}>{t(`bookNow.${exp.id}.facts.${fact}`)}</li>
                ))}
              </ul>
              <p className={styles.more}>
                <Link to={exp.page}>{t(`bookNow.${exp.id}.more`)}</Link>
              </p>
              <BookingWidgetSlot experience={exp.id} />
            </div>
          </section>
        ))}
      </div>
      <section className={styles.help} aria-labelledby="book-help-title">
        <div className="container">
          <h2 id="book-help-title" className={styles.helpTitle}>
            {t('bookNow.help.title')}
          </h2>
          <p>
            {t('bookNow.help.text')} <a href={estate.phoneHref}>{estate.phoneDisplay}</a> · <a href={`mailto:${estate.email}`}>{estate.email}</a>
          </p>
          <p className={styles.helpLinks}>
            <Link to="/faq">{t('bookNow.help.faq')}</Link> · <Link to="/termini">{t('bookNow.help.terms')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
