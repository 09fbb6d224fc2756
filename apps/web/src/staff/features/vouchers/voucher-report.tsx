import { useState } from 'react';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { intlLocale, useStaffT } from '../../i18n/index.ts';
import { downloadVoucherReportCsv, useVoucherReport } from './api.ts';
import { VoucherError } from './voucher-error.tsx';
import styles from './vouchers.module.css';

const monthLabel = (month: string) => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
const columns = ['sold', 'complimentary', 'redeemed', 'refunded', 'expired', 'adjusted', 'closing_balance'] as const;

/**
 * The vouchers' money: what they hold now (a liability, owed in services), and per month what was
 * sold, given, redeemed, refunded to vouchers, expired and adjusted, with the balance at each
 * month's end; the CSV holds the months shown. The months are the reports' period's.
 */
export function VoucherReport({ months }: { months: { from: string; to: string } }) {
  const { t } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  const [fileError, setFileError] = useState<unknown>(null);
  const report = useVoucherReport(months);
  const r = report.data;
  return (
    <>
      <div className={styles.totals}>
        <div className={ui.card}>
          <p className={ui.muted}>{t('report.outstanding')}</p>
          <p className={styles.figure}>{r ? formatMoney(r.outstanding_cents) : '…'}</p>
          <p className={ui.muted}>{r ? t('report.outstandingHelp', { count: r.outstanding_vouchers }) : null}</p>
        </div>
      </div>
      <div className={styles.range}>
        <button
          type="button"
          className={ui.button}
          disabled={!r}
          onClick={() => {
            if (!r) return;
            setFileError(null);
            downloadVoucherReportCsv({ from: r.from, to: r.to }).catch(setFileError);
          }}
        >
          {t('report.csv')}
        </button>
      </div>
      <VoucherError error={report.error ?? fileError} />
      {r ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        <section className={styles.wrap} tabIndex={0} aria-label={t('report.caption')}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{t('report.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.month')}</th>
                {columns.map((c) => (
                  <th key={c} scope="col" className={styles.num}>
                    {t(`report.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthLabel(m.month)}</th>
                  <td className={styles.num}>
                    {formatMoney(m.sold_cents)}
                    <span className={styles.sub}>{t('report.count', { count: m.sold_count })}</span>
                  </td>
                  <td className={styles.num}>
                    {formatMoney(m.complimentary_cents)}
                    <span className={styles.sub}>{t('report.count', { count: m.complimentary_count })}</span>
                  </td>
                  <td className={styles.num}>{formatMoney(m.redeemed_cents)}</td>
                  <td className={styles.num}>{formatMoney(m.refunded_cents)}</td>
                  <td className={styles.num}>{formatMoney(m.expired_cents)}</td>
                  <td className={styles.num}>{formatMoney(m.adjusted_cents)}</td>
                  <td className={styles.num}>
                    <strong>{formatMoney(m.closing_balance_cents)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : report.isPending ? (
        <p className={ui.muted}>{ts('common.loading')}</p>
      ) : null}
      <p className={ui.muted}>{t('report.note')}</p>
    </>
  );
}
