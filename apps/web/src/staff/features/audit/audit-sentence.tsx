import type { StaffAuditEntryView } from '@tenuta/contracts';
import { Link } from 'react-router';
import { useStaffAuth } from '../../app/auth.tsx';
import { intlLocale, useStaffT } from '../../i18n/index.ts';
import { auditFormat } from './audit-format.ts';
import { auditLink } from './audit-links.ts';
import { auditSentence, TARGET } from './audit-sentences.ts';
import styles from './audit.module.css';

/** One audit row as a sentence, its record a link (when the reader may open that page), the reason and notes under it. */
export function AuditSentence({ entry }: { entry: StaffAuditEntryView }) {
  const { t } = useStaffT('staffAudit');
  const { can } = useStaffAuth();
  const s = auditSentence(entry, t, auditFormat(intlLocale()));
  const [before, after = ''] = s.text.split(TARGET);
  const link = auditLink(entry.subject);
  const target = s.target ? (
    link && can(link.permission) ? (
      <Link to={link.href} className={styles.target}>
        {s.target}
      </Link>
    ) : (
      <span className={styles.target}>{s.target}</span>
    )
  ) : null;
  return (
    <div className={styles.sentence}>
      <p>
        {before}
        {s.text.includes(TARGET) ? target : null}
        {after}
      </p>
      {s.notes.map((n) => (
        <p key={n} className={styles.note}>
          {n}
        </p>
      ))}
    </div>
  );
}
