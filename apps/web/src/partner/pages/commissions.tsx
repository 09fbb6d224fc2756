import { useQuery } from '@tanstack/react-query';
import { useUrlState } from '../../ui/url-state.ts';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { dayOf, money, shortDay } from '../components/format.ts';
import { CommissionError } from '../features/commissions/commission-error.tsx';
import { COMMISSIONS_PAGE_SIZE, commissionsQueryOptions, type CommissionStatus, type PartnerCommissionRow } from '../features/commissions/commissions-api.ts';
import own from '../features/commissions/commissions.module.css';
import styles from '../features/orders/orders.module.css';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';

const statuses: CommissionStatus[] = ['pending', 'flagged', 'approved', 'in_payout', 'paid', 'rejected'];
const isStatus = (v: string): v is CommissionStatus => (statuses as string[]).includes(v);
const badge: Record<CommissionStatus, string> = {
  pending: ui.badge!,
  flagged: ui.badgeWarn!,
  approved: ui.badgeWine!,
  in_payout: ui.badgeWarn!,
  paid: ui.badgeGood!,
  rejected: ui.badgeBad!,
};
/** A rate in basis points as a percentage for reading (1250 → 12.5 %). */
const rate = (bps: number) => new Intl.NumberFormat(partnerLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** The referrer's commission ledger: totals per status, the rows with why each booking was credited, filters in the URL. */
export function Component() {
  const { t } = usePartnerT('partnerCommissions');
  const [url, setUrl] = useUrlState(['status', 'from', 'to', 'page'] as const);
  const status = isStatus(url.status) ? url.status : undefined;
  const page = Math.max(1, Number.parseInt(url.page, 10) || 1);
  const list = useQuery(commissionsQueryOptions({ status, from: url.from || undefined, to: url.to || undefined, page }));
  const d = list.data;
  const pages = Math.max(1, Math.ceil((d?.total ?? 0) / COMMISSIONS_PAGE_SIZE));
  const tabQuery = (s: CommissionStatus | undefined) =>
    `?${new URLSearchParams({ ...(s ? { status: s } : {}), ...(url.from ? { from: url.from } : {}), ...(url.to ? { to: url.to } : {}) })}`;
  const why = (r: PartnerCommissionRow) =>
    !r.credited
      ? ''
      : r.credited.source === 'code'
        ? t('list.byCode', { code: r.credited.code ?? '—', when: shortDay(r.credited.at) })
        : t('list.byLink', { label: r.credited.link_label ?? '—', when: shortDay(r.credited.at) });
  const shownTotals = d ? statuses.filter((s) => ['pending', 'approved', 'in_payout', 'paid'].includes(s) || d.totals_cents[s] !== 0) : [];

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.intro')} />
      {d ? (
        <dl className={own.totals} aria-label={t('list.totals')}>
          {shownTotals.map((s) => (
            <div key={s} className={own.total}>
              <dt>{t(`total.${s}`)}</dt>
              <dd data-testid={`total-${s}`}>{money(d.totals_cents[s])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <StatusTabs
        label={t('list.statusLabel')}
        current={status ?? 'all'}
        replace
        tabs={[{ key: 'all', label: t('list.all'), to: tabQuery(undefined) }, ...statuses.map((s) => ({ key: s, label: t(`total.${s}`), to: tabQuery(s) }))]}
      />
      <form className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <Field label={t('list.from')}>
          <input className={ui.input} type="date" value={url.from} max={url.to || undefined} onChange={(e) => setUrl({ from: e.target.value, page: undefined })} />
        </Field>
        <Field label={t('list.to')}>
          <input className={ui.input} type="date" value={url.to} min={url.from || undefined} onChange={(e) => setUrl({ to: e.target.value, page: undefined })} />
        </Field>
        <p className={ui.muted}>{t('list.datesHint')}</p>
        <div className={styles.filterActions}>
          {url.from || url.to ? (
            <button type="button" className="btn btn-small" onClick={() => setUrl({ from: undefined, to: undefined, page: undefined })}>
              {t('list.clear')}
            </button>
          ) : null}
        </div>
      </form>
      <CommissionError error={list.error} />
      {list.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {d && d.rows.length === 0 ? (
        <div className={styles.empty}>
          <p>{status || url.from || url.to ? t('list.noneFiltered') : t('list.none')}</p>
        </div>
      ) : null}
      {d && d.rows.length > 0 ? (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('list.caption', { count: d.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.date')}</th>
                <th scope="col">{t('col.booking')}</th>
                <th scope="col" className={styles.num}>
                  {t('col.base')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col.rate')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col.amount')}
                </th>
                <th scope="col">{t('col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id} data-testid="commission-row">
                  <td data-label={t('col.date')}>
                    <span className={styles.when}>{dayOf(r.experience_at)}</span>
                  </td>
                  <td data-label={t('col.booking')}>
                    <div>
                      <strong className={styles.mono}>{r.booking_number}</strong>
                      <span className={styles.sub}>
                        {t(`category.${r.category}`)}
                        {r.kind === 'reversal' ? ` · ${t(`reason.${r.reason ?? 'other'}`, { defaultValue: t('reason.other') })}` : ''}
                      </span>
                      {r.kind === 'commission' ? <span className={own.why}>{why(r)}</span> : null}
                    </div>
                  </td>
                  <td data-label={t('col.base')} className={styles.num}>
                    {money(r.base_cents)}
                  </td>
                  <td data-label={t('col.rate')} className={styles.num}>
                    {rate(r.rate_bps)}
                  </td>
                  <td data-label={t('col.amount')} className={`${styles.num} ${r.amount_cents < 0 ? own.negative : ''}`}>
                    <strong>{money(r.amount_cents)}</strong>
                  </td>
                  <td data-label={t('col.status')}>
                    <span className={badge[r.status]}>{t(`status.${r.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <div className={styles.pager}>
              <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => setUrl({ page: String(page - 1) })}>
                {t('list.previous')}
              </button>
              <span>{t('list.page', { page, pages })}</span>
              <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => setUrl({ page: String(page + 1) })}>
                {t('list.next')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <p className={`${ui.muted} ${own.rules}`}>{t('list.rules')}</p>
    </>
  );
}
