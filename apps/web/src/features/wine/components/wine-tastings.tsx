import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { intlLocale, useLocale } from '../../../components/use-locale.ts';
import { tastingBadge, tastings } from '../tastings.ts';
import styles from './wine-tastings.module.css';

// Whole euros ("30 €" / "€30"); one formatter per language, built once (building is the costly part).
const money = new Map<string, Intl.NumberFormat>();
function wholeEuros(locale: string): Intl.NumberFormat {
  let f = money.get(locale);
  if (!f) money.set(locale, (f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })));
  return f;
}

/** The tastings, each with its badge by price (seed rule in wine-badge.ts). Paid at the cellar. */
export function WineTastings() {
  const { t } = useTranslation('wine');
  const locale = useLocale();
  const euros = wholeEuros(intlLocale(locale));
  return (
    <section id="degustazioni" className={styles.section} aria-labelledby="wine-tastings-title">
      <div className="container">
        <SectionHeading id="wine-tastings-title" eyebrow={t('tastings.eyebrow')} title={t('tastings.title')} intro={t('tastings.intro')} align="center" />
        <ul className={styles.list}>
          {tastings.map((tasting) => {
            const badge = tastingBadge(tasting);
            return (
              <li key={tasting.id} className={`${styles.card} ${styles[badge] ?? ''}`}>
                <article aria-labelledby={`tasting-${tasting.id}`} className={styles.article}>
                  <p className={styles.badge}>{t(`badges.${badge}`)}</p>
                  <h3 id={`tasting-${tasting.id}`} className={styles.name}>
                    {t(`tastings.items.${tasting.id}.name`)}
                  </h3>
                  <p className={styles.price}>
                    <span className={styles.amount}>{euros.format(tasting.price)}</span> <span className={styles.per}>{t('tastings.perPerson')}</span>
                  </p>
                  <p className={styles.text}>{t(`tastings.items.${tasting.id}.text`)}</p>
                  <ul className={styles.facts}>
                    <li>{t('tastings.wines', { count: tasting.wines })}</li>
                    <li>{t('tastings.minutes', { count: tasting.minutes })}</li>
                    <li>{t(`tastings.items.${tasting.id}.food`)}</li>
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>{t('tastings.note')}</p>
      </div>
    </section>
  );
}
