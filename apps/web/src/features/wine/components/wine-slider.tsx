import { useTranslation } from '../../../i18n/index.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { useWines } from '../api/get-wines.ts';
import { builtInWines } from '../built-in-wines.ts';
import type { Wine } from '../wine-types.ts';
import styles from './wine-slider.module.css';

function WineCard({ wine, locale }: { wine: Wine; locale: 'it' | 'en' }) {
  const { t } = useTranslation('wine');
  return (
    <article className={styles.card} aria-labelledby={`wine-${wine.id}`}>
      <div className={styles.bottle}>
        <img src={wine.image} alt="" width="120" height="360" loading="lazy" decoding="async" />
      </div>
      <p className={styles.denomination}>{wine.denomination}</p>
      <h3 id={`wine-${wine.id}`} className={styles.name}>
        {wine.name} <span className={styles.vintage}>{wine.vintage}</span>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('wines.grape')}</dt>
          <dd>{wine.grape}</dd>
        </div>
        <div>
          <dt>{t('wines.notes')}</dt>
          <dd>{pickLocalized(wine.notes, locale)}</dd>
        </div>
        <div>
          <dt>{t('wines.pairing')}</dt>
          <dd>{pickLocalized(wine.pairing, locale)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** The wine slider: wine1 to wine8 from static files, or the five built-in wines (docs/product.md). */
export function WineSlider() {
  const { t } = useTranslation('wine');
  const locale = useLocale();
  const { data } = useWines();
  // Until the files answer, the built-in wines keep the section from jumping.
  const wines = data?.wines ?? builtInWines;
  return (
    <section id="vini" className={styles.section} aria-labelledby="wine-list-title">
      <div className="container">
        <SectionHeading id="wine-list-title" eyebrow={t('wines.eyebrow')} title={t('wines.title')} intro={t('wines.intro')} />
        <Carousel
          key={wines.length}
          size="card"
          label={t('wines.carouselLabel')}
          labels={{
            previous: t('wines.previous'),
            next: t('wines.next'),
            slide: (position, total) => t('wines.slide', { position, total }),
            goTo: (position) => t('carousel.goTo', { position }),
          }}
          slides={wines.map((wine) => <WineCard key={wine.id} wine={wine} locale={locale} />)}
        />
      </div>
    </section>
  );
}
