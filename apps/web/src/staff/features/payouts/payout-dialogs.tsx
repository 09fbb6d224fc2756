import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDate, formatMoney, formatMonth } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { usePayoutDetail, usePayoutMutations, type StaffPayout } from './api.ts';
import { PayoutError } from './payout-error.tsx';
import styles from './payouts.module.css';

const percent = (bps: number) => (bps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });

/** The commission rows a payout carries, with its amounts. */
export function PayoutRowsDialog({ payout, onClose }: { payout: StaffPayout; onClose: () => void }) {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  const detail = usePayoutDetail(payout.id);
  return (
    <Dialog open title={t('rows.title', { company: payout.company_name, period: formatMonth(payout.period) })} onClose={onClose} closeLabel={ts('common.close')}>
      <div className={ui.stack}>
        <p className={ui.muted}>
          {t('rows.amounts', { gross: formatMoney(payout.gross_cents), withholding: formatMoney(payout.withholding_cents), net: formatMoney(payout.net_cents) })}
        </p>
        <PayoutError error={detail.error} />
        {detail.data ? (
          <section
            className={`${styles.wrap} ${styles.rows}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take the keyboard focus to be scrolled without a mouse
            tabIndex={0}
            aria-label={t('rows.caption')}
          >
            <table className={styles.table}>
              <caption className={ui.visuallyHidden}>{t('rows.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rows.booking')}</th>
                  <th scope="col">{t('rows.date')}</th>
                  <th scope="col">{t('rows.kind')}</th>
                  <th scope="col">
                    <span className={styles.num}>{t('rows.base')}</span>
                  </th>
                  <th scope="col">
                    <span className={styles.num}>{t('rows.amount')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.data.rows.map((r) => (
                  <tr key={r.entry_id}>
                    <td className={styles.mono}>{r.booking_number}</td>
                    <td>{formatDate(r.earned_at)}</td>
                    <td>{t(`rows.kinds.${r.kind}`)}</td>
                    <td>
                      <span className={styles.num}>
                        {formatMoney(r.base_cents)} × {percent(r.rate_bps)} %
                      </span>
                    </td>
                    <td>
                      <span className={styles.num}>{formatMoney(r.amount_cents)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <p className={ui.muted}>{ts('common.loading')}</p>
        )}
      </div>
    </Dialog>
  );
}

/** Cancel a draft or approved payout: a reason, then its rows are payable again at the next run. */
export function CancelPayoutDialog({ payout, onClose }: { payout: StaffPayout; onClose: () => void }) {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  const { cancel } = usePayoutMutations();
  const [reason, setReason] = useState('');
  const close = () => {
    cancel.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate({ id: payout.id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <Dialog open title={t('cancel.title', { company: payout.company_name, period: formatMonth(payout.period) })} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={ui.alertInfo}>{t('cancel.help')}</p>
        <Field label={t('cancel.reason')}>
          <textarea className={ui.input} rows={3} required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <PayoutError error={cancel.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.danger} disabled={cancel.isPending || reason.trim().length < 3}>
            {cancel.isPending ? ts('common.working') : t('cancel.submit')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
