import { formatDate, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { StaffPayoutWaiting } from './api.ts';
import styles from './payouts.module.css';

const holdBadge: Record<string, string> = {
  suspended: ui.badgeBad!,
  below_threshold: ui.badge!,
  no_iban: ui.badgeWarn!,
  tax_unconfirmed: ui.badgeWarn!,
  iban_recent: ui.badgeWarn!,
};

/** Referrers whose approved balance is not in a payout yet, and what holds each (or that the next run gathers it). */
export function WaitingSection({ waiting, threshold, onTax }: { waiting: StaffPayoutWaiting[]; threshold: number; onTax: (w: StaffPayoutWaiting) => void }) {
  const { t } = useStaffT('staffPayouts');
  return (
    <section className={styles.section} aria-labelledby="waiting-title">
      <div className={styles.sectionHead}>
        <h2 id="waiting-title" className={styles.sectionTitle}>
          {t('waiting.title')}
        </h2>
        <span className={ui.muted}>{t('waiting.threshold', { amount: formatMoney(threshold) })}</span>
      </div>
      {waiting.length === 0 ? (
        <p className={ui.muted}>{t('waiting.none')}</p>
      ) : (
        <section
          className={styles.wrap}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the keyboard focus to be scrolled without a mouse
          tabIndex={0}
          aria-label={t('waiting.title')}
        >
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('waiting.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.partner')}</th>
                <th scope="col">
                  <span className={styles.num}>{t('waiting.balance')}</span>
                </th>
                <th scope="col">
                  <span className={styles.num}>{t('waiting.rows')}</span>
                </th>
                <th scope="col">{t('waiting.state')}</th>
                <th scope="col">
                  <span className={styles.srOnly}>{t('col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((w) => (
                <tr key={w.partner_id}>
                  <td className={styles.company}>{w.company_name}</td>
                  <td>
                    <span className={styles.num}>{formatMoney(w.balance_cents)}</span>
                  </td>
                  <td>
                    <span className={styles.num}>{w.entries}</span>
                  </td>
                  <td>
                    {w.hold ? (
                      <span className={holdBadge[w.hold.reason]}>{t(`hold.${w.hold.reason}`, { until: w.hold.until ? formatDate(w.hold.until) : '' })}</span>
                    ) : (
                      <span className={ui.badgeGood}>{t('waiting.ready')}</span>
                    )}
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => onTax(w)}>
                        {t('actions.tax')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
