import type { ClientDirective } from 'astro';

/**
 * `client:painted`: hydrates the island when the browser is idle after the page's first paint.
 *
 * `client:idle` alone can start before the first paint: the browser is idle while it waits for a
 * frame, and the island's scripts then run ahead of the main image being shown. The header, the
 * footer and the parts of a page a guest does not touch on arrival wait for the paint, so the page
 * is seen first and made interactive right after. A browser without paint timing waits for the
 * page's load event instead.
 */
const painted: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(hydrate) : setTimeout(hydrate, 200));
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
};

export default painted;

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:painted'?: boolean;
    }
  }
}
