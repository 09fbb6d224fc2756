import { addDays, addMonths, daysBetween } from '@tenuta/core/rome-time';

/**
 * The reports' period: Rome days from..to (both included), grouped by day or month. The presets
 * the picker offers are computed from today's Rome date; the server checks the same limits
 * (docs/domain/reports.md). Pure.
 */
export type ReportGroup = 'day' | 'month';
export interface Period {
  from: string;
  to: string;
  group: ReportGroup;
}

export const presets = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'last12Months'] as const;
export type Preset = (typeof presets)[number];

/** A day-by-day report covers at most a year, a month-by-month one three years (as the server). */
export const MAX_DAYS: Record<ReportGroup, number> = { day: 366, month: 3 * 366 };
/** Without a choice, a period longer than this is shown by month (as the server). */
const DAYS_SHOWN_BY_DAY = 62;

export const autoGroup = (from: string, to: string): ReportGroup => (daysBetween(from, to) + 1 > DAYS_SHOWN_BY_DAY ? 'month' : 'day');

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

export function presetPeriod(preset: Preset, today: string): Period {
  const p = ((): { from: string; to: string } => {
    switch (preset) {
      case 'today':
        return { from: today, to: today };
      case 'last7':
        return { from: addDays(today, -6), to: today };
      case 'last30':
        return { from: addDays(today, -29), to: today };
      case 'thisMonth':
        return { from: firstOfMonth(today), to: today };
      case 'lastMonth': {
        const month = addMonths(today.slice(0, 7), -1);
        return { from: `${month}-01`, to: addDays(firstOfMonth(today), -1) };
      }
      case 'thisYear':
        return { from: `${today.slice(0, 4)}-01-01`, to: today };
      case 'last12Months':
        return { from: `${addMonths(today.slice(0, 7), -11)}-01`, to: today };
    }
  })();
  return { ...p, group: autoGroup(p.from, p.to) };
}

/** The preset a period is, if any (the picker shows it chosen). */
export function presetOf(p: Period, today: string): Preset | null {
  return (
    presets.find((x) => {
      const q = presetPeriod(x, today);
      return q.from === p.from && q.to === p.to;
    }) ?? null
  );
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The period the URL asks for; this month so far when it asks for none (or for nonsense). */
export function periodFromUrl(q: { from: string; to: string; group: string }, today: string): Period {
  const fallback = presetPeriod('thisMonth', today);
  const from = isDay(q.from) ? q.from : fallback.from;
  const to = isDay(q.to) ? q.to : q.from && isDay(q.from) ? (from > today ? from : today) : fallback.to;
  const group: ReportGroup = q.group === 'day' || q.group === 'month' ? q.group : autoGroup(from, to);
  return { from, to, group };
}

/** What is wrong with a period before asking the server: nothing, reversed, or too long for its grouping. */
export function periodProblem(p: Period): 'reversed' | 'tooLong' | null {
  if (p.from > p.to) return 'reversed';
  if (daysBetween(p.from, p.to) + 1 > MAX_DAYS[p.group]) return 'tooLong';
  return null;
}
