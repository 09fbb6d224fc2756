import { useTranslation } from '../../../i18n/index.ts';
import { afterHydration } from '../../../components/after-hydration.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { TastingCardsSkeleton } from './tasting-cards-skeleton.tsx';
import styles from './wine-tastings.module.css';

// The cards show the catalogue fetched in the browser (GET /api/experiences): their code loads after hydration.
const TastingCards = afterHydration(() => import('./tasting-cards.tsx').then((m) => m.TastingCards), TastingCardsSkeleton);

/** The tastings on offer, from the catalogue, each with its badge by price. Paid at the cellar. */
export function WineTastings() {
  const { t } = useTranslation('wine');
  return (
    <section id="degustazioni" className={styles.section} aria-labelledby="wine-tastings-title">
      <div className="container">
        <SectionHeading id="wine-tastings-title" eyebrow={t('tastings.eyebrow')} title={t('tastings.title')} intro={t('tastings.intro')} align="center" />
        <TastingCards />
        <p className={styles.note}>{t('tastings.note')}</p>
      </div>
    </section>
  );
}
