import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useUrlState } from '../../ui/url-state.ts';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { usePartner } from '../app/auth.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { moneyOrDash, shortDay, time } from '../components/format.ts';
import { experienceName, OrderStatus, usePeople } from '../features/orders/order-bits.tsx';
import { ORDERS_PAGE_SIZE, ordersQueryOptions, type OrdersStatus } from '../features/orders/orders-api.ts';
import styles from '../features/orders/orders.module.css';
import { usePartnerT } from '../i18n/index.ts';

const statuses: OrdersStatus[] = ['all', 'upcoming', 'past', 'cancelled'];
const isStatus = (v: string): v is OrdersStatus => (statuses as string[]).includes(v);

/** The partner's orders: filters, dates, search and paging in the URL; each row opens the order. */
export function Component() {
  const { t } = usePartnerT('partnerOrders');
  const partner = usePartner();
  const people = usePeople();
  const [url, setUrl] = useUrlState(['status', 'from', 'to', 'q', 'page', 'placed', 'paid'] as const);
  const status = isStatus(url.status) ? url.status : 'all';
  const page = Math.max(1, Number.parseInt(url.page, 10) || 1);
  const [search, setSearch] = useState(url.q);
  useEffect(() => setSearch(url.q), [url.q]);
  const orders = useQuery(ordersQueryOptions({ status, from: url.from || undefined, to: url.to || undefined, q: url.q || undefined, page }));
  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const showMoney = partner.can_see_money;

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setUrl({ q: search.trim(), page: undefined });
  };

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.intro')}
        actions={
          partner.partner_type === 'reseller' ? (
            <Link className="btn btn-primary" to="/partner/new-order">
              {t('dashboard.newOrder')}
            </Link>
          ) : null
        }
      />
      {url.placed ? (
        <p role="status" className={ui.alertSuccess}>
          {t('orders.placed', { count: Number(url.placed) || 1 })}
        </p>
      ) : null}
      {url.paid ? (
        <p role="status" className={ui.alertSuccess}>
          {t('orders.paid')}
        </p>
      ) : null}
      <StatusTabs
        label={t('orders.statusLabel')}
        current={status}
        replace
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`orders.filter.${s}`),
          to: `?${new URLSearchParams({ ...(s === 'all' ? {} : { status: s }), ...(url.from ? { from: url.from } : {}), ...(url.to ? { to: url.to } : {}), ...(url.q ? { q: url.q } : {}) })}`,
        }))}
      />
      <search>
        <form className={styles.filters} onSubmit={submitSearch}>
          <Field label={t('orders.from')}>
            <input className={ui.input} type="date" value={url.from} max={url.to || undefined} onChange={(e) => setUrl({ from: e.target.value, page: undefined })} />
          </Field>
          <Field label={t('orders.to')}>
            <input className={ui.input} type="date" value={url.to} min={url.from || undefined} onChange={(e) => setUrl({ to: e.target.value, page: undefined })} />
          </Field>
          <Field label={t('orders.search')} hint={t('orders.searchHint')}>
            <input className={ui.input} type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <div className={styles.filterActions}>
            <button type="submit" className="btn btn-secondary btn-small">
              {t('orders.searchButton')}
            </button>
            {url.from || url.to || url.q ? (
              <button type="button" className="btn btn-small" onClick={() => setUrl({ from: undefined, to: undefined, q: undefined, page: undefined })}>
                {t('orders.clear')}
              </button>
            ) : null}
          </div>
        </form>
      </search>
      <ErrorNotice error={orders.error} />
      {orders.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {orders.data && orders.data.orders.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {url.q || url.from || url.to || status !== 'all' ? t('orders.noneFiltered') : t(partner.partner_type === 'reseller' ? 'orders.noneReseller' : 'orders.noneReferral')}
          </p>
        </div>
      ) : null}
      {orders.data && orders.data.orders.length > 0 ? (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('orders.caption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.col.when')}</th>
                <th scope="col">{t('orders.col.guest')}</th>
                <th scope="col">{t('orders.col.experience')}</th>
                <th scope="col">{t('orders.col.number')}</th>
                <th scope="col">{t('orders.col.status')}</th>
                {showMoney ? (
                  <th scope="col" className={styles.num}>
                    {t('orders.col.net')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((o) => (
                <tr key={o.id}>
                  <td data-label={t('orders.col.when')}>
                    <span className={styles.when}>
                      {shortDay(o.slot_datetime)} · {time(o.slot_datetime)}
                    </span>
                  </td>
                  <td data-label={t('orders.col.guest')}>
                    <div>
                      <Link to={`/partner/orders/${o.id}`} className={styles.open}>
                        {o.guest_name ?? o.booking_number}
                      </Link>
                      {o.reference ? <span className={styles.sub}>{t('orders.ref', { reference: o.reference })}</span> : null}
                    </div>
                  </td>
                  <td data-label={t('orders.col.experience')}>
                    <div>
                      {experienceName(o)}
                      <span className={styles.sub}>{people(o)}</span>
                    </div>
                  </td>
                  <td data-label={t('orders.col.number')} className={styles.mono}>
                    {o.booking_number}
                  </td>
                  <td data-label={t('orders.col.status')}>
                    <OrderStatus status={o.status} />
                  </td>
                  {showMoney ? (
                    <td data-label={t('orders.col.net')} className={styles.num}>
                      {moneyOrDash(o.net_cents)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('orders.pages')}>
              <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => setUrl({ page: page - 1 > 1 ? String(page - 1) : undefined })}>
                {t('orders.previous')}
              </button>
              <span>{t('orders.pageOf', { page, pages })}</span>
              <button type="button" className="btn btn-secondary btn-small" disabled={page >= pages} onClick={() => setUrl({ page: String(page + 1) })}>
                {t('orders.next')}
              </button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
