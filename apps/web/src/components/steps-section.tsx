import { useTranslation } from '../i18n/index.ts';
import { SectionHeading } from './section-heading.tsx';
import { StepSlider } from './step-slider.tsx';
import styles from './steps-section.module.css';

export interface StepsSectionProps {
  /** The page's i18n namespace, holding `steps.{eyebrow,title,intro,listLabel,previous,next,goTo}` and `steps.items.<id>.{title,text,detail}`. */
  ns: string;
  stepIds: readonly string[];
  id: string;
}

/** A landing page's four steps (a slider with dots at 768 px or less: docs/product.md, Pages). */
export function StepsSection({ ns, stepIds, id }: StepsSectionProps) {
  const { t } = useTranslation(ns);
  const steps = stepIds.map((s) => ({ title: t(`steps.items.${s}.title`), text: t(`steps.items.${s}.text`), detail: t(`steps.items.${s}.detail`) }));
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} eyebrow={t('steps.eyebrow')} title={t('steps.title')} intro={t('steps.intro')} />
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
