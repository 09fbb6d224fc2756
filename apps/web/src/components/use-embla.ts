import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How far from the viewport a carousel starts loading Embla: about a screen ahead of the visitor's scrolling. */
const NEAR_VIEWPORT = '100% 0px';

/**
 * embla-carousel-react's `useEmblaCarousel`, except that Embla itself is loaded once the
 * viewport nears the visible part of the page (about a screen away), or at the first pointer,
 * touch or focus on it. A carousel's markup is complete without it (prerendered, nothing moves
 * when it starts), so its code is not part of the JavaScript of a page that is only looked at
 * (docs/decisions/0029). The options are read once.
 *
 * The viewport element is kept in a ref, not in state: a state set from a ref callback re-renders
 * the whole carousel synchronously right after hydration, a long task for nothing. The
 * carousel's viewport element is the same for the life of the carousel.
 */
export function useEmbla(options: EmblaOptionsType): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const optionsRef = useRef(options);
  const viewportRef = useRef<HTMLElement | null>(null);
  const setViewport = useCallback((element: HTMLElement | null) => {
    viewportRef.current = element;
  }, []);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || near) return;
    const come = () => setNear(true);
    const events = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of events) viewport.addEventListener(type, come, { once: true, passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && come(), { rootMargin: NEAR_VIEWPORT });
    if (observer) observer.observe(viewport);
    else come();
    return () => {
      observer?.disconnect();
      for (const type of events) viewport.removeEventListener(type, come);
    };
  }, [near]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !near) return;
    let embla: EmblaCarouselType | undefined;
    let gone = false;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (gone) return;
        embla = EmblaCarousel(viewport, optionsRef.current);
        setApi(embla);
      },
      // Without Embla the carousel stays as it was prerendered: its first slides, in place.
      () => undefined,
    );
    return () => {
      gone = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [near]);

  return [setViewport, api];
}
