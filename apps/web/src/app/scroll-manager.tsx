import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Seed: navigation scrolls smoothly to the top, or to the anchor in the hash. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
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
