import { refundTierRanges, splitDuration, type RefundPolicy } from '@tenuta/contracts';
import { formatIsoDay } from '@tenuta/booking';
import { policyStrings, type Locale } from './strings.ts';

export interface PolicyRow {
  when: string;
  refund: string;
}

export interface PolicyText {
  title: string;
  rows: PolicyRow[];
  notes: string[];
}

/** The active refund policy in words, from the same module the terms page and the cancel API read. */
export function refundPolicyText(policy: RefundPolicy, locale: Locale, options: { payOnSite: boolean }): PolicyText {
  const s = policyStrings[locale];
  const duration = (hours: number) => {
    const { unit, count } = splitDuration(hours);
    return unit === 'days' ? s.days(count) : s.hours(count);
  };
  const rows: PolicyRow[] = refundTierRanges(policy).map((t) => ({
    when:
      t.maxHoursBefore === null
        ? s.from(duration(t.minHoursBefore))
        : t.minHoursBefore === 0
          ? s.under(duration(t.maxHoursBefore))
          : s.between(duration(t.minHoursBefore), duration(t.maxHoursBefore)),
    refund: s.refund(t.refundPercent),
  }));
  rows.push({ when: s.noShow(policy.lateArrivalMinutes), refund: s.refund(policy.noShowRefundPercent) });
  const notes = [s.dateChange(duration(policy.freeDateChangeMinHoursBefore))];
  if (options.payOnSite) notes.push(s.wineOnSite);
  notes.push(s.version(formatIsoDay(policy.version, locale)));
  return { title: s.title, rows, notes };
}
