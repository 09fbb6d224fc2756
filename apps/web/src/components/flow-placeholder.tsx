import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticePanel } from './notice-panel.tsx';

export type FlowPage = 'bookingSuccess' | 'testBooking';

/**
 * Body of a booking-flow page that is reached from the cart: until its flow
 * is built it says so and points to the cart or the home page.
 */
export function FlowPlaceholder({ page }: { page: FlowPage }) {
  const { t } = useTranslation('landing');
  return (
    <NoticePanel
      mark={
        <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" focusable="false">
          <path d="M3 4h2.2l2.2 11h10.8l2-8H6.2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
      }
      eyebrow={t(`${page}.eyebrow`)}
      title={t(`${page}.title`)}
      actions={
        <>
          <Link className="btn btn-primary" to="/cart">
            {t('flow.toCart')}
          </Link>
          <Link className="btn btn-secondary" to="/">
            {t('flow.home')}
          </Link>
        </>
      }
    >
      <p>{t(`${page}.text`)}</p>
      <p>{t('flow.help')}</p>
    </NoticePanel>
  );
}
