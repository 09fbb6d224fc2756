import { useMutation, useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { partnerDownload } from '../app/api.ts';
import { ErrorNotice } from '../components/error-notice.tsx';
import { day, dayOf, money, month } from '../components/format.ts';
import { invoiceFileName, invoicesQueryOptions, type PartnerInvoice } from '../features/invoices/invoices-api.ts';
import styles from '../features/orders/orders.module.css';
import own from '../features/payouts/payouts.module.css';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';

type Standing = 'credit' | 'paid' | 'overdue' | 'unpaid';
const standing = (i: PartnerInvoice): Standing => (i.doc_type === 'TD04' ? 'credit' : i.paid ? 'paid' : i.overdue ? 'overdue' : 'unpaid');
const badge: Record<Standing, string> = { credit: ui.badge!, paid: ui.badgeGood!, overdue: ui.badgeBad!, unpaid: ui.badgeWarn! };

/** A reseller's invoices: what it owes and what is overdue, each invoice and credit note with its PDF and its e-invoice (XML). */
export function Component() {
  const { t } = usePartnerT('partnerInvoices');
  const invoices = useQuery(invoicesQueryOptions());
  const download = useMutation({
    mutationFn: ({ invoice, kind }: { invoice: PartnerInvoice; kind: 'pdf' | 'xml' }) => {
      const locale = partnerLocale();
      return partnerDownload(`/invoices/${invoice.id}.${kind}${kind === 'pdf' ? `?lang=${locale}` : ''}`, invoiceFileName(invoice, kind, locale));
    },
  });
  const d = invoices.data;
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className={own.layout}>
        <ErrorNotice error={invoices.error} />
        {invoices.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
        {d ? (
          <section className={own.card} aria-labelledby="invoice-balance">
            <h2 id="invoice-balance">{t('balance.title')}</h2>
            <dl className={own.facts}>
              <div>
                <dt>{t('balance.unpaid')}</dt>
                <dd data-testid="invoices-unpaid">{money(d.balance.unpaid_cents)}</dd>
              </div>
              <div>
                <dt>{t('balance.overdue')}</dt>
                <dd data-testid="invoices-overdue">{money(d.balance.overdue_cents)}</dd>
              </div>
            </dl>
            {d.balance.overdue_count > 0 ? (
              <p role="alert" className={ui.alertError}>
                {t('balance.overdueAlert', { count: d.balance.overdue_count, amount: money(d.balance.overdue_cents) })}
              </p>
            ) : (
              <p className={own.note}>{d.balance.unpaid_cents > 0 ? t('balance.pay') : t('balance.clear')}</p>
            )}
          </section>
        ) : null}
        {d && d.invoices.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('none')}</p>
          </div>
        ) : null}
        {d && d.invoices.length > 0 ? (
          <div className={styles.wrap}>
            <table className={styles.table}>
              <caption className={ui.visuallyHidden}>{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('col.number')}</th>
                  <th scope="col">{t('col.date')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col.total')}
                  </th>
                  <th scope="col">{t('col.due')}</th>
                  <th scope="col">{t('col.status')}</th>
                  <th scope="col">{t('col.files')}</th>
                </tr>
              </thead>
              <tbody>
                {d.invoices.map((i) => {
                  const s = standing(i);
                  return (
                    <tr key={i.id}>
                      <td data-label={t('col.number')}>
                        <strong>{i.number}</strong>
                        <span className={styles.sub}>
                          {t(`type.${i.doc_type}`)}
                          {i.period ? ` · ${t('period', { month: month(i.period) })}` : ''}
                          {i.credits_number ? ` · ${t('credits', { number: i.credits_number })}` : ''}
                        </span>
                      </td>
                      <td data-label={t('col.date')}>{day(i.issue_date)}</td>
                      <td data-label={t('col.total')} className={styles.num}>
                        <strong>{i.doc_type === 'TD04' ? `− ${money(i.total_cents)}` : money(i.total_cents)}</strong>
                        {i.credited_cents > 0 ? <span className={styles.sub}>{t('credited', { amount: money(i.credited_cents) })}</span> : null}
                      </td>
                      <td data-label={t('col.due')}>{i.due_date ? day(i.due_date) : '—'}</td>
                      <td data-label={t('col.status')}>
                        <span className={badge[s]}>{t(`status.${s}`)}</span>
                        {i.paid_at && s === 'paid' ? <span className={styles.sub}>{dayOf(i.paid_at)}</span> : null}
                      </td>
                      <td data-label={t('col.files')}>
                        <span className={ui.row}>
                          <button
                            type="button"
                            className={`${ui.button} ${ui.small}`}
                            onClick={() => download.mutate({ invoice: i, kind: 'pdf' })}
                            disabled={download.isPending}
                            aria-label={t('pdfLabel', { number: i.number })}
                          >
                            PDF
                          </button>
                          <button
                            type="button"
                            className={`${ui.button} ${ui.small}`}
                            onClick={() => download.mutate({ invoice: i, kind: 'xml' })}
                            disabled={download.isPending}
                            aria-label={t('xmlLabel', { number: i.number })}
                          >
                            XML
                          </button>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        <ErrorNotice error={download.error} />
        <p className={own.note}>{t('xmlNote')}</p>
      </div>
    </>
  );
}
