import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** A centred dialog or a panel sliding in from the right. */
  variant?: 'center' | 'side';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the rest of the page is inert, Tab cycles
 * inside, Escape and a click on the backdrop close it, and focus goes back to
 * where it was.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, variant = 'center', className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element; a child marked data-autofocus wins.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const nodes = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null || n === document.activeElement);
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'side' ? styles.side : styles.center} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
