import { Link } from 'react-router';
import type { StaffAttention } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { formatDateTime } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import styles from '../check-in/check-in.module.css';

interface Item {
  key: number;
  text: string;
  meta: string;
  to: string;
}

function Group({ id, title, count, items, more }: { id: string; title: string; count: number; items: Item[]; more: string }) {
  if (count === 0) return null;
  return (
    <section className={styles.alertGroup} aria-labelledby={id}>
      <h3 id={id} className={styles.alertTitle}>
        {title} <span className={ui.badgeWarn}>{count}</span>
      </h3>
      <ul className={styles.alertList}>
        {items.map((i) => (
          <li key={i.key}>
            <Link to={i.to} className={styles.alertLink}>
              {i.text}
            </Link>
            <span className={styles.alertMeta}>{i.meta}</span>
          </li>
        ))}
        {count > items.length ? <li className={styles.alertMeta}>{more}</li> : null}
      </ul>
    </section>
  );
}

/**
 * Today's "to sort out", the partner area's part: applications waiting for a decision and
 * referrers' code requests, each linking to where it is decided. Only what this role acts on
 * reaches it (the server sends null for the rest).
 */
export function PartnerAlerts({ attention }: { attention: StaffAttention | undefined }) {
  const { t } = useStaffT('staffPartners');
  const apps = attention?.partner_applications;
  const codes = attention?.code_requests;
  return (
    <>
      {apps ? (
        <Group
          id="alert-partner-applications"
          title={t('attention.applications')}
          count={apps.count}
          more={t('attention.more', { count: apps.count - apps.items.length })}
          items={apps.items.map((a) => ({
            key: a.id,
            text: a.company_name,
            meta: t('attention.appliedOn', { when: formatDateTime(a.created_at) }),
            to: `/staff/partners/${a.id}`,
          }))}
        />
      ) : null}
      {codes ? (
        <Group
          id="alert-code-requests"
          title={t('attention.codeRequests')}
          count={codes.count}
          more={t('attention.more', { count: codes.count - codes.items.length })}
          items={codes.items.map((c) => ({
            key: c.id,
            text: t('attention.codeRequestItem', { company: c.company_name, code: c.code, percent: c.discount_percent }),
            meta: t('attention.requestedOn', { when: formatDateTime(c.created_at) }),
            to: '/staff/commissions?tab=codes',
          }))}
        />
      ) : null}
    </>
  );
}
