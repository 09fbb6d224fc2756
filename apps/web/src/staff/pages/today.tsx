import { Link } from 'react-router';
import type { StaffTodayDay } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { formatDay, formatMoney, formatTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { AlertsPanel } from '../features/check-in/alerts-panel.tsx';
import { useToday } from '../features/check-in/api.ts';
import styles from '../features/check-in/check-in.module.css';
import { SlotCard } from '../features/check-in/slot-card.tsx';
import { VouchersRedeemedToday } from '../features/vouchers/redeemed-today.tsx';
import { useStaffT } from '../i18n/index.ts';

function DayColumn({ day, label, id }: { day: StaffTodayDay; label: string; id: string }) {
  const { t } = useStaffT('staffCheckIn');
  const { can } = useStaffAuth();
  const tot = day.totals;
  return (
    <section className={styles.dayColumn} aria-labelledby={id} data-day={id}>
      <h2 id={id} className={styles.columnTitle}>
        {label} <span className={styles.columnDate}>{formatDay(day.date)}</span>
      </h2>
      {day.slots.length > 0 ? (
        <p className={styles.dayTotals}>
          {t('day.totals', { arrivals: tot.arrivals.bookings, people: tot.arrivals.people, checkedIn: tot.checked_in.bookings, free: tot.free })}
          {tot.due_on_site_cents > 0 ? (
            <>
              {' · '}
              <strong>{t('day.due', { amount: formatMoney(tot.due_on_site_cents) })}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {day.slots.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('day.noSlots')}</p>
          {can('slots.write') ? <Link to="/staff/calendar">{t('day.toCalendar')}</Link> : null}
        </div>
      ) : (
        <ul className={styles.slotList}>
          {day.slots.map((s) => (
            <SlotCard key={s.id} slot={s} date={day.date} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today and tomorrow at a glance: every slot's seats and arrivals, money on site, and what needs someone. */
export function Component() {
  const { t } = useStaffT('staffCheckIn');
  const { can } = useStaffAuth();
  const today = useToday();
  const data = today.data;
  return (
    <>
      <PageHeader
        title={t('today.title')}
        description={data ? t('today.description', { time: formatTime(data.now) }) : undefined}
        actions={
          <>
            {can('checkin') ? (
              <Link className={ui.primary} to="/staff/check-in">
                {t('today.toCheckIn')}
              </Link>
            ) : null}
            {can('manifest.read') ? (
              <Link className={ui.button} to="/staff/manifest">
                {t('today.toManifest')}
              </Link>
            ) : null}
          </>
        }
      />
      <ErrorMessage error={today.error} />
      {data ? (
        <>
          <div className={styles.todayGrid}>
            {data.days[0] ? <DayColumn day={data.days[0]} label={t('today.today')} id="today" /> : null}
            <AlertsPanel alerts={data.alerts} now={data.now} />
            {data.days[1] ? <DayColumn day={data.days[1]} label={t('today.tomorrow')} id="tomorrow" /> : null}
          </div>
          <VouchersRedeemedToday />
        </>
      ) : today.isPending ? (
        <p className={ui.muted}>{t('common.loading', { ns: 'staff' })}</p>
      ) : null}
    </>
  );
}
