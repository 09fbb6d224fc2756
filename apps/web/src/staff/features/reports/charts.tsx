import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './reports.module.css';

/**
 * The reports' charts (recharts): the staff palette, each series also named in the legend and
 * the tooltip, keyboard reachable (recharts' accessibility layer: Tab, then the arrow keys move
 * through the bars), and always beside a text summary and a table with the same figures. SVG
 * attributes take no CSS variables: the colours are the tokens' values (styles/tokens.css),
 * each at least 3:1 against the white card and different in hue from its neighbours.
 */
export const palette = {
  wine: '#6d1f2f',
  moss: '#4f5d3a',
  gold: '#85601f',
  blue: '#1f5fbf',
  truffle: '#5b4636',
} as const;
const ink = '#5a4a40';
const grid = '#e6dccb';

export interface Series {
  key: string;
  label: string;
  color: string;
}

type Row = Record<string, string | number>;

interface ChartProps {
  /** Read by screen readers as the chart's name (its visible title is the figure's). */
  title: string;
  /** A sentence on what it shows (the visible summary says the figures). */
  desc: string;
  data: readonly Row[];
  series: readonly Series[];
  /** A value in the tooltip. */
  format: (v: number) => string;
  /** A value on the axis (shorter). */
  tick: (v: number) => string;
}

const tooltipStyle = { borderRadius: 6, border: `1px solid ${grid}`, fontSize: 13 };

/** Columns over a category (days, months): one stacked bar per category, one segment per series (side by side when not stacked). */
export function StackedColumns({
  title,
  desc,
  data,
  series,
  format,
  tick,
  category,
  categoryTick,
  categoryLabel,
  stacked = true,
}: ChartProps & {
  category: string;
  categoryTick: (v: string) => string;
  categoryLabel: (v: string) => string;
  stacked?: boolean;
}) {
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={[...data]} title={title} desc={desc} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis dataKey={category} tickFormatter={(v: string) => categoryTick(String(v))} tick={{ fill: ink, fontSize: 12 }} minTickGap={12} />
          <YAxis tickFormatter={(v: number) => tick(Number(v))} tick={{ fill: ink, fontSize: 12 }} width={64} />
          <Tooltip formatter={(v) => format(Number(v))} labelFormatter={(l) => categoryLabel(String(l))} contentStyle={tooltipStyle} cursor={{ fill: 'rgba(109, 31, 47, 0.08)' }} />
          <Legend wrapperStyle={{ fontSize: 13, color: ink }} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} {...(stacked ? { stackId: 'all' } : {})} fill={s.color} stroke="#ffffff" strokeWidth={1} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bars across, one per named row (experiences, start times, partners), for values that compare. */
export function Bars({ title, desc, data, series, format, tick, category, max, height }: ChartProps & { category: string; max?: number; height?: number }) {
  const h = height ?? Math.max(160, 48 + data.length * 40);
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height={h}>
        <BarChart data={[...data]} layout="vertical" title={title} desc={desc} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={grid} horizontal={false} />
          <XAxis type="number" domain={[0, max ?? 'auto']} tickFormatter={(v: number) => tick(Number(v))} tick={{ fill: ink, fontSize: 12 }} />
          <YAxis type="category" dataKey={category} width={132} tick={{ fill: ink, fontSize: 12 }} />
          <Tooltip formatter={(v) => format(Number(v))} contentStyle={tooltipStyle} cursor={{ fill: 'rgba(109, 31, 47, 0.08)' }} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13, color: ink }} /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A chart with its title, its summary in words and its table: the figure a screen reader, a
 * keyboard and a printout all read the same.
 */
export function ChartFigure({ id, title, summary, chart, children }: { id: string; title: string; summary: ReactNode; chart: ReactNode; children?: ReactNode }) {
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption className={styles.caption}>
        <h2 id={`${id}-title`} className={styles.figureTitle}>
          {title}
        </h2>
        <p id={`${id}-summary`} className={styles.summary}>
          {summary}
        </p>
      </figcaption>
      {chart}
      {children}
    </figure>
  );
}
