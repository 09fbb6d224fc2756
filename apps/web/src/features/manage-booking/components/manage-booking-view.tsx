import type { CancelBookingResponse, ChangeDateResponse, ManageBooking } from '@tenuta/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { contactInfo } from '../../../app/shell/contact-info.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatEuro, formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import { calendarFileUrl, useManagedBooking, type BookingLink } from '../api/manage-booking-api.ts';
import { bookAgainHref, manageErrorKey, reviewHref } from '../manage-view.ts';
import { BookingNotFound } from './booking-not-found.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import styles from './manage-booking.module.css';

// The calendar and slot list of the booking widget: loaded when the guest opens the change of date.
const ChangeDatePanel = lazy(() => import('./change-date-panel.tsx'));

export interface ManageBookingViewProps {
  link: BookingLink;
  /** The cancellation terms, as the site renders them (the route composes it). */
  policy?: ReactNode;
}

type Notice = { kind: 'cancelled'; result: CancelBookingResponse['data'] } | { kind: 'moved'; result: ChangeDateResponse['data'] };

function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  if (notice.kind === 'moved') {
    const b = notice.result.booking;
    return <p className={styles.noticeTitle}>{t('changeDate.done', { date: formatRomeDate(b.starts_at, locale), time: b.start_time })}</p>;
  }
  const r = notice.result;
  const money = { amount: formatEuro(r.refund_amount, locale), percent: r.refund_percent };
  return (
    <>
      <p className={styles.noticeTitle}>{t('cancel.done')}</p>
      <p data-testid="cancel-result-refund">
        {r.nothing_charged || r.refund_amount === 0
          ? r.nothing_charged
            ? t('cancel.doneNothing')
            : t('cancel.noRefund', { percent: r.refund_percent })
          : r.refund_status === 'pending'
            ? t('cancel.donePending', money)
            : t('cancel.doneRefund', money)}
      </p>
      {r.email_queued ? <p>{t('cancel.email')}</p> : null}
    </>
  );
}

function Actions({
  booking,
  link,
  onChangeDate,
  onCancel,
  changeOpen,
}: {
  booking: ManageBooking;
  link: BookingLink;
  onChangeDate: () => void;
  onCancel: () => void;
  changeOpen: boolean;
}) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const cancelled = booking.status === 'cancelled' || booking.status === 'refunded';
  const active = booking.cancellation.allowed || booking.date_change.allowed_free;
  const closedReason = booking.cancellation.reason_if_not_allowed;
  const deadline = `${formatRomeDate(booking.date_change.deadline, locale)}, ${formatRomeTime(booking.date_change.deadline, locale)}`;
  return (
    <section className={styles.actions} aria-labelledby="actions-title">
      <h2 id="actions-title" className={styles.actionsTitle}>
        {cancelled ? t('cancelled.title') : t('actions.title')}
      </h2>
      {cancelled ? (
        <div className={styles.cancelledInfo} data-testid="manage-cancelled">
          {booking.cancelled_at ? <p>{t('cancelled.on', { date: formatRomeDate(booking.cancelled_at, locale) })}</p> : null}
          {booking.cancel_reason && booking.cancel_reason !== 'unpaid' ? <p className={styles.muted}>{t('cancelled.reason', { reason: booking.cancel_reason })}</p> : null}
          <p>{t('cancelled.again')}</p>
          <Link className="btn btn-primary" to={bookAgainHref(booking)}>
            {t('actions.bookAgain')}
          </Link>
        </div>
      ) : (
        <>
          {!active && closedReason && closedReason !== 'already_cancelled' && !booking.reviewable ? <p>{t(`closed.${closedReason}`)}</p> : null}
          <div className={styles.buttons}>
            {active ? (
              <a className="btn btn-secondary" href={calendarFileUrl(link)} download data-testid="manage-calendar">
                <CalendarIcon />
                {t('actions.calendar')}
              </a>
            ) : null}
            {booking.date_change.allowed_free ? (
              <button type="button" className="btn btn-secondary" onClick={onChangeDate} aria-expanded={changeOpen} aria-controls="change-date-region">
                {t('actions.changeDate')}
              </button>
            ) : null}
            {booking.cancellation.allowed ? (
              <button type="button" className={`btn btn-primary ${styles.danger}`} onClick={onCancel}>
                {t('actions.cancel')}
              </button>
            ) : null}
          </div>
          {booking.cancellation.allowed && booking.date_change.reason_if_not_allowed === 'too_late' ? (
            <p className={styles.muted} data-testid="date-change-too-late">
              {t('changeDate.tooLate', { deadline })}
            </p>
          ) : null}
        </>
      )}
      {booking.reviewable ? (
        <div className={styles.review}>
          <p>{t('actions.reviewText')}</p>
          <Link className="btn btn-primary" to={reviewHref(booking, link.token)}>
            {t('actions.review')}
          </Link>
        </div>
      ) : null}
      <p className={styles.help}>
        {t('actions.help')} <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a> · <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
      </p>
    </section>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}

