import { Link } from 'react-router';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { addDays, formatDay, formatMoney, formatTime, romeToday } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { downloadCashUpCsv, type StaffCashUp, useCashUp } from './api.ts';
import { CsvButton, FigureCards, Loading, ReportError } from './report-bits.tsx';
import { formatCount } from './report-format.ts';
import { type Column, ReportTable } from './report-table.tsx';
import styles from './reports.module.css';

type Member = StaffCashUp['staff'][number];
type Payment = StaffCashUp['payments'][number];

/**
 * The desk's cash-up for one Rome day: what the till and the card terminal's closing slip should
 * show, who took what, and every payment (a voided one is no longer there). Printable.
 */
export function CashUpView({ day, onDay }: { day: string; onDay: (d: string) => void }) {
  const { t } = useStaffT('staffReports');
  const q = useCashUp(day);
  const r = q.data;
  const today = romeToday();
  const method = (m: 'cash' | 'card_terminal') => t(`methods.${m}`);
  const members: Column<Member>[] = [
    { key: 'name', header: t('cashUp.col.member'), cell: (m) => m.name ?? t('cashUp.unknownMember') },
    { key: 'cash', header: method('cash'), numeric: true, cell: (m) => formatMoney(m.cash_cents) },
    { key: 'terminal', header: method('card_terminal'), numeric: true, cell: (m) => formatMoney(m.card_terminal_cents) },
    { key: 'total', header: t('table.total'), numeric: true, cell: (m) => formatMoney(m.cash_cents + m.card_terminal_cents) },
    { key: 'count', header: t('cashUp.col.payments'), numeric: true, cell: (m) => formatCount(m.payments) },
  ];
  const payments: Column<Payment>[] = [
    { key: 'at', header: t('cashUp.col.time'), cell: (p) => formatTime(p.at) },
    { key: 'booking', header: t('cashUp.col.booking'), cell: (p) => (p.booking_id ? <Link to={`/staff/bookings/${p.booking_id}`}>{p.booking_number}</Link> : '–') },
    { key: 'guest', header: t('cashUp.col.guest'), cell: (p) => p.customer_name ?? '–' },
    { key: 'method', header: t('cashUp.col.method'), cell: (p) => method(p.method) },
    { key: 'amount', header: t('cashUp.col.amount'), numeric: true, cell: (p) => formatMoney(p.amount_cents) },
    { key: 'by', header: t('cashUp.col.member'), cell: (p) => p.staff_name ?? t('cashUp.unknownMember') },
  ];
  return (
    <div className={styles.stack}>
      <form className={styles.day} onSubmit={(e) => e.preventDefault()} aria-label={t('cashUp.dayLabel')}>
        <Field label={t('cashUp.day')}>
          <input className={ui.input} type="date" value={day} max={today} onChange={(e) => e.target.value && onDay(e.target.value)} />
        </Field>
        <button type="button" className={ui.button} onClick={() => onDay(addDays(day, -1))}>
          {t('cashUp.previous')}
        </button>
        <button type="button" className={ui.button} disabled={day >= today} onClick={() => onDay(addDays(day, 1))}>
          {t('cashUp.next')}
        </button>
        <button type="button" className={ui.ghost} onClick={() => window.print()}>
          {t('cashUp.print')}
        </button>
      </form>
      <ReportError error={q.error} />
      {r ? (
        <>
          <h2 className={styles.figureTitle}>{t('cashUp.title', { day: formatDay(r.date) })}</h2>
          <FigureCards
            items={[
              { label: method('cash'), value: formatMoney(r.cash_cents) },
              { label: method('card_terminal'), value: formatMoney(r.card_terminal_cents) },
              { label: t('cashUp.total'), value: formatMoney(r.total_cents), sub: t('cashUp.count', { count: r.payments.length, n: formatCount(r.payments.length) }) },
            ]}
          />
          <ReportTable
            caption={t('cashUp.byMember')}
            columns={members}
            rows={r.staff}
            rowKey={(m) => String(m.staff_id)}
            total={{ staff_id: -1, name: t('table.total'), cash_cents: r.cash_cents, card_terminal_cents: r.card_terminal_cents, payments: r.payments.length }}
            empty={t('cashUp.none')}
          />
          <ReportTable
            caption={t('cashUp.list')}
            columns={payments}
            rows={r.payments}
            rowKey={(p) => String(p.id)}
            empty={t('cashUp.none')}
            actions={<CsvButton label={t('csv')} download={() => downloadCashUpCsv(r.date)} />}
          />
          <p className={styles.note}>{t('cashUp.definition')}</p>
        </>
      ) : q.isPending ? (
        <Loading />
      ) : null}
    </div>
  );
}
