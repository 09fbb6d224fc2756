import { useTranslation } from '../../../i18n/index.ts';
import { LandingHero } from '../../../components/landing-hero.tsx';

/** The hunt's key facts under the title: price, length, group size, minimum party (their words are in the `truffle` catalogue). */
const facts = ['price', 'duration', 'group', 'minimum'] as const;

export function TruffleHero() {
  const { t } = useTranslation('truffle');
  return (
    <LandingHero
      id="truffle-title"
      image="hero-truffle"
      imageAlt={t('hero.imageAlt')}
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      factsLabel={t('hero.factsLabel')}
      facts={facts.map((fact) => ({ value: t(`hero.facts.${fact}.value`), label: t(`hero.facts.${fact}.label`) }))}
      actions={
        <>
          <a className="btn btn-primary" href="#prenota">
            {t('hero.ctaBook')}
          </a>
          <a className="btn btn-light" href="#esperienza">
            {t('hero.ctaDiscover')}
          </a>
        </>
      }
    />
  );
}
