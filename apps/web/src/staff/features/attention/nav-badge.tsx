import { useStaffT } from '../../i18n/index.ts';
import ui from '../../../ui/ui.module.css';
import { attentionCount, useStaffAttention } from './api.ts';
import styles from './attention.module.css';

/** The number beside a menu entry when something waits there; read out as "3 waiting" with the link. */
export function NavBadge({ navKey }: { navKey: string }) {
  const { t } = useStaffT();
  const count = attentionCount(useStaffAttention().data, navKey);
  if (!count) return null;
  return (
    <span className={styles.navBadge}>
      <span aria-hidden="true">{count}</span>
      <span className={ui.visuallyHidden}>{t('shell.waiting', { count })}</span>
    </span>
  );
}
