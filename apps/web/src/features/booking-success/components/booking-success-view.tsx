import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ManageBooking } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeDate, formatRomeTime, languageName } from '../../../lib/format.ts';
import type { VerifyOutcome, VerifyState } from '../verify-booking.ts';
import styles from './booking-success-view.module.css';

/** Where the experience takes place, as the page shows it (default 'Alba, Piemonte': docs/product.md, Constants). */
export interface EstateLocation {
  /** 'Alba, Piemonte' */
  name: string;
  address: string;
  mapUrl: string;
}

function Mark({ state }: { state: VerifyState }) {
  if (state.kind === 'verifying') return <span className={styles.spinner} />;
  if (state.kind === 'error') return <>!</>;
  return (
    <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Details({ booking, paid }: { booking: ManageBooking; paid: boolean }) {
  const { t } = useTranslation('bookingSuccess');
  const locale = useLocale();
  const people =
    booking.children > 0
      ? `${t('details.peopleCount', { count: booking.people_count })} (${t('details.adults', { count: booking.adults })}, ${t('details.children', { count: booking.children })})`
      : t('details.peopleCount', { count: booking.people_count });
  const rows: [string, string, string?][] = [
    [t('details.experience'), booking.experience_title[locale] || booking.experience_name],
    [t('details.date'), formatRomeDate(booking.starts_at, locale), styles.capitalize],
    [t('details.time'), formatRomeTime(booking.starts_at, locale)],
    [t('details.people'), people],
    [t('details.language'), languageName(booking.language, locale)],
    ...(booking.vip ? [[t('details.vip'), t('details.vipYes')] as [string, string]] : []),
    [t('details.total'), formatEuro(booking.amounts.total, locale)],
    [
      t('details.payment'),
      paid ? t('details.paidAmount', { amount: formatEuro(booking.amounts.paid, locale) }) : t('details.dueOnSite', { amount: formatEuro(booking.amounts.due_on_site, locale) }),
    ],
  ];
  return (
    <section className={styles.card} aria-labelledby="booking-details-title" data-testid="booking-details">
      <div className={styles.cardTop}>
        <div>
          <h2 id="booking-details-title" className={styles.cardLabel}>
            {t('details.number')}
          </h2>
          <p className={styles.number} data-testid="booking-number">
            {booking.booking_number}
          </p>
        </div>
        <span className={styles.badge} data-paid={paid ? 'true' : 'false'}>
          {paid ? t('success.paid') : t('success.payOnSite')}
        </span>
      </div>
      <dl className={styles.details}>
        {rows.map(([label, value, className]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SuccessBody({ outcome, location }: { outcome: Extract<VerifyOutcome, { kind: 'success' }>; location: EstateLocation }) {
  const { t } = useTranslation('bookingSuccess');
  const { booking, paid } = outcome;
  const email = booking.customer.email;
  return (
    <>
      <div className={styles.grid}>
        <Details booking={booking} paid={paid} />
        <div className={styles.aside}>
          <section className={styles.emailBox} aria-labelledby="email-title" data-testid="booking-email">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.emailIcon}>
              <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
              <path d="M3.5 6.5l8.5 6.5 8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
            </svg>
            <div>
              <h2 id="email-title" className={styles.boxTitle}>
                {t('email.title')}
              </h2>
              <p className={styles.boxText}>{email ? t('email.text', { email }) : t('email.textNoEmail')}</p>
            </div>
          </section>
          <section className={styles.next} aria-labelledby="next-title">
            <h2 id="next-title" className={styles.sectionTitle}>
              {t('next.title')}
            </h2>
            <ul className={styles.nextList} data-testid="booking-next-steps">
              <li>{t('next.early')}</li>
              <li>{t('next.id')}</li>
              {booking.category === 'TRUFFLE' ? <li>{t('next.shoes')}</li> : null}
            </ul>
          </section>
          <section className={styles.location} aria-labelledby="location-title" data-testid="booking-location">
            <h2 id="location-title" className={styles.sectionTitle}>
              {t('location.title')}
            </h2>
            <p className={styles.place}>{location.name}</p>
            <p className={styles.address}>{location.address}</p>
            <a className={styles.mapLink} href={location.mapUrl} target="_blank" rel="noopener noreferrer">
              {t('location.map')} <span className="visually-hidden">{t('location.newTab')}</span>
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </section>
        </div>
      </div>
      <div className={styles.actions}>
        {/* A known gap of the older flow: the download only says it is coming. */}
        <button type="button" className="btn btn-secondary" onClick={() => window.alert(t('comingSoon'))}>
          {t('download')}
        </button>
        <Link to="/" className="btn btn-primary">
          {t('home')}
        </Link>
      </div>
    </>
  );
}

/** The older success page: verifying, the error message (docs/product.md, Success page errors), or the confirmed booking. */
export function BookingSuccessView({ state, location }: { state: VerifyState; location: EstateLocation }) {
  const { t } = useTranslation('bookingSuccess');
  const heading = useRef<HTMLHeadingElement>(null);
  const title = state.kind === 'success' ? t('success.title') : state.kind === 'error' ? t('error.title') : t('verifying.title');

  // The result replaces the verifying screen: take keyboard and screen-reader focus to it.
  useEffect(() => {
    if (state.kind !== 'verifying') heading.current?.focus();
  }, [state.kind]);

  return (
    <div className={`container ${styles.page}`} data-testid="booking-success" data-state={state.kind}>
      <header className={styles.header}>
        <div className={styles.mark} data-tone={state.kind} aria-hidden="true">
          <Mark state={state} />
        </div>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <div role="status" className={styles.status}>
          {state.kind === 'verifying' ? <p data-testid="booking-verifying">{state.recheck ? t('verifying.recheck') : t('verifying.text')}</p> : null}
          {state.kind === 'success' ? <p className={styles.lead}>{t('success.lead')}</p> : null}
        </div>
      </header>

      {state.kind === 'error' ? (
        <div className={styles.errorBox}>
          <p className={styles.errorText} role="alert" data-testid="booking-error">
            {state.code === 'payment_check' ? t('errors.payment_check', { message: state.message ?? '' }) : t(`errors.${state.code}`)}
          </p>
          <p className={styles.help}>{t('error.help')}</p>
          <div className={styles.actions}>
            <Link to="/contatti" className="btn btn-primary">
              {t('error.contact')}
            </Link>
            <Link to="/" className="btn btn-secondary">
              {t('error.home')}
            </Link>
          </div>
        </div>
      ) : null}

      {state.kind === 'success' ? <SuccessBody outcome={state} location={location} /> : null}
    </div>
  );
}
