import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/** How far from the viewport a carousel starts loading Embla: about a screen ahead of the visitor's scrolling. */
const NEAR_VIEWPORT = '100% 0px';

/**
 * embla-carousel-react's `useEmblaCarousel`, except that Embla itself is loaded once the
 * viewport nears the visible part of the page (about a screen away), or at the first pointer,
 * touch or focus on it. A carousel's markup is complete without it (prerendered, nothing moves
 * when it starts), so its ~7 KB gzip are not part of the JavaScript of a page that is only looked
 * at (docs/decisions/0011, 0018). The options are read once.
 */
export function useEmbla(options: EmblaOptionsType): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const optionsRef = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
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
  }, [viewport, near]);

  useEffect(() => {
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
  }, [viewport, near]);

  return [setViewport, api];
}
