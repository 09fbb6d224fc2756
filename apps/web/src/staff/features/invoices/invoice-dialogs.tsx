import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useInvoiceMutations, type StaffInvoice } from './api.ts';
import { InvoiceError } from './invoice-error.tsx';
import styles from './invoices.module.css';

const rate = (bps: number) => `${bps / 100}%`;

/** The lines of an invoice: description, VAT, taxable, tax, amount. */
export function InvoiceLinesTable({ invoice }: { invoice: StaffInvoice }) {
  const { t } = useStaffT('staffInvoices');
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{t('lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.description')}</th>
            <th scope="col">{t('lines.vat')}</th>
            <th scope="col">{t('lines.taxable')}</th>
            <th scope="col">{t('lines.tax')}</th>
            <th scope="col">{t('lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never change or move: the position is the line number
            <tr key={i}>
              <td>{l.description}</td>
              <td>{l.vat_bps === 0 && l.nature ? `0% ${l.nature}` : rate(l.vat_bps)}</td>
              <td className={styles.num}>{formatMoney(l.taxable_cents)}</td>
              <td className={styles.num}>{formatMoney(l.vat_cents)}</td>
              <td className={styles.num}>{formatMoney(l.taxable_cents + l.vat_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('lines.total')}</td>
            <td className={styles.num}>{formatMoney(invoice.taxable_cents)}</td>
            <td className={styles.num}>{formatMoney(invoice.vat_cents)}</td>
            <td className={styles.num}>{formatMoney(invoice.total_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function InvoiceLinesDialog({ invoice, onClose }: { invoice: StaffInvoice; onClose: () => void }) {
  const { t } = useStaffT('staffInvoices');
  const { t: ts } = useStaffT();
  return (
    <Dialog open title={t('lines.title', { number: invoice.number ?? t('draft') })} onClose={onClose} closeLabel={ts('common.close')}>
      <div className={ui.stack}>
        <p className={ui.muted}>
          {invoice.buyer_name}
          {invoice.buyer_vat ? ` · ${invoice.buyer_vat}` : ''}
          {invoice.buyer_email ? ` · ${invoice.buyer_email}` : ''}
        </p>
        <InvoiceLinesTable invoice={invoice} />
      </div>
    </Dialog>
  );
}

/**
 * A credit note for a cancellation after invoicing: the bookings to credit (all by default) and a
 * reason. The amount is the server's: what each booking was invoiced beyond what it owes now.
 */
export function CreditDialog({ invoice, onClose }: { invoice: StaffInvoice; onClose: () => void }) {
  const { t } = useStaffT('staffInvoices');
  const { t: ts } = useStaffT();
  const { credit } = useInvoiceMutations();
  const [reason, setReason] = useState('');
  const bookings = invoice.lines.filter((l) => l.booking_id !== null);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Dialog open title={t('credit.title', { number: invoice.number ?? '' })} onClose={onClose} closeLabel={ts('common.close')}>
      <form
        className={ui.stack}
        onSubmit={(e) => {
          e.preventDefault();
          credit.mutate({ id: invoice.id, reason, bookingIds: chosen }, { onSuccess: onClose });
        }}
      >
        <p>{t('credit.help')}</p>
        {bookings.length > 1 ? (
          <fieldset className={styles.choices}>
            <legend>{t('credit.bookings')}</legend>
            {bookings.map((l) => (
              <label key={l.booking_id} className={styles.choice}>
                <input type="checkbox" checked={chosen.includes(l.booking_id!)} onChange={() => toggle(l.booking_id!)} />
                <span>
                  {l.description} <strong>{formatMoney(l.taxable_cents + l.vat_cents)}</strong>
                </span>
              </label>
            ))}
            <p className={ui.muted}>{t('credit.allWhenNone')}</p>
          </fieldset>
        ) : null}
        <Field label={t('credit.reason')}>
          <textarea className={ui.input} required minLength={3} maxLength={300} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <InvoiceError error={credit.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={credit.isPending || reason.trim().length < 3}>
            {credit.isPending ? ts('common.working') : t('credit.submit')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
