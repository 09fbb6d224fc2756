import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/**
 * embla-carousel-react's `useEmblaCarousel`, except that Embla itself is loaded once the
 * viewport is in the page. A carousel's markup is complete without it (prerendered, nothing
 * moves when it starts), so its ~6 KB gzip are not part of the page's initial JavaScript
 * (docs/decisions/0011). The options are read once.
 */
export function useEmbla(options: EmblaOptionsType): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const optionsRef = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
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
  }, [viewport]);

  return [setViewport, api];
}
