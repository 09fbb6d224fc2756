import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import styles from './booking-widget-slot.module.css';

// The widget (date picker included) is its own chunk: not in a landing page's initial JS.
const BookingWidget = lazy(() => import('./components/booking-widget.tsx'));

/** Start loading the widget this far before it scrolls into view. */
const PRELOAD_MARGIN = '900px 0px';

/**
 * Where the booking widget goes on the landing pages and /prenota-ora. The
 * prerendered HTML and the first client render show a skeleton of the same
 * height, so nothing below moves when the widget arrives. `widget`: the widget
 * itself, for a page whose code for it is already loaded (an Astro island loaded
 * as it nears the screen); otherwise the slot loads it, suspending meanwhile.
 */
export function BookingWidgetSlot({ experience, widget: Widget }: { experience: 'truffle' | 'wine'; widget?: ComponentType<{ experience: 'truffle' | 'wine' }> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setLoad(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.frame} data-experience={experience}>
      <div className={styles.sizer}>
        {load && Widget ? (
          <Widget experience={experience} />
        ) : load ? (
          <Suspense fallback={<WidgetSkeleton />}>
            <BookingWidget experience={experience} />
          </Suspense>
        ) : (
          <WidgetSkeleton />
        )}
      </div>
    </div>
  );
}

function WidgetSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className={styles.loading} role="status">
        {t('skeleton.loading')}
      </p>
      <div className={styles.calendar} aria-hidden="true">
        {Array.from({ length: 35 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: 35 identical placeholder cells, never reordered; the position is their only identity
          <span key={i} />
        ))}
      </div>
      <div className={styles.side} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
