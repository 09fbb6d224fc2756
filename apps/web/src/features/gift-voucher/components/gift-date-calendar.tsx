import { useMemo, useState } from 'react';
import { addDays, daysBetween, monthOf } from '@tenuta/core/rome-time';
import { DatePicker } from '../../booking-widget/components/date-picker.tsx';

export interface GiftDateCalendarProps {
  today: string;
  lastDate: string;
  selected: string;
  onSelect: (date: string) => void;
  footer: string;
  navLabel: string;
}

/**
 * The booking widget's calendar for the voucher's delivery day: every day from today to a year
 * ahead can be chosen. Its own chunk, loaded when the guest chooses a delivery to the recipient.
 */
export default function GiftDateCalendar({ today, lastDate, selected, onSelect, footer, navLabel }: GiftDateCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(selected));
  const days = useMemo(() => {
    const all = new Set<string>();
    for (let i = 0; i <= daysBetween(today, lastDate); i++) all.add(addDays(today, i));
    return all;
  }, [today, lastDate]);
  return (
    <DatePicker
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={(d) => {
        if (d) onSelect(d);
      }}
      enabledDates={days}
      today={today}
      lastDate={lastDate}
      footer={footer}
      navLabel={navLabel}
    />
  );
}
