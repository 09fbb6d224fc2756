import { useEffect, useRef } from 'react';

/**
 * On a phone the times sit under the calendar, below the fold: once the guest
 * picks a date, bring them into view (smoothly unless the guest asked for
 * reduced motion). Side by side on a wide screen they are in view already.
 * Only a change of date scrolls, never the first render.
 */
export function useScrollToSlots(date: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(date);
  useEffect(() => {
    if (date === previous.current) return;
    previous.current = date;
    const el = ref.current;
    if (!date || !el) return;
    const top = el.getBoundingClientRect().top;
    // In view enough when the panel starts in the upper half of the window.
    if (top >= 0 && top < window.innerHeight / 2) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [date]);
  return ref;
}
