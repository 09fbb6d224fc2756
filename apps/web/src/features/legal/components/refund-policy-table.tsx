// The active policy, shared with the e-mails and the cancel API.
import { defaultRefundPolicy as policy, refundTierRanges, splitDuration } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import styles from './refund-policy-table.module.css';

/** The cancellation policy rendered from refund-policy.ts (never written out by hand). */
export function RefundPolicyTable() {
  const { t } = useTranslation('legal');
  const duration = (hours: number) => {
    const { unit, count } = splitDuration(hours);
    return t(`refund.${unit}`, { count });
  };
  const when = (min: number, max: number | null) =>
    max === null
      ? t('refund.rowFrom', { from: duration(min) })
      : min === 0
        ? t('refund.rowUnder', { to: duration(max) })
        : t('refund.rowBetween', { from: duration(min), to: duration(max) });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('refund.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('refund.when')}</th>
            <th scope="col">{t('refund.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {refundTierRanges(policy).map((tier) => (
            <tr key={tier.minHoursBefore}>
              <th scope="row">{when(tier.minHoursBefore, tier.maxHoursBefore)}</th>
              <td>{t('refund.percent', { value: tier.refundPercent })}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('refund.noShow', { minutes: policy.lateArrivalMinutes })}</th>
            <td>{t('refund.percent', { value: policy.noShowRefundPercent })}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.tableNote}>{t('refund.dateChange', { from: duration(policy.freeDateChangeMinHoursBefore) })}</p>
    </div>
  );
}
