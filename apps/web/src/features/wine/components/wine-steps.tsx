import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { StepSlider } from '../../../components/step-slider.tsx';
import styles from './wine-steps.module.css';

const stepIds = ['welcome', 'vineyard', 'cellar', 'tasting'] as const;

export function WineSteps() {
  const { t } = useTranslation('wine');
  const steps = stepIds.map((id) => ({ title: t(`steps.items.${id}.title`), text: t(`steps.items.${id}.text`), detail: t(`steps.items.${id}.detail`) }));
  return (
    <section className={styles.section} aria-labelledby="wine-steps-title">
      <div className="container">
        <SectionHeading id="wine-steps-title" eyebrow={t('steps.eyebrow')} title={t('steps.title')} intro={t('steps.intro')} />
        <StepSlider
          steps={steps}
          label={t('steps.listLabel')}
          labels={{
            previous: t('steps.previous'),
            next: t('steps.next'),
            goTo: (position, total, title) => t('steps.goTo', { position, total, title }),
          }}
        />
      </div>
    </section>
  );
}
