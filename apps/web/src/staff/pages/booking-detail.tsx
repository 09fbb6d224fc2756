import { useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { StaffBookingDetail } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import { formatDateTime, formatDay, formatMoney } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useBooking, useBookingActions } from '../features/bookings/api.ts';
import { GuestCard, MoneyCard, SlotCard } from '../features/bookings/booking-cards.tsx';
import { BookingError } from '../features/bookings/booking-error.tsx';
import { ChannelPanel } from '../features/bookings/channel-panel.tsx';
import { EmailsTable } from '../features/bookings/booking-tables.tsx';
import styles from '../features/bookings/bookings.module.css';
import { CancelDialog } from '../features/bookings/cancel-dialog.tsx';
import { ChangeDateDialog } from '../features/bookings/change-date-dialog.tsx';
import { ConfirmDialog } from '../features/bookings/confirm-dialog.tsx';
import { DeskBookingActions } from '../features/desk-bookings/desk-booking-actions.tsx';
import { FrontDeskDialogs, type FrontDeskDialog } from '../features/bookings/front-desk-dialogs.tsx';
import { HistoryTimeline, NoteForm } from '../features/bookings/history-timeline.tsx';
import { PaymentDialog } from '../features/bookings/payment-dialog.tsx';
import { PaymentBadge, paymentBadgeShown, StatusBadge } from '../features/bookings/status-badges.tsx';
import { VoidablePayments } from '../features/bookings/voidable-payments.tsx';
import { useStaffT } from '../i18n/index.ts';

type Open = 'payment' | 'changeDate' | 'resend' | 'resendLink' | 'noShow' | 'cancel' | FrontDeskDialog | null;

