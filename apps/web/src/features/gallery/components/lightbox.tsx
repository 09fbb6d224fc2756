import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Picture } from '../../../media/picture.tsx';
import styles from './lightbox.module.css';

export interface LightboxProps {
  images: readonly { name: string; alt: string }[];
  index: number;
  onNavigate: (step: -1 | 1) => void;
  onClose: () => void;
  labels: { dialog: string; close: string; previous: string; next: string; position: (position: number, total: number) => string };
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Locks page scroll while open (docs/product.md, Public routes: `/galleria`), restoring the page's own settings on close. */
function lockScroll(): () => void {
  const { documentElement: html, body } = document;
  const previous = { htmlOverflow: html.style.overflow, bodyOverflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    html.style.overflow = previous.htmlOverflow;
    body.style.overflow = previous.bodyOverflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * Modal image viewer on the native <dialog>: focus stays inside (Tab wraps),
 * Escape or a click outside the photo closes it, arrow keys move.
 */
export function Lightbox({ images, index, onNavigate, onClose, labels }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onNavigate(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNavigate(1);
    } else if (event.key === 'Tab') {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A click anywhere but on the photo or a control closes the viewer.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, [data-photo]')) return;
    onClose();
  };

  if (!image) return null;
  return (
    // Escape fires "cancel" on a modal dialog; we close through state so the opener regains focus.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={labels.dialog}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.layout}>
        <div className={styles.bar}>
          <p className={styles.position} aria-live="polite">
            {labels.position(index + 1, images.length)}
          </p>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={labels.close}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <figure className={styles.figure}>
          <div data-photo className={styles.photo}>
            <Picture key={image.name} name={image.name} alt={image.alt} sizes="(min-width: 1200px) 80vw, 100vw" priority className={styles.image} />
          </div>
          <figcaption className={styles.caption}>{image.alt}</figcaption>
        </figure>
        <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => onNavigate(-1)} aria-label={labels.previous}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => onNavigate(1)} aria-label={labels.next}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </dialog>
  );
}
