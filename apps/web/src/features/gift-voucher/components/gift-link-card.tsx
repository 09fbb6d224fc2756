import { Link } from 'react-router';
import { GiftMark } from './gift-mark.tsx';
import styles from './gift-link-card.module.css';

export interface GiftLinkCardProps {
  /** Which experience the voucher form opens on (`?esperienza=`). */
  experience: 'truffle' | 'wine';
  /** The words come from the page's own catalogue: the experience pages do not load the voucher shop's. */
  title: string;
  text: string;
  link: string;
  headingId: string;
}

/** "Give it as a gift": from an experience page to the voucher shop, open on that experience. */
export function GiftLinkCard({ experience, title, text, link, headingId }: GiftLinkCardProps) {
  return (
    <aside className={styles.card} aria-labelledby={headingId} data-testid="gift-link-card">
      <span className={styles.mark}>
        <GiftMark size={24} />
      </span>
      <div>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.text}>{text}</p>
        <Link className={styles.link} to={`/regala?esperienza=${experience}`}>
          {link}
        </Link>
      </div>
    </aside>
  );
}
