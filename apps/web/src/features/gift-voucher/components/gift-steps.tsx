import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import styles from './gift-steps.module.css';

const stepIds = ['choose', 'deliver', 'book'] as const;
const smallPrint = ['validity', 'partial', 'balance'] as const;

/** How a voucher works, from the purchase to the recipient's booking, and what is good to know. */
export function GiftSteps() {
  const { t } = useTranslation('gift');
  return (
    <section className={styles.section} aria-labelledby="gift-steps-title">
      <div className="container">
        <SectionHeading id="gift-steps-title" eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <ol className={styles.steps}>
          {stepIds.map((id) => (
            <li key={id} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`steps.items.${id}.title`)}</h3>
              <p className={styles.stepText}>{t(`steps.items.${id}.text`)}</p>
            </li>
          ))}
        </ol>
        <aside className={styles.print} aria-labelledby="gift-print-title">
          <h3 id="gift-print-title" className={styles.printTitle}>
            {t('smallPrint.title')}
          </h3>
          <ul className={styles.printList}>
            {smallPrint.map((id) => (
              <li key={id}>{t(`smallPrint.${id}`)}</li>
            ))}
            <li>
              {t('smallPrint.terms')} <Link to="/termini">{t('smallPrint.termsLink')}</Link>.
            </li>
          </ul>
          <p className={styles.printLinks}>
            <Link to="/regala/saldo">{t('smallPrint.checkLink')}</Link>
          </p>
        </aside>
      </div>
    </section>
  );
}
