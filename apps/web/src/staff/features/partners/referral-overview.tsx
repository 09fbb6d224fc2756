import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { commissionStatus, type StaffPartnerDetail, type StaffPartnerReferrals } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';

const useReferrals = (id: number) =>
  useQuery({
    queryKey: ['staff', 'partners', 'one', String(id), 'referrals'],
    queryFn: ({ signal }) => staffApi<{ data: StaffPartnerReferrals }>(`/partners/${id}/referrals`, { signal }).then((r) => r.data),
  });

/**
 * A partner's referrals as the partner's own dashboard counts them: link clicks, the bookings
 * credited to it, its commissions by state (linking to them in the ledger). Shown for referrers,
 * and for a reseller once a guest came through its code.
 */
export function ReferralOverview({ partner }: { partner: Pick<StaffPartnerDetail, 'id' | 'partner_type'> }) {
  const { t } = useStaffT('staffChannel');
  const { t: tc } = useStaffT('staffCommissions');
  const q = useReferrals(partner.id);
  const d = q.data;
  if (partner.partner_type !== 'referral' && (!d || (d.bookings_total === 0 && d.clicks_total === 0))) return null;
  return (
    <section className={styles.section} aria-labelledby="partner-referrals">
      <div className={styles.sectionHead}>
        <h2 id="partner-referrals" className={styles.sectionTitle}>
          {t('referrals.title')}
        </h2>
        <Link to={`/staff/commissions?tab=ledger&partner=${partner.id}`}>{t('referrals.toLedger')}</Link>
      </div>
      <PartnerError error={q.error} />
      {d ? (
        <div className={ui.card}>
          <p className={ui.muted}>{t('referrals.intro')}</p>
          <dl className={styles.facts}>
            <dt>{t('referrals.clicks')}</dt>
            <dd>
              {t('referrals.recent', { count: d.clicks_recent, days: d.recent_days })} · {t('referrals.total', { count: d.clicks_total })}
            </dd>
            <dt>{t('referrals.bookings')}</dt>
            <dd>
              {t('referrals.recent', { count: d.bookings_recent, days: d.recent_days })} · {t('referrals.total', { count: d.bookings_total })}
            </dd>
            <dt>{t('referrals.commissions')}</dt>
            <dd>
              {commissionStatus.options
                .filter((s) => d.commissions_cents[s] !== 0)
                .map((s) => `${tc(`ledger.states.${s}`)} ${formatMoney(d.commissions_cents[s])}`)
                .join(' · ') || formatMoney(0)}
            </dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
