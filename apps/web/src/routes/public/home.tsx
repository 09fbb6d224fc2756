import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { imagePreload } from '../../media/picture.tsx';
import { afterHydration } from '../../components/after-hydration.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { ClosingCta } from '../../features/estate/components/closing-cta.tsx';
import { EstateStats } from '../../features/estate/components/estate-stats.tsx';
import { ExperienceCardsSkeleton } from '../../features/estate/components/experience-cards-skeleton.tsx';
import { FactList } from '../../features/estate/components/fact-list.tsx';
import { HomeHero } from '../../features/estate/components/home-hero.tsx';
import { StorySplit } from '../../features/estate/components/story-split.tsx';
import styles from '../../features/estate/components/estate-page.module.css';

export const meta = () => pageMeta('home');
// The hero image is the LCP element: fetched from the head, before scripts and fonts.
export const links = () => imagePreload('video-poster-home');

// The cards show data fetched in the browser (TanStack Query): their code loads after hydration.
const ExperienceCards = afterHydration(() => import('../../features/estate/components/experience-cards.tsx').then((m) => m.ExperienceCards), ExperienceCardsSkeleton);

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <HomeHero />
      <EstateStats
        label={t('stats.label')}
        stats={[
          { value: '60+', label: t('stats.years') },
          { value: '200+', label: t('stats.guests') },
          { value: '3', label: t('stats.generations') },
        ]}
      />
      <StorySplit
        id="home-truffle"
        image="home-truffle"
        imageAlt={t('truffle.imageAlt')}
        eyebrow={t('truffle.eyebrow')}
        title={t('truffle.title')}
        inset={{ image: 'truffle-01', alt: t('truffle.insetAlt') }}
      >
        <p>{t('truffle.text')}</p>
        <FactList facts={list(t('truffle.facts', { returnObjects: true }))} />
        <Link to="/truffle-hunting" className="btn btn-primary">
          {t('truffle.cta')}
        </Link>
      </StorySplit>
      <StorySplit
        id="home-wine"
        image="home-wine"
        imageAlt={t('wine.imageAlt')}
        eyebrow={t('wine.eyebrow')}
        title={t('wine.title')}
        reverse
        tone="deep"
        inset={{ image: 'wine-03', alt: t('wine.insetAlt') }}
      >
        <p>{t('wine.text')}</p>
        <FactList facts={list(t('wine.facts', { returnObjects: true }))} />
        <Link to="/wine-tasting" className="btn btn-primary">
          {t('wine.cta')}
        </Link>
      </StorySplit>
      <section className={styles.section} aria-labelledby="home-experiences">
        <div className="container">
          <SectionHeading id="home-experiences" eyebrow={t('experiences.eyebrow')} title={t('experiences.title')} intro={t('experiences.intro')} align="center" />
          <ExperienceCards />
        </div>
      </section>
      <section className={styles.quote} aria-labelledby="home-quote">
        <div className="container">
          <h2 id="home-quote" className="visually-hidden">
            {t('quote.heading')}
          </h2>
          <figure className={styles.figure}>
            <blockquote className={styles.blockquote}>
              <p>{t('quote.text')}</p>
            </blockquote>
            <figcaption className={styles.caption}>{t('quote.author')}</figcaption>
          </figure>
        </div>
      </section>
      <ClosingCta
        id="home-cta"
        image="truffle-10"
        eyebrow={t('cta.eyebrow')}
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <Link to="/prenota-ora" className="btn btn-primary">
              {t('cta.book')}
            </Link>
            <Link to="/contatti" className="btn btn-light">
              {t('cta.contact')}
            </Link>
          </>
        }
      />
    </>
  );
}
