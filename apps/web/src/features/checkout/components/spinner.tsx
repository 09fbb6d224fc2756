import styles from './spinner.module.css';

/** A decorative spinner; the text next to it says what is happening. */
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={styles.spinner} data-size={size} aria-hidden="true" />;
}