function Detail({ booking: b }: { booking: StaffBookingDetail }) {
  const { t, i18n } = useStaffT('staffBookings');
  const { can } = useStaffAuth();
  const location = useLocation();
  const actions = useBookingActions(b.id);
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = (what: Open) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(what);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const a = b.actions;
  const write = can('bookings.write');
  const buttons: { key: Exclude<Open, null>; label: string; shown: boolean; className: string | undefined }[] = [
    { key: 'payment', label: t('actions.payment'), shown: can('payments.on_site') && a.record_payment.allowed, className: ui.primary },
    { key: 'changeDate', label: t('actions.changeDate'), shown: write && a.change_date.allowed, className: ui.button },
    { key: 'resend', label: t('actions.resend'), shown: write && a.resend_confirmation.allowed, className: ui.button },
    { key: 'resendLink', label: t('actions.resendLink'), shown: can('bookings.create') && a.resend_payment_link.allowed, className: ui.button },
    { key: 'noShow', label: t('actions.noShow'), shown: can('checkin') && a.no_show.allowed, className: ui.button },
    { key: 'undoNoShow', label: t('actions.undoNoShow'), shown: can('checkin') && a.undo_no_show.allowed, className: ui.primary },
    { key: 'undoCheckIn', label: t('actions.undoCheckIn'), shown: can('checkin') && a.undo_check_in.allowed, className: ui.button },
    { key: 'cancel', label: t('actions.cancel'), shown: write && a.cancel.allowed, className: ui.danger },
  ];
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const listSearch = (location.state as { list?: string } | null)?.list ?? '';

  return (
    <>
      <Link to={`/staff/bookings${listSearch}`} className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <div className={styles.detailHead}>
        <PageHeader
          title={b.booking_number}
          description={`${b.slot.experience_title[locale]} · ${formatDay(b.slot.date)} · ${b.slot.start_time}`}
          actions={buttons
            .filter((x) => x.shown)
            .map((x) => (
              <button key={x.key} type="button" className={x.className} onClick={() => show(x.key)}>
                {x.label}
              </button>
            ))}
        />
      </div>
      <div className={styles.headBadges}>
        <StatusBadge status={b.status} />
        {paymentBadgeShown(b) ? <PaymentBadge status={b.payment_status} /> : null}
        <span className={ui.badge}>{t(`category.${b.category}`)}</span>
        {b.party.vip ? <span className={ui.badgeWine}>VIP</span> : null}
        <span className={ui.muted}>{t('detail.bookedAt', { when: formatDateTime(b.created_at) })}</span>
      </div>
      <DeskBookingActions booking={b} />
      {b.cancellation.cancelled_at ? (
        <p className={ui.alertInfo} style={{ marginBottom: 'var(--space-5)' }}>
          {t('detail.cancelledAt', { when: formatDateTime(b.cancellation.cancelled_at) })}
          {b.cancellation.cancelled_by ? ` (${t(`detail.cancelledBy.${b.cancellation.cancelled_by}`)})` : ''}
          {b.cancellation.reason ? ` — ${b.cancellation.reason}` : ''}
        </p>
      ) : a.record_payment.allowed ? (
        <p className={ui.alertInfo} style={{ marginBottom: 'var(--space-5)' }}>
          {t('detail.toCollect', { amount: formatMoney(a.record_payment.due_cents) })}
        </p>
      ) : null}
      <div className={styles.cards}>
        <GuestCard booking={b} />
        <SlotCard booking={b} />
        <MoneyCard booking={b} />
      </div>
      <ChannelPanel booking={b} />

      <section className={styles.section} aria-labelledby="booking-payments">
        <h2 id="booking-payments" className={styles.sectionTitle}>
          {t('payments.title')}
        </h2>
        <VoidablePayments booking={b} />
      </section>
      <section className={styles.section} aria-labelledby="booking-emails">
        <h2 id="booking-emails" className={styles.sectionTitle}>
          {t('emails.title')}
        </h2>
        <EmailsTable emails={b.emails} />
      </section>
      <section className={styles.section} aria-labelledby="booking-history">
        <h2 id="booking-history" className={styles.sectionTitle}>
          {t('history.title')}
        </h2>
        {write ? <NoteForm onAdd={(body) => actions.note.mutateAsync(body)} pending={actions.note.isPending} error={actions.note.error} /> : null}
        <HistoryTimeline history={b.history} payer={b.channel.payer} />
      </section>

      {open === 'payment' ? <PaymentDialog booking={b} open onClose={close} payment={actions.payment} /> : null}
      {open === 'changeDate' ? <ChangeDateDialog booking={b} open onClose={close} changeDate={actions.changeDate} /> : null}
      {open === 'cancel' ? <CancelDialog booking={b} open onClose={close} cancel={actions.cancel} /> : null}
      {open === 'resend' ? (
        <ConfirmDialog open title={t('resend.title')} confirmLabel={t('resend.confirm')} onClose={close} action={actions.resend}>
          {t('resend.body', { email: b.guest.email ?? '' })}
        </ConfirmDialog>
      ) : null}
      {open === 'resendLink' ? (
        <ConfirmDialog open title={t('resendLink.title')} confirmLabel={t('resendLink.confirm')} onClose={close} action={actions.resendLink}>
          {t(a.resend_payment_link.purpose === 'balance' ? 'resendLink.bodyBalance' : 'resendLink.body', {
            email: b.guest.email ?? '',
            amount: formatMoney(a.resend_payment_link.amount_cents ?? 0),
            until: a.resend_payment_link.expires_at ? formatDateTime(a.resend_payment_link.expires_at) : '',
          })}
        </ConfirmDialog>
      ) : null}
      <FrontDeskDialogs open={open} booking={b} onClose={close} />
      {open === 'noShow' ? (
        <ConfirmDialog open danger title={t('noShow.title')} confirmLabel={t('noShow.confirm')} onClose={close} action={actions.noShow}>
          {t('noShow.body', { name: b.guest.name ?? b.booking_number })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** One booking whole: who, when, the money with its parts, payments, e-mails, history, and what staff may do now. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const booking = useBooking(id);
  if (booking.data) return <Detail booking={booking.data} />;
  return (
    <>
      <Link to="/staff/bookings" className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <PageHeader title={t('detail.title')} />
      {booking.isPending ? <p className={ui.muted}>{ts('common.loading')}</p> : <BookingError error={booking.error} />}
    </>
  );
}