function Manager({ booking, link, policy, refetch }: { booking: ManageBooking; link: BookingLink; policy?: ReactNode; refetch: () => void }) {
  const { t } = useTranslation('manage');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // After the dialog or the panel closes, the result takes the focus (the button that opened them may be gone).
  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => noticeRef.current?.focus(), 0);
    return () => window.clearTimeout(id);
  }, [notice]);

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.liveRegion} role="status" aria-live="polite">
          {notice ? (
            <div ref={noticeRef} tabIndex={-1} className={styles.notice} data-tone={notice.kind} data-testid="manage-notice">
              <NoticeText notice={notice} />
            </div>
          ) : null}
        </div>
        <div className={styles.main}>
          <BookingSummary booking={booking} />
          {changeOpen && booking.date_change.allowed_free ? (
            <div id="change-date-region">
              <Suspense
                fallback={
                  <p role="status" className={styles.panel}>
                    {t('changeDate.loading')}
                  </p>
                }
              >
                <ChangeDatePanel
                  booking={booking}
                  link={link}
                  onClose={() => setChangeOpen(false)}
                  onChanged={(result) => {
                    setChangeOpen(false);
                    setNotice({ kind: 'moved', result });
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
        <aside className={styles.side}>
          <Actions
            booking={booking}
            link={link}
            changeOpen={changeOpen}
            onChangeDate={() => {
              setNotice(null);
              setChangeOpen((v) => !v);
            }}
            onCancel={() => {
              setNotice(null);
              // The refund depends on the moment: show today's figure.
              refetch();
              setDialogOpen(true);
            }}
          />
          {policy ? (
            <details className={styles.policy}>
              <summary>{t('policy.title')}</summary>
              {policy}
            </details>
          ) : null}
        </aside>
      </div>
      <CancelDialog
        open={dialogOpen}
        booking={booking}
        link={link}
        onClose={() => setDialogOpen(false)}
        onCancelled={(result) => {
          setDialogOpen(false);
          setChangeOpen(false);
          setNotice({ kind: 'cancelled', result });
        }}
      />
    </>
  );
}

/** /manage/{id}?token=…: the guest's booking, or a friendly not-found without a valid link. */
export function ManageBookingView({ link, policy }: ManageBookingViewProps) {
  const { t } = useTranslation('manage');
  const query = useManagedBooking(link);
  if (!link.token || (query.isError && isApiError(query.error) && query.error.status === 404)) return <BookingNotFound />;
  if (query.isPending) {
    return (
      <div className={`container ${styles.loading}`} role="status" data-testid="manage-loading">
        <p>{t('page.loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`container ${styles.loading}`}>
        <p role="alert" className={styles.alert}>
          {t(manageErrorKey(query.error, 'load'))}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  return <Manager booking={query.data} link={link} policy={policy} refetch={() => void query.refetch()} />;
}
