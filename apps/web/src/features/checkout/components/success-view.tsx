import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import { MAX_POLL_ATTEMPTS, splitByCategory, type ShownBooking, type SuccessState, type SuccessSummary } from '../success-state.ts';
import { BookingCard } from './booking-card.tsx';
import { ErrorMark } from './form-field.tsx';
import { Spinner } from './spinner.tsx';
import styles from './success-view.module.css';

function BookingSection({ id, title, text, amount, bookings }: { id: string; title: string; text: string; amount: string | null; bookings: ShownBooking[] }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`success-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionText}>
          {text}
          {amount ? <strong className={styles.amount}> {amount}</strong> : null}
        </p>
      </div>
      <div className={styles.cards}>
        {bookings.map((b) => (
          <BookingCard key={b.booking_id} booking={b} />
        ))}
      </div>
    </section>
  );
}

function SuccessBody({ summary }: { summary: SuccessSummary }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { wine, truffle } = splitByCategory(summary.bookings);
  return (
    <>
      <div className={styles.emailBox} data-testid="success-email">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.emailIcon}>
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path d="M3.5 6.5l8.5 6.5 8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
        </svg>
        <div>
          <h2 className={styles.boxTitle}>{t('success.emailBox.title')}</h2>
          <p className={styles.boxText}>{summary.email ? t('success.emailBox.text', { email: summary.email }) : t('success.emailBox.textNoEmail')}</p>
        </div>
      </div>

      {summary.paidByVoucher > 0 ? (
        <p className={styles.sectionText} data-testid="success-voucher">
          {t('success.voucher', { amount: formatEuro(summary.paidByVoucher, locale) })}
        </p>
      ) : null}
      {truffle.length > 0 ? (
        <BookingSection
          id="truffle"
          title={t('success.truffle.title')}
          text={t('success.truffle.text')}
          amount={summary.totalPaid > 0 ? t('success.truffle.paid', { amount: formatEuro(summary.totalPaid, locale) }) : null}
          bookings={truffle}
        />
      ) : null}
      {wine.length > 0 ? (
        <BookingSection
          id="wine"
          title={t('success.wine.title')}
          text={t('success.wine.text')}
          amount={summary.totalPayOnSite > 0 ? t('success.wine.due', { amount: formatEuro(summary.totalPayOnSite, locale) }) : null}
          bookings={wine}
        />
      ) : null}

      <section className={styles.next} aria-labelledby="next-steps">
        <h2 id="next-steps" className={styles.sectionTitle}>
          {t('success.next.title')}
        </h2>
        <ol className={styles.nextList}>
          <li>{t('success.next.early')}</li>
          <li>{t('success.next.id')}</li>
          <li>{t('success.next.email')}</li>
          <li>{t('success.next.number')}</li>
        </ol>
      </section>

      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          {t('success.home')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t('success.print')}
        </button>
      </div>
    </>
  );
}

/** The /checkout/success page body: loading, polling, error or the bookings. */
export function SuccessView({ state }: { state: SuccessState }) {
  const { t } = useTranslation('checkout');
  const title =
    state.kind === 'success' ? t('success.title') : state.kind === 'error' ? t('success.errorTitle') : state.kind === 'polling' ? t('success.polling') : t('success.loading');

  return (
    <div className={`container ${styles.page}`} data-print-only-main="true" data-testid="checkout-success" data-state={state.kind}>
      <header className={styles.header}>
        <div className={styles.mark} data-tone={state.kind === 'error' ? 'error' : state.kind === 'success' ? 'ok' : 'wait'} aria-hidden="true">
          {state.kind === 'success' ? (
            <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : state.kind === 'error' ? (
            '!'
          ) : (
            <Spinner />
          )}
        </div>
        <p className="eyebrow">{t('success.eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        <div role="status" className={styles.status}>
          {state.kind === 'polling' ? <p data-testid="success-attempt">{t('success.attempt', { attempt: state.attempt, max: MAX_POLL_ATTEMPTS })}</p> : null}
          {state.kind === 'success' ? <p className={styles.lead}>{t('success.lead')}</p> : null}
        </div>
      </header>

      {state.kind === 'error' ? (
        <div className={styles.errorBox}>
          <p className={styles.errorText} role="alert" data-testid="success-error">
            <ErrorMark />
            {state.code === 'invalid_status' ? t('success.errors.invalid_status', { status: state.status ?? '' }) : t(`success.errors.${state.code}`)}
          </p>
          <p className={styles.help}>{state.code === 'no_data' ? t('success.redirecting') : t('success.help')}</p>
          <div className={styles.actions}>
            <Link to="/" className="btn btn-primary">
              {t('success.home')}
            </Link>
          </div>
        </div>
      ) : null}

      {state.kind === 'success' ? <SuccessBody summary={state.summary} /> : null}
    </div>
  );
}
