import { useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { intlLocale, useStaffT } from '../../i18n/index.ts';
import { useWithholding } from './api.ts';
import { PayoutError } from './payout-error.tsx';
import styles from './payouts.module.css';

const monthName = (month: string) => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', month: 'long' }).format(new Date(`${month}-15T12:00:00Z`));

/** The withholding tax of paid payouts per month of payment (due by the 16th of the next month), for a year. */
export function WithholdingSection() {
  const { t } = useStaffT('staffPayouts');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const data = useWithholding(year);
  const w = data.data;
  return (
    <section className={styles.section} aria-labelledby="withholding-title">
      <div className={styles.sectionHead}>
        <h2 id="withholding-title" className={styles.sectionTitle}>
          {t('withholding.title')}
        </h2>
        <Field label={t('withholding.year')}>
          <select className={ui.input} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2, thisYear - 3].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className={ui.muted}>{t('withholding.intro')}</p>
      <PayoutError error={data.error} />
      {w ? (
        <section
          className={styles.wrap}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the keyboard focus to be scrolled without a mouse
          tabIndex={0}
          aria-label={t('withholding.caption', { year: w.year })}
        >
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('withholding.caption', { year: w.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('withholding.month')}</th>
                <th scope="col">
                  <span className={styles.num}>{t('withholding.payouts')}</span>
                </th>
                <th scope="col">
                  <span className={styles.num}>{t('col.gross')}</span>
                </th>
                <th scope="col">
                  <span className={styles.num}>{t('col.withholding')}</span>
                </th>
                <th scope="col">
                  <span className={styles.num}>{t('col.net')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {w.months.map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td>
                    <span className={styles.num}>{m.payouts}</span>
                  </td>
                  <td>
                    <span className={styles.num}>{formatMoney(m.gross_cents)}</span>
                  </td>
                  <td>
                    <span className={styles.num}>{formatMoney(m.withholding_cents)}</span>
                  </td>
                  <td>
                    <span className={styles.num}>{formatMoney(m.net_cents)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('withholding.total')}</td>
                <td>
                  <span className={styles.num}>{w.totals.payouts}</span>
                </td>
                <td>
                  <span className={styles.num}>{formatMoney(w.totals.gross_cents)}</span>
                </td>
                <td>
                  <span className={styles.num}>{formatMoney(w.totals.withholding_cents)}</span>
                </td>
                <td>
                  <span className={styles.num}>{formatMoney(w.totals.net_cents)}</span>
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      ) : null}
    </section>
  );
}
