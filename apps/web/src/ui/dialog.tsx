import { useEffect, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

/**
 * A modal on the native <dialog>: focus moves in and returns, Escape closes, the page behind
 * is inert. `open` drives it; `onClose` is called for Escape and the close button.
 */
export function Dialog({ open, title, onClose, children, closeLabel }: { open: boolean; title: string; onClose: () => void; children: ReactNode; closeLabel: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="staff-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id="staff-dialog-title" className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
