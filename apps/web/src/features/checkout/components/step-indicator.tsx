import { useTranslation } from '../../../i18n/index.ts';
import type { CheckoutStep } from '../use-checkout.ts';
import styles from './step-indicator.module.css';

export const CHECKOUT_STEPS = ['contact', 'billing', 'payment'] as const;

/** The three steps (contact, billing, payment) with the current one marked (docs/product.md, Checkout steps). */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  return (
    <nav className={styles.nav} aria-label={t('steps.label')}>
      <p className={styles.progress}>{t('steps.progress', { current, total: CHECKOUT_STEPS.length })}</p>
      <ol className={styles.list}>
        {CHECKOUT_STEPS.map((key, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={key} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  n
                )}
              </span>
              <span className={styles.label}>
                {t(`steps.${key}`)}
                {state !== 'todo' ? <span className="visually-hidden"> ({t(state === 'done' ? 'steps.done' : 'steps.current')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
