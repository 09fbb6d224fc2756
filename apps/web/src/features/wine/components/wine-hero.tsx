import { useTranslation } from '../../../i18n/index.ts';
import { LandingHero } from '../../../components/landing-hero.tsx';

const facts = ['duration', 'wines', 'payment', 'age'] as const;

export function WineHero() {
  const { t } = useTranslation('wine');
  return (
    <LandingHero
      id="wine-title"
      tone="wine"
      image="hero-wine"
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
          <a className="btn btn-light" href="#degustazioni">
            {t('hero.ctaDiscover')}
          </a>
        </>
      }
    />
  );
}
