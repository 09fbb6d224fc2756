import { useMutation, useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { partnerDownload } from '../app/api.ts';
import { ErrorNotice } from '../components/error-notice.tsx';
import { dayOf, money, month } from '../components/format.ts';
import styles from '../features/orders/orders.module.css';
import { PayoutDetails } from '../features/payouts/payout-details.tsx';
import { payoutsQueryOptions, type PartnerPayout } from '../features/payouts/payouts-api.ts';
import own from '../features/payouts/payouts.module.css';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';

const badge: Record<PartnerPayout['status'], string> = { draft: ui.badge!, approved: ui.badgeWarn!, exported: ui.badgeWarn!, paid: ui.badgeGood!, cancelled: ui.badgeBad! };

/** The referrer's payouts (gross, withholding, net, status, remittance PDF), its balance waiting, and its payout details. */
export function Component() {
  const { t } = usePartnerT('partnerPayouts');
  const payouts = useQuery(payoutsQueryOptions());
  const download = useMutation({
    mutationFn: (p: PartnerPayout) => {
      const locale = partnerLocale();
      return partnerDownload(`/payouts/${p.id}/remittance.pdf?lang=${locale}`, `${locale === 'it' ? 'pagamento-provvigioni' : 'commission-remittance'}-${p.period}-${p.id}.pdf`);
    },
  });
  const d = payouts.data;
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className={own.layout}>
        <ErrorNotice error={payouts.error} />
        {payouts.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
        {d ? (
          <section className={own.card} aria-labelledby="payout-balance">
            <h2 id="payout-balance">{t('balance.title')}</h2>
            <dl className={own.facts}>
              <div>
                <dt>{t('balance.payable')}</dt>
                <dd>{money(d.payable_cents)}</dd>
              </div>
              <div>
                <dt>{t('balance.threshold')}</dt>
                <dd>{money(d.threshold_cents)}</dd>
              </div>
            </dl>
            <p className={own.note}>
              {d.hold
                ? t(`hold.${d.hold.reason}`, { until: d.hold.until ? dayOf(d.hold.until) : '', threshold: money(d.threshold_cents) })
                : d.payable_cents > 0
                  ? t('balance.next')
                  : t('balance.none')}
            </p>
          </section>
        ) : null}
        {d && d.payouts.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('none')}</p>
          </div>
        ) : null}
        {d && d.payouts.length > 0 ? (
          <div className={styles.wrap}>
            <table className={styles.table}>
              <caption className={ui.visuallyHidden}>{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('col.period')}</th>
                  <th scope="col">{t('col.status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col.gross')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col.withholding')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col.net')}
                  </th>
                  <th scope="col">{t('col.paid')}</th>
                  <th scope="col">{t('col.remittance')}</th>
                </tr>
              </thead>
              <tbody>
                {d.payouts.map((p) => (
                  <tr key={p.id}>
                    <td data-label={t('col.period')}>
                      <strong>{month(p.period)}</strong>
                      <span className={styles.sub}>{t('rows', { count: p.entries })}</span>
                    </td>
                    <td data-label={t('col.status')}>
                      <span className={badge[p.status]}>{t(`status.${p.status}`)}</span>
                    </td>
                    <td data-label={t('col.gross')} className={styles.num}>
                      {money(p.gross_cents)}
                    </td>
                    <td data-label={t('col.withholding')} className={styles.num}>
                      {p.withholding_cents > 0 ? `− ${money(p.withholding_cents)}` : money(0)}
                    </td>
                    <td data-label={t('col.net')} className={styles.num}>
                      <strong>{money(p.net_cents)}</strong>
                    </td>
                    <td data-label={t('col.paid')}>{p.paid_at ? dayOf(p.paid_at) : '—'}</td>
                    <td data-label={t('col.remittance')}>
                      {p.status === 'paid' ? (
                        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => download.mutate(p)} disabled={download.isPending}>
                          {t('download')}
                        </button>
                      ) : (
                        <span className={ui.muted}>{t('notYet')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <ErrorNotice error={download.error} />
        <PayoutDetails />
      </div>
    </>
  );
}
