import { Link } from 'react-router';
import type { MoneyFigures, ReportPaymentMethod } from '@tenuta/contracts';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { downloadReportCsv, type StaffPaymentsReport, usePaymentsReport } from './api.ts';
import { ChartFigure, palette, type Series, StackedColumns } from './charts.tsx';
import { type Period, periodProblem } from './period.ts';
import { CsvButton, FigureCards, Loading, ReportError } from './report-bits.tsx';
import { formatCount, formatEuroTick, formatPeriod, formatPeriodTick, formatRange, formatShare } from './report-format.ts';
import { type Column, ReportTable } from './report-table.tsx';
import styles from './reports.module.css';
import { channels } from './sales-view.tsx';

/** New money: a voucher spent was received when the voucher was sold. */
const moneyMethods = ['online_card', 'card_terminal', 'cash'] as const satisfies readonly ReportPaymentMethod[];
const methods = [...moneyMethods, 'voucher'] as const satisfies readonly ReportPaymentMethod[];
const methodColors: Record<ReportPaymentMethod, string> = { online_card: palette.wine, card_terminal: palette.moss, cash: palette.gold, voucher: palette.blue };
const payChannels = [...channels, 'gift_vouchers'] as const;

type PeriodRow = StaffPaymentsReport['periods'][number];

/** Money in and out per day or month, per method and per channel; links to the desk's cash-up. */
export function PaymentsView({ period }: { period: Period }) {
  const { t } = useStaffT('staffReports');
  const q = usePaymentsReport(period, periodProblem(period) === null);
  const r = q.data;
  if (periodProblem(period)) return null;
  if (!r) return q.error ? <ReportError error={q.error} /> : <Loading />;
  const method = (m: ReportPaymentMethod) => t(`methods.${m}`);
  const series: Series[] = moneyMethods.map((m) => ({ key: m, label: method(m), color: methodColors[m] }));
  const range = formatRange(r.from, r.to);
  const summary =
    r.total.payments === 0 && r.total.refunded_cents === 0
      ? t('payments.summaryNone', { range })
      : `${t('payments.summary', {
          range,
          received: formatMoney(r.total.received_cents),
          refunded: formatMoney(r.total.refunded_cents),
          net: formatMoney(r.total.net_cents),
        })} ${t('payments.shares', {
          list: moneyMethods
            .filter((m) => r.methods[m].received_cents > 0)
            .map((m) => `${method(m)} ${formatShare(r.methods[m].received_cents, r.total.received_cents)}`)
            .join(', '),
        })}`;

  const byPeriod: Column<PeriodRow>[] = [
    { key: 'period', header: t(`table.${r.group}`), cell: (p) => (p.period === 'total' ? t('table.total') : formatPeriod(p.period)) },
    ...methods.map((m) => ({ key: m, header: method(m), numeric: true, cell: (p: PeriodRow) => formatMoney(p.methods[m].received_cents) })),
    { key: 'refunded', header: t('payments.col.refunded'), numeric: true, cell: (p) => formatMoney(p.total.refunded_cents) },
    { key: 'net', header: t('payments.col.net'), numeric: true, cell: (p) => formatMoney(p.total.net_cents) },
  ];
  type Row = { key: string; label: string; f: MoneyFigures };
  const figures: Column<Row>[] = [
    { key: 'name', header: t('table.name'), cell: (x) => x.label },
    { key: 'payments', header: t('payments.col.payments'), numeric: true, cell: (x) => formatCount(x.f.payments) },
    { key: 'received', header: t('payments.col.received'), numeric: true, cell: (x) => formatMoney(x.f.received_cents) },
    { key: 'refunded', header: t('payments.col.refunded'), numeric: true, cell: (x) => formatMoney(x.f.refunded_cents) },
    { key: 'net', header: t('payments.col.net'), numeric: true, cell: (x) => formatMoney(x.f.net_cents) },
  ];
  const empty = (p: PeriodRow) => methods.every((m) => p.methods[m].payments === 0 && p.methods[m].refunded_cents === 0);

  return (
    <div className={styles.stack}>
      <ReportError error={q.error} />
      <FigureCards
        items={[
          {
            label: t('payments.cards.received'),
            value: formatMoney(r.total.received_cents),
            sub: t('payments.cards.count', { count: r.total.payments, n: formatCount(r.total.payments) }),
          },
          { label: t('payments.cards.refunded'), value: formatMoney(r.total.refunded_cents) },
          { label: t('payments.cards.net'), value: formatMoney(r.total.net_cents) },
          { label: t('payments.cards.voucher'), value: formatMoney(r.methods.voucher.received_cents), sub: t('payments.cards.voucherSub') },
        ]}
      />
      <ChartFigure
        id="payments-chart"
        title={t(`payments.chartTitle.${r.group}`)}
        summary={summary}
        chart={
          <StackedColumns
            title={t(`payments.chartTitle.${r.group}`)}
            desc={t('payments.chartDesc')}
            data={r.periods.map((p) => ({ period: p.period, ...Object.fromEntries(moneyMethods.map((m) => [m, p.methods[m].received_cents])) }))}
            series={series}
            category="period"
            categoryTick={formatPeriodTick}
            categoryLabel={formatPeriod}
            format={formatMoney}
            tick={(cents) => formatEuroTick(cents / 100)}
          />
        }
      >
        <ReportTable
          caption={t(`payments.table.${r.group}`)}
          columns={byPeriod}
          rows={r.periods.filter((p) => !empty(p))}
          rowKey={(p) => p.period}
          total={{ period: 'total', methods: r.methods, total: r.total }}
          empty={t('payments.none')}
          actions={<CsvButton label={t('csv')} download={() => downloadReportCsv('payments', period)} />}
        />
      </ChartFigure>
      <ReportTable
        caption={t('payments.table.method')}
        columns={figures}
        rows={methods.map((m) => ({ key: m, label: method(m), f: r.methods[m] }))}
        rowKey={(x) => x.key}
        total={{ key: 'total', label: t('payments.totalNew'), f: r.total }}
      />
      <ReportTable
        caption={t('payments.table.channel')}
        columns={figures}
        rows={payChannels.map((c) => ({ key: c, label: t(`channels.${c}`), f: r.channels[c] }))}
        rowKey={(x) => x.key}
        total={{ key: 'total', label: t('table.total'), f: r.total }}
      />
      <p className={styles.note}>
        {t('payments.definition')} <Link to={{ pathname: '/staff/reports/cash-up' }}>{t('payments.toCashUp')}</Link>
      </p>
    </div>
  );
}
