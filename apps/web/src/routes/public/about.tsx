import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { LandingHero } from '../../components/landing-hero.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { contactInfo } from '../../app/shell/contact-info.ts';
import { ClosingCta } from '../../features/estate/components/closing-cta.tsx';
import { StorySplit } from '../../features/estate/components/story-split.tsx';
import { Timeline } from '../../features/estate/components/timeline.tsx';
import { Picture } from '../../media/picture.tsx';
import styles from '../../features/estate/components/estate-page.module.css';

const pillars = [
  { key: 'vineyard', image: 'about-vineyard' },
  { key: 'woods', image: 'family' },
  { key: 'cellar', image: 'about-cellar' },
] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <LandingHero
        id="about-title"
        image="about-family"
        imageAlt={t('hero.imageAlt')}
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={
          <>
            <Link to="/truffle-hunting" className="btn btn-primary">
              {t('hero.ctaTruffle')}
            </Link>
            <Link to="/wine-tasting" className="btn btn-light">
              {t('hero.ctaWine')}
            </Link>
          </>
        }
        facts={[
          { value: '1963', label: t('hero.facts.founded') },
          { value: '3', label: t('hero.facts.generations') },
          { value: '60+', label: t('hero.facts.harvests') },
        ]}
        factsLabel={t('hero.factsLabel')}
      />

      <StorySplit id="about-story" image="family" imageAlt={t('story.imageAlt')} eyebrow={t('story.eyebrow')} title={t('story.title')}>
        <p className={styles.lead}>{t('story.lead')}</p>
        <p>{t('story.p1')}</p>
        <p>{t('story.p2')}</p>
        <p>{t('story.p3')}</p>
      </StorySplit>

      <section className={`${styles.section} ${styles.deep}`} aria-labelledby="about-pillars">
        <div className="container">
          <SectionHeading id="about-pillars" eyebrow={t('pillars.eyebrow')} title={t('pillars.title')} intro={t('pillars.intro')} align="center" />
          <ul className={styles.pillars}>
            {pillars.map((p) => (
              <li key={p.key} className={styles.pillar}>
                <Picture name={p.image} alt={t(`pillars.${p.key}.imageAlt`)} sizes="(min-width: 768px) 30vw, 100vw" className={styles.pillarImage} />
                <h3>{t(`pillars.${p.key}.title`)}</h3>
                <p>{t(`pillars.${p.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-timeline">
        <div className="container">
          <SectionHeading id="about-timeline" eyebrow={t('timeline.eyebrow')} title={t('timeline.title')} intro={t('timeline.intro')} align="center" />
          <div className={styles.timelineWrap}>
            <Timeline />
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.deep}`} aria-labelledby="about-map">
        <div className={`container ${styles.mapGrid}`}>
          <figure className={styles.mapFigure}>
            <Picture name="map-langhe" alt={t('map.imageAlt')} sizes="(min-width: 900px) 55vw, 100vw" className={styles.map} />
            <figcaption>{t('map.caption')}</figcaption>
          </figure>
          <div>
            <p className="eyebrow">{t('map.eyebrow')}</p>
            <h2 id="about-map">{t('map.title')}</h2>
            <p>{t('map.text')}</p>
            <address className={styles.address}>
              <strong>Tenuta</strong>
              <br />
              {contactInfo.street}, {contactInfo.city}
            </address>
            <Link to="/contatti" className="btn btn-secondary">
              {t('map.cta')}
            </Link>
          </div>
        </div>
      </section>

      <ClosingCta
        id="about-cta"
        image="gallery-08"
        eyebrow={t('cta.eyebrow')}
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <Link to="/prenota-ora" className="btn btn-primary">
              {t('cta.book')}
            </Link>
            <Link to="/galleria" className="btn btn-light">
              {t('cta.gallery')}
            </Link>
          </>
        }
      />
    </>
  );
}
