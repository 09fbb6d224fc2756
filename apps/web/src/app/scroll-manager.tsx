import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Seed: navigation scrolls smoothly to the top, or to the anchor in the hash.
 * Not the page load itself: the browser has placed the prerendered page already (and the
 * visitor may have scrolled before hydration, which comes after the first paint); a scroll
 * there would also force a layout of the whole page in the middle of hydration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The location the page was loaded at, until the first navigation (after which going back to it is one too).
  const loadKey = useRef<string | null>(key);
  useEffect(() => {
    if (key === loadKey.current && !hash) return;
    loadKey.current = null;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el) {
        el.scrollIntoView({ behavior, block: 'start' });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior });
    // A new location (pathname or hash) is a navigation; `key` alone changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
}
