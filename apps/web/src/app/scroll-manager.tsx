import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation scrolls smoothly to the top, or to the anchor in the hash (docs/product.md, Public routes).
 * Not the page load itself: the browser has placed the prerendered page already (and the
 * visitor may have scrolled before hydration, which comes after the first paint); a scroll
 * there would also force a layout of the whole page in the middle of hydration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The location the page was loaded at, until the first navigation (after which going back to it is one too).
  const loadKey = useRef<string | null>(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new pathname or hash (a navigation, pathname being only the trigger); `key` is read to recognise the load location and must not re-run it
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
  }, [pathname, hash]);
  return null;
}
