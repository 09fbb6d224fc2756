import { Link } from 'react-router';
import { useStaffAuth } from '../../app/auth.tsx';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { downloadReportCsv, type StaffPartnerReport, usePartnerReport } from './api.ts';
import { Bars, ChartFigure, palette } from './charts.tsx';
import { type Period, periodProblem } from './period.ts';
import { CsvButton, FigureCards, Loading, ReportError } from './report-bits.tsx';
import { formatCount, formatRange, formatShare } from './report-format.ts';
import { type Column, ReportTable } from './report-table.tsx';
import styles from './reports.module.css';

type Row = StaffPartnerReport['partners'][number];
/** The chart compares the busiest partners; the table lists them all. */
const CHART_PARTNERS = 10;
const brought = (x: Pick<Row, 'referred_bookings' | 'orders'>) => x.referred_bookings + x.orders;

/** What each partner brought in the period: clicks and referred bookings, a reseller's orders, commission. */
export function PartnersView({ period }: { period: Period }) {
  const { t } = useStaffT('staffReports');
  const { can } = useStaffAuth();
  const q = usePartnerReport(period, periodProblem(period) === null);
  const r = q.data;
  if (periodProblem(period)) return null;
  if (!r) return q.error ? <ReportError error={q.error} /> : <Loading />;
  const busiest = [...r.partners]
    .filter((x) => brought(x) > 0)
    .sort((a, b) => brought(b) - brought(a) || a.name.localeCompare(b.name))
    .slice(0, CHART_PARTNERS);
  const range = formatRange(r.from, r.to);
  const summary =
    busiest.length === 0
      ? t('partners.summaryNone', { range, clicks: formatCount(r.total.clicks) })
      : t('partners.summary', {
          range,
          referred: formatCount(r.total.referred_bookings),
          clicks: formatCount(r.total.clicks),
          orders: formatCount(r.total.orders),
          commission: formatMoney(r.total.commission_cents),
          top: busiest[0]!.name,
          topCount: formatCount(brought(busiest[0]!)),
        });
  const name = (x: Row) => (x.partner_id > 0 && can('partners.manage') ? <Link to={`/staff/partners/${x.partner_id}`}>{x.name}</Link> : x.name);
  const columns: Column<Row>[] = [
    { key: 'name', header: t('partners.col.partner'), cell: name },
    { key: 'type', header: t('partners.col.type'), cell: (x) => (x.partner_id > 0 ? t(`partners.type.${x.type}`) : '') },
    { key: 'clicks', header: t('partners.col.clicks'), numeric: true, cell: (x) => formatCount(x.clicks) },
    { key: 'referred', header: t('partners.col.referred'), numeric: true, cell: (x) => formatCount(x.referred_bookings) },
    { key: 'conversion', header: t('partners.col.conversion'), numeric: true, cell: (x) => formatShare(x.referred_bookings, x.clicks) },
    { key: 'referredSales', header: t('partners.col.referredSales'), numeric: true, cell: (x) => formatMoney(x.referred_sales_cents) },
    { key: 'orders', header: t('partners.col.orders'), numeric: true, cell: (x) => formatCount(x.orders) },
    { key: 'ordersSales', header: t('partners.col.ordersSales'), numeric: true, cell: (x) => formatMoney(x.orders_sales_cents) },
    { key: 'ordersNet', header: t('partners.col.ordersNet'), numeric: true, cell: (x) => formatMoney(x.orders_net_cents) },
    { key: 'commission', header: t('partners.col.commission'), numeric: true, cell: (x) => formatMoney(x.commission_cents) },
  ];
  const total: Row = { ...r.total, partner_id: 0, name: t('table.total'), type: 'referral', status: 'active' };
  return (
    <div className={styles.stack}>
      <ReportError error={q.error} />
      <FigureCards
        items={[
          { label: t('partners.cards.referred'), value: formatCount(r.total.referred_bookings), sub: t('partners.cards.clicks', { clicks: formatCount(r.total.clicks) }) },
          { label: t('partners.cards.orders'), value: formatCount(r.total.orders), sub: t('partners.cards.net', { net: formatMoney(r.total.orders_net_cents) }) },
          { label: t('partners.cards.commission'), value: formatMoney(r.total.commission_cents) },
        ]}
      />
      <ChartFigure
        id="partners-chart"
        title={t('partners.chartTitle')}
        summary={summary}
        chart={
          busiest.length ? (
            <Bars
              title={t('partners.chartTitle')}
              desc={t('partners.chartDesc')}
              data={busiest.map((x) => ({ name: x.name, referred: x.referred_bookings, orders: x.orders }))}
              series={[
                { key: 'referred', label: t('partners.col.referred'), color: palette.gold },
                { key: 'orders', label: t('partners.col.orders'), color: palette.moss },
              ]}
              category="name"
              format={formatCount}
              tick={formatCount}
            />
          ) : null
        }
      >
        <ReportTable
          caption={t('partners.table')}
          columns={columns}
          rows={r.partners}
          rowKey={(x) => String(x.partner_id)}
          total={total}
          empty={t('partners.none')}
          actions={<CsvButton label={t('csv')} download={() => downloadReportCsv('partners', period)} />}
        />
      </ChartFigure>
      <p className={styles.note}>{t('partners.definition')}</p>
    </div>
  );
}
