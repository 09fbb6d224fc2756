import { useUrlState } from '../../../ui/url-state.ts';
import { romeToday } from '../../components/format.ts';
import { type Period, periodFromUrl } from './period.ts';

/** The reports' period and the cash-up's day, kept in the URL (shareable; kept when the view changes). */
export function useReportPeriod(): { period: Period; setPeriod: (p: Period) => void; day: string; setDay: (d: string) => void } {
  const [q, set] = useUrlState(['from', 'to', 'group', 'date'] as const);
  const today = romeToday();
  return {
    period: periodFromUrl(q, today),
    setPeriod: (p) => set({ from: p.from, to: p.to, group: p.group }),
    day: /^\d{4}-\d{2}-\d{2}$/.test(q.date) ? q.date : today,
    setDay: (d) => set({ date: d === today ? undefined : d }),
  };
}
