import { formatDate, formatTime, romeToday } from '../../components/format.ts';
import type { useStaffT } from '../../i18n/index.ts';

type T = ReturnType<typeof useStaffT>['t'];
type Lang = 'it' | 'en';

/** "09:00–12:00" in Rome time. */
export function timeRange(startsAt: string, durationMinutes: number): string {
  const end = new Date(new Date(startsAt).getTime() + durationMinutes * 60_000);
  return `${formatTime(startsAt)}–${formatTime(end)}`;
}

/** The experience's title, or what a CHOICE slot still allows. */
export function slotTitle(t: T, lang: Lang, s: { experience_title: { it: string; en: string } | null; category: string }): string {
  return s.experience_title ? s.experience_title[lang] : t(`category.${s.category}`);
}

/** "3 (2 adults, 1 child)" or "2 adults". */
export function peopleText(t: T, adults: number, children: number): string {
  const a = t('people.adults', { count: adults });
  return children > 0 ? `${a}, ${t('people.children', { count: children })}` : a;
}

/** "45 min", "3 h", "2 days": how long something has waited. */
export function ageText(t: T, minutes: number): string {
  if (minutes < 60) return t('age.minutes', { count: minutes });
  if (minutes < 48 * 60) return t('age.hours', { count: Math.floor(minutes / 60) });
  return t('age.days', { count: Math.floor(minutes / 1440) });
}

/** "45 minutes ago", or "just now". */
export const agoText = (t: T, minutes: number): string => (minutes < 1 ? t('age.now') : t('alerts.ago', { age: ageText(t, minutes) }));

/** "by Sara at 09:42" (or "on Tue 9 Jun at 09:42" when it was not today). */
export function checkedInText(t: T, c: { by: string | null; at: string | null }): string {
  if (!c.at) return c.by ? t('result.byOnly', { name: c.by }) : t('result.noDetails');
  const time = formatTime(c.at);
  const today = romeToday(new Date(c.at)) === romeToday();
  const when = today ? t('result.atTime', { time }) : t('result.onDate', { date: formatDate(c.at), time });
  return c.by ? t('result.byWhen', { name: c.by, when }) : when;
}
