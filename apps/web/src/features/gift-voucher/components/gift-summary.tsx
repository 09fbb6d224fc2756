import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatCalendarDate, formatEuro } from '../../../lib/format.ts';
import type { GiftForm } from './gift-form.tsx';
import styles from './gift-summary.module.css';

const Tick = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 10.5l3.6 3.6L16 5.8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The voucher as it will be issued, live as the guest chooses, with the pay button. */
export function GiftSummary({ f }: { f: GiftForm }) {
  const { t } = useTranslation('gift');
  const locale = useLocale();
  const { values, totalCents, status } = f;
  const experience = f.experiences.list.find((e) => e.slug === values.experienceSlug);
  const what =
    values.mode === 'experience' && experience
      ? t('form.summary.experienceLine', { name: pickLocalized(experience.title, locale), count: values.people })
      : t('form.summary.amountLine');
  // Only once something is chosen (never while the page hydrates): today's date needs an Intl formatter.
  const delivery = () => {
    if (values.deliverTo === 'buyer') return t('form.summary.toBuyer');
    const day = values.deliverOn ?? f.today();
    return day === f.today() ? t('form.summary.toRecipientToday') : t('form.summary.toRecipientOn', { date: formatCalendarDate(day, locale) });
  };
  const busy = status !== 'editing';
  const name = values.recipientName.trim();
  return (
    <aside className={styles.summary} aria-labelledby="gift-summary-title" data-testid="gift-summary">
      <h3 id="gift-summary-title" className={styles.title}>
        {t('form.summary.title')}
      </h3>
      {totalCents === null ? (
        <p className={styles.empty}>{t('form.summary.choose')}</p>
      ) : (
        <>
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{what}</dt>
              <dd>{formatEuro(totalCents / 100, locale)}</dd>
            </div>
          </dl>
          {name ? <p className={styles.detail}>{t('form.summary.for', { name })}</p> : null}
          <p className={styles.detail}>{delivery()}</p>
          <dl className={styles.lines}>
            <div className={styles.total}>
              <dt>{t('form.summary.total')}</dt>
              <dd data-testid="gift-total">{formatEuro(totalCents / 100, locale)}</dd>
            </div>
          </dl>
        </>
      )}
      <ul className={styles.notes}>
        <li>
          <Tick />
          <span>{t('form.summary.validity')}</span>
        </li>
        <li>
          <Tick />
          <span>{t('form.summary.receipt')}</span>
        </li>
      </ul>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} aria-disabled={busy || undefined} data-testid="gift-submit">
        {status === 'sending' ? t('form.summary.sending') : status === 'redirecting' ? t('form.summary.redirecting') : t('form.summary.submit')}
      </button>
      <p className={styles.secure}>{t('form.summary.secure')}</p>
    </aside>
  );
}
