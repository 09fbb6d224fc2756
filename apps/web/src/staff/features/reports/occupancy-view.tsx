import type { OccupancyFigures } from '@tenuta/contracts';
import { useStaffT } from '../../i18n/index.ts';
import { downloadReportCsv, type StaffOccupancyReport, useOccupancyReport } from './api.ts';
import { Bars, ChartFigure, palette } from './charts.tsx';
import { type Period, periodProblem } from './period.ts';
import { CsvButton, FigureCards, Loading, ReportError } from './report-bits.tsx';
import { formatCount, formatRange, formatShare } from './report-format.ts';
import { type Column, ReportTable } from './report-table.tsx';
import styles from './reports.module.css';

type Row = OccupancyFigures & { key: string; label: string };
const percent = (f: OccupancyFigures) => (f.capacity === 0 ? 0 : Math.round((f.seats_sold * 1000) / f.capacity) / 10);

/** Seats sold against seats offered, per experience and per start time, over the slots of the period. */
export function OccupancyView({ period }: { period: Period }) {
  const { t, i18n } = useStaffT('staffReports');
  const q = useOccupancyReport(period, periodProblem(period) === null);
  const r = q.data;
  if (periodProblem(period)) return null;
  if (!r) return q.error ? <ReportError error={q.error} /> : <Loading />;
  const title = (e: StaffOccupancyReport['experiences'][number]) =>
    (i18n.language === 'en' ? e.title_en : e.title_it) ?? t(e.category === 'CHOICE' ? 'occupancy.choice' : `occupancy.category.${e.category}`);
  const experiences: Row[] = r.experiences.map((e) => ({ ...e, key: String(e.experience_id ?? e.category), label: title(e) }));
  const times: Row[] = r.times.map((x) => ({ ...x, key: x.time, label: x.time }));
  const columns = (first: string): Column<Row>[] => [
    { key: 'label', header: first, cell: (x) => x.label },
    { key: 'slots', header: t('occupancy.col.slots'), numeric: true, cell: (x) => formatCount(x.slots) },
    { key: 'capacity', header: t('occupancy.col.capacity'), numeric: true, cell: (x) => formatCount(x.capacity) },
    { key: 'sold', header: t('occupancy.col.sold'), numeric: true, cell: (x) => formatCount(x.seats_sold) },
    { key: 'share', header: t('occupancy.col.share'), numeric: true, cell: (x) => formatShare(x.seats_sold, x.capacity) },
  ];
  const total: Row = { ...r.total, key: 'total', label: t('table.total') };
  const range = formatRange(r.from, r.to);
  const fullest = (rows: Row[]) => rows.reduce<Row | null>((b, x) => (x.capacity > 0 && (!b || percent(x) > percent(b)) ? x : b), null);
  const summaryOf = (rows: Row[], kind: 'experience' | 'time') => {
    const top = fullest(rows);
    if (!top) return t('occupancy.summaryNone', { range });
    return t(`occupancy.summary.${kind}`, {
      range,
      share: formatShare(r.total.seats_sold, r.total.capacity),
      sold: formatCount(r.total.seats_sold),
      capacity: formatCount(r.total.capacity),
      top: top.label,
      topShare: formatShare(top.seats_sold, top.capacity),
    });
  };
  const chart = (rows: Row[], name: string) => (
    <Bars
      title={name}
      desc={t('occupancy.chartDesc')}
      data={rows.map((x) => ({ label: x.label, share: percent(x) }))}
      series={[{ key: 'share', label: t('occupancy.col.share'), color: palette.wine }]}
      category="label"
      max={100}
      format={(v) => formatShare(v, 100)}
      tick={(v) => formatShare(v, 100)}
    />
  );
  const csv = <CsvButton label={t('csv')} download={() => downloadReportCsv('occupancy', period)} />;
  return (
    <div className={styles.stack}>
      <ReportError error={q.error} />
      <FigureCards
        items={[
          { label: t('occupancy.cards.share'), value: formatShare(r.total.seats_sold, r.total.capacity) },
          { label: t('occupancy.cards.sold'), value: formatCount(r.total.seats_sold), sub: t('occupancy.cards.of', { capacity: formatCount(r.total.capacity) }) },
          { label: t('occupancy.cards.slots'), value: formatCount(r.total.slots) },
        ]}
      />
      <ChartFigure
        id="occupancy-experience"
        title={t('occupancy.byExperience')}
        summary={summaryOf(experiences, 'experience')}
        chart={experiences.length ? chart(experiences, t('occupancy.byExperience')) : null}
      >
        <ReportTable
          caption={t('occupancy.byExperience')}
          columns={columns(t('occupancy.col.experience'))}
          rows={experiences}
          rowKey={(x) => x.key}
          total={total}
          empty={t('occupancy.none')}
          actions={csv}
        />
      </ChartFigure>
      <ChartFigure id="occupancy-time" title={t('occupancy.byTime')} summary={summaryOf(times, 'time')} chart={times.length ? chart(times, t('occupancy.byTime')) : null}>
        <ReportTable caption={t('occupancy.byTime')} columns={columns(t('occupancy.col.time'))} rows={times} rowKey={(x) => x.key} total={total} empty={t('occupancy.none')} />
      </ChartFigure>
      <p className={styles.note}>{t('occupancy.definition')}</p>
    </div>
  );
}
