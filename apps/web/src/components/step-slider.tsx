import { useCallback, useEffect, useState } from 'react';
import styles from './step-slider.module.css';
import { useEmbla } from './use-embla.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export interface Step {
  title: string;
  text: string;
  /** A short fact under the text, e.g. "15 minutes". */
  detail?: string;
}

export interface StepSliderProps {
  steps: Step[];
  /** Accessible name of the list, e.g. "How the morning unfolds". */
  label: string;
  labels: {
    previous: string;
    next: string;
    /** "Step 2 of 4: Into the woods" for each dot. */
    goTo: (position: number, total: number, title: string) => string;
  };
}

/** On screens 768 px wide or less the steps become a slider with dots (docs/product.md, Pages). */
const DESKTOP = '(min-width: 769px)';

/**
 * Ordered steps: a grid on wide screens, a swipeable slider with dots and
 * arrows at 768 px and below (docs/product.md, Constants).
 */
export function StepSlider({ steps, label, labels }: StepSliderProps) {
  const reduceMotion = useReducedMotion();
  const [viewportRef, api] = useEmbla({ align: 'start', containScroll: 'trimSnaps', breakpoints: { [DESKTOP]: { active: false } } });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      const clamped = Math.min(Math.max(index, 0), steps.length - 1);
      api?.scrollTo(clamped, reduceMotion);
    },
    [api, reduceMotion, steps.length],
  );

  return (
    <div className={styles.slider}>
      <div className={styles.viewport} ref={viewportRef}>
        <ol className={styles.track} aria-label={label}>
          {steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
              {step.detail ? <p className={styles.detail}>{step.detail}</p> : null}
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => goTo(selected - 1)} aria-disabled={selected === 0} aria-label={labels.previous}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div className={styles.dots}>
          {steps.map((step, i) => (
            <button
              key={step.title}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(i + 1, steps.length, step.title)}
              aria-current={i === selected ? 'step' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => goTo(selected + 1)} aria-disabled={selected === steps.length - 1} aria-label={labels.next}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
