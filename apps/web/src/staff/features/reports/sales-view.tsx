import type { ReportChannel, SalesFigures } from '@tenuta/contracts';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { downloadReportCsv, type StaffSalesReport, useSalesReport } from './api.ts';
import { ChartFigure, palette, type Series, StackedColumns } from './charts.tsx';
import { type Period, periodProblem } from './period.ts';
import { CsvButton, FigureCards, Loading, ReportError } from './report-bits.tsx';
import { formatCount, formatEuroTick, formatPeriod, formatPeriodTick, formatRange, formatShare } from './report-format.ts';
import { type Column, ReportTable } from './report-table.tsx';
import styles from './reports.module.css';

export const channels = ['direct', 'reseller', 'referrer', 'octo'] as const satisfies readonly ReportChannel[];
export const channelColors: Record<ReportChannel, string> = { direct: palette.wine, reseller: palette.moss, referrer: palette.gold, octo: palette.blue };

type PeriodRow = StaffSalesReport['periods'][number];

/** Bookings made in the period, per day or month and channel: retail value, net, guests. */
export function SalesView({ period }: { period: Period }) {
  const { t } = useStaffT('staffReports');
  const q = useSalesReport(period, periodProblem(period) === null);
  const r = q.data;
  if (periodProblem(period)) return null;
  if (!r) return q.error ? <ReportError error={q.error} /> : <Loading />;
  const channel = (c: ReportChannel) => t(`channels.${c}`);
  const series: Series[] = channels.map((c) => ({ key: c, label: channel(c), color: channelColors[c] }));
  const best = r.periods.reduce<PeriodRow | null>((b, p) => (p.total.sales_cents > (b?.total.sales_cents ?? 0) ? p : b), null);
  const range = formatRange(r.from, r.to);
  const summary =
    r.total.bookings === 0
      ? t('sales.summaryNone', { range })
      : `${t('sales.summary', {
          range,
          count: r.total.bookings,
          bookings: formatCount(r.total.bookings),
          sales: formatMoney(r.total.sales_cents),
          net: formatMoney(r.total.net_cents),
        })} ${best ? t(`sales.best.${r.group}`, { period: formatPeriod(best.period), sales: formatMoney(best.total.sales_cents) }) : ''} ${t('sales.shares', {
          list: channels
            .filter((c) => r.channels[c].sales_cents > 0)
            .map((c) => `${channel(c)} ${formatShare(r.channels[c].sales_cents, r.total.sales_cents)}`)
            .join(', '),
        })}`;

  const byPeriod: Column<PeriodRow>[] = [
    { key: 'period', header: t(`table.${r.group}`), cell: (p) => (p.period === 'total' ? t('table.total') : formatPeriod(p.period)) },
    ...channels.map((c) => ({ key: c, header: channel(c), numeric: true, cell: (p: PeriodRow) => formatMoney(p.channels[c].sales_cents) })),
    { key: 'total', header: t('sales.col.sales'), numeric: true, cell: (p) => formatMoney(p.total.sales_cents) },
    { key: 'net', header: t('sales.col.net'), numeric: true, cell: (p) => formatMoney(p.total.net_cents) },
    { key: 'bookings', header: t('sales.col.bookings'), numeric: true, cell: (p) => formatCount(p.total.bookings) },
  ];
  type ChannelRow = { key: ReportChannel | 'total'; f: SalesFigures };
  const byChannel: Column<ChannelRow>[] = [
    { key: 'channel', header: t('table.channel'), cell: (x) => (x.key === 'total' ? t('table.total') : channel(x.key)) },
    { key: 'bookings', header: t('sales.col.bookings'), numeric: true, cell: (x) => formatCount(x.f.bookings) },
    { key: 'guests', header: t('sales.col.guests'), numeric: true, cell: (x) => formatCount(x.f.guests) },
    { key: 'sales', header: t('sales.col.sales'), numeric: true, cell: (x) => formatMoney(x.f.sales_cents) },
    { key: 'net', header: t('sales.col.net'), numeric: true, cell: (x) => formatMoney(x.f.net_cents) },
    { key: 'share', header: t('sales.col.share'), numeric: true, cell: (x) => formatShare(x.f.sales_cents, r.total.sales_cents) },
  ];
  const csv = <CsvButton label={t('csv')} download={() => downloadReportCsv('sales', period)} />;

  return (
    <div className={styles.stack}>
      <ReportError error={q.error} />
      <FigureCards
        items={[
          { label: t('sales.cards.sales'), value: formatMoney(r.total.sales_cents), sub: t('sales.cards.net', { net: formatMoney(r.total.net_cents) }) },
          { label: t('sales.cards.bookings'), value: formatCount(r.total.bookings), sub: t('sales.cards.guests', { count: r.total.guests, guests: formatCount(r.total.guests) }) },
          {
            label: t('sales.cards.cancelled'),
            value: formatMoney(r.cancelled.sales_cents),
            sub: t('sales.cards.cancelledCount', { count: r.cancelled.bookings, bookings: formatCount(r.cancelled.bookings) }),
          },
        ]}
      />
      <ChartFigure
        id="sales-chart"
        title={t(`sales.chartTitle.${r.group}`)}
        summary={summary}
        chart={
          <StackedColumns
            title={t(`sales.chartTitle.${r.group}`)}
            desc={t('sales.chartDesc')}
            data={r.periods.map((p) => ({ period: p.period, ...Object.fromEntries(channels.map((c) => [c, p.channels[c].sales_cents])) }))}
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
          caption={t(`sales.table.${r.group}`)}
          columns={byPeriod}
          rows={r.periods.filter((p) => p.total.bookings > 0)}
          rowKey={(p) => p.period}
          total={{ period: 'total', channels: r.channels, total: r.total }}
          empty={t('sales.none')}
          actions={csv}
        />
        <p className={styles.note}>{t(`sales.note.${r.group}`)}</p>
      </ChartFigure>
      <ReportTable
        caption={t('sales.table.channel')}
        columns={byChannel}
        rows={channels.map((c) => ({ key: c, f: r.channels[c] }))}
        rowKey={(x) => x.key}
        total={{ key: 'total', f: r.total }}
      />
      <p className={styles.note}>{t('sales.definition')}</p>
    </div>
  );
}
