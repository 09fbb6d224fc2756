import { Link } from 'react-router';
import { addMonths } from '@tenuta/core/rome-time';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { useVoucherReport } from '../vouchers/api.ts';
import { VoucherReport } from '../vouchers/voucher-report.tsx';
import { ChartFigure, palette, StackedColumns } from './charts.tsx';
import { type Period, periodProblem } from './period.ts';
import { Loading, ReportError } from './report-bits.tsx';
import { formatEuroTick, formatPeriod, formatPeriodTick } from './report-format.ts';
import styles from './reports.module.css';

const VOUCHER_MONTHS = 36;

/**
 * Gift vouchers' money over the period's months: sold, redeemed and expired per month in a chart,
 * then the vouchers' own report (the balance still owed, its table and CSV).
 */
export function VouchersView({ period }: { period: Period }) {
  const { t } = useStaffT('staffReports');
  // The vouchers' report reads at most 36 months: a longer period shows its last 36.
  const to = period.to.slice(0, 7);
  const from = [period.from.slice(0, 7), addMonths(to, -(VOUCHER_MONTHS - 1))].sort()[1] ?? to;
  const months = { from, to };
  const q = useVoucherReport(months);
  const r = q.data;
  if (periodProblem(period)) return null;
  if (!r) return q.error ? <ReportError error={q.error} /> : <Loading />;
  const sold = r.months.reduce((s, m) => s + m.sold_cents, 0);
  const redeemed = r.months.reduce((s, m) => s + m.redeemed_cents, 0);
  const last = r.months.at(-1);
  const title = t('vouchers.chartTitle');
  return (
    <div className={styles.stack}>
      <ChartFigure
        id="vouchers-chart"
        title={title}
        summary={t('vouchers.summary', {
          from: formatPeriod(r.from),
          to: formatPeriod(r.to),
          sold: formatMoney(sold),
          redeemed: formatMoney(redeemed),
          balance: formatMoney(last?.closing_balance_cents ?? 0),
          outstanding: formatMoney(r.outstanding_cents),
        })}
        chart={
          <StackedColumns
            title={title}
            desc={t('vouchers.chartDesc')}
            data={r.months.map((m) => ({ month: m.month, sold: m.sold_cents, redeemed: m.redeemed_cents, expired: m.expired_cents }))}
            series={[
              { key: 'sold', label: t('vouchers.sold'), color: palette.wine },
              { key: 'redeemed', label: t('vouchers.redeemed'), color: palette.moss },
              { key: 'expired', label: t('vouchers.expired'), color: palette.gold },
            ]}
            stacked={false}
            category="month"
            categoryTick={formatPeriodTick}
            categoryLabel={formatPeriod}
            format={formatMoney}
            tick={(cents) => formatEuroTick(cents / 100)}
          />
        }
      />
      <VoucherReport months={months} />
      <p className={styles.note}>
        <Link to="/staff/vouchers">{t('vouchers.toList')}</Link>
      </p>
    </div>
  );
}
