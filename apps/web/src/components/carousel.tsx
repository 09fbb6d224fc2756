import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './carousel.module.css';
import { useEmbla } from './use-embla.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** "Image 3 of 10": names each slide for assistive technology. */
  slide: (position: number, total: number) => string;
  /** "Go to image 3": the dot buttons. */
  goTo: (position: number) => string;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  labels: CarouselLabels;
  slides: ReactNode[];
  /** How much of the row one slide takes: 'full' one at a time, 'wide' with a glimpse of the next, 'card' several cards. */
  size?: 'full' | 'wide' | 'card';
}

/**
 * Accessible image carousel (WAI-ARIA carousel pattern, no auto-rotation):
 * previous/next buttons, dots, arrow keys anywhere inside, swipe and drag.
 */
export function Carousel({ label, labels, slides, size = 'wide' }: CarouselProps) {
  const reduceMotion = useReducedMotion();
  const [viewportRef, api] = useEmbla({ align: 'start', containScroll: 'trimSnaps', duration: 26 });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      if (!api) return;
      const last = api.scrollSnapList().length - 1;
      api.scrollTo(Math.min(Math.max(index, 0), last), reduceMotion);
    },
    [api, reduceMotion],
  );
  const previous = useCallback(() => goTo(selected - 1), [goTo, selected]);
  const next = useCallback(() => goTo(selected + 1), [goTo, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'Home') {
      event.preventDefault();
      goTo(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      goTo(snapCount - 1);
    }
  };

  return (
    <section className={`${styles.carousel} ${styles[size] ?? ''}`} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed content given in order, without ids: the position is the slide
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group with a roledescription; a fieldset is for form controls
            <div key={i} className={styles.slide} role="group" aria-roledescription="slide" aria-label={labels.slide(i + 1, slides.length)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-disabled={!canPrev} aria-label={labels.previous}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div className={styles.dots}>
          {Array.from({ length: snapCount }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per snap position: the index is the position it goes to
              key={i}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(i + 1)}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        {size === 'card' ? null : (
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">{labels.slide(selected + 1, snapCount)}</span>
            <span aria-hidden="true">
              {String(selected + 1).padStart(2, '0')} / {String(snapCount).padStart(2, '0')}
            </span>
          </p>
        )}
        <button type="button" className={styles.arrow} onClick={next} aria-disabled={!canNext} aria-label={labels.next}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
