import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerOrder } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { languageName } from '../../lib/format.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { partnerDownload } from '../app/api.ts';
import { usePartner } from '../app/auth.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { day, instant, moneyOrDash, time } from '../components/format.ts';
import { experienceName, OrderStatus, usePeople } from '../features/orders/order-bits.tsx';
import { cancelOrder, orderQueryOptions } from '../features/orders/orders-api.ts';
import styles from '../features/orders/order-detail.module.css';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';

/** How the order is paid and, when it says more, where the payment stands. */
function paymentText(t: (key: string, options?: Record<string, unknown>) => string, order: PartnerOrder): string {
  const status = t(`paymentStatus.${order.payment_status}`, { defaultValue: order.payment_status });
  if (!order.payment) return status;
  const sameThing = order.payment_status === order.payment || (order.payment === 'on_site' && order.payment_status === 'pay_on_site');
  return sameThing ? t(`payment.${order.payment}`) : `${t(`payment.${order.payment}`)} · ${status}`;
}

/** One order: guest, experience, when (Rome), people, who placed it, prices, payment; voucher and cancel. */
export function Component() {
  const { t } = usePartnerT('partnerOrders');
  const { id = '' } = useParams();
  const order = useQuery(orderQueryOptions(id));
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  if (order.isPending) return <p className={ui.muted}>{t('partner:common.loading')}</p>;
  if (order.isError) {
    return (
      <>
        <PageHeader title={t('detail.missingTitle')} />
        <ErrorNotice error={order.error} />
        <Link to="/partner/orders">{t('detail.back')}</Link>
      </>
    );
  }
  return <OrderView order={order.data} placed={placed} />;
}

function OrderView({ order, placed }: { order: PartnerOrder; placed: boolean }) {
  const { t } = usePartnerT('partnerOrders');
  const partner = usePartner();
  const people = usePeople();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const voucher = useMutation({ mutationFn: () => partnerDownload(`/orders/${order.id}/voucher`, `voucher-${order.booking_number}.pdf`) });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id, reason.trim()),
    onSuccess: async () => {
      setCancelling(false);
      await queryClient.invalidateQueries({ queryKey: ['partner'] });
    },
  });
  const live = order.status !== 'cancelled' && order.status !== 'refunded';
  const canCancel = partner.partner_type === 'reseller' && order.cancel.allowed && live;
  const submitCancel = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length >= 3) cancel.mutate();
  };

  const facts: [string, React.ReactNode][] = [
    // biome-ignore lint/correctness/useJsxKeyInIterable: a (label, value) pair, not a list: the value is rendered alone in its <dd>
    [t('detail.number'), <span className={styles.number}>{order.booking_number}</span>],
    // biome-ignore lint/correctness/useJsxKeyInIterable: a (label, value) pair, not a list: the value is rendered alone in its <dd>
    [t('detail.status'), <OrderStatus status={order.status} />],
    [t('detail.experience'), `${experienceName(order)}${order.vip ? ` · ${t('detail.vip')}` : ''}`],
    [t('detail.date'), day(order.date)],
    [t('detail.time'), t('detail.timeRome', { time: time(order.slot_datetime) })],
    [t('detail.people'), people(order)],
    [t('detail.language'), languageName(order.language, partnerLocale())],
    ...(partner.partner_type === 'reseller' ? [[t('detail.guestLocale'), languageName(order.guest_locale, partnerLocale())] as [string, string]] : []),
    [t('detail.guest'), order.guest_name ?? '—'],
    // biome-ignore lint/correctness/useJsxKeyInIterable: a (label, value) pair, not a list: the value is rendered alone in its <dd>
    [t('detail.phone'), order.guest_phone ? <a href={`tel:${order.guest_phone.replace(/\s/g, '')}`}>{order.guest_phone}</a> : '—'],
    [t('detail.email'), order.guest_email ?? '—'],
    [t('detail.reference'), order.reference ?? '—'],
    [t('detail.placedBy'), order.placed_by ? t('detail.placedByAt', { name: order.placed_by, at: instant(order.created_at) }) : instant(order.created_at)],
    [t('detail.payment'), paymentText(t, order)],
  ];
  if (order.retail_cents !== null) facts.push([t('detail.retail'), moneyOrDash(order.retail_cents)]);
  if (order.net_cents !== null) facts.push([t('detail.net'), moneyOrDash(order.net_cents)]);
  if (order.cancelled_at) facts.push([t('detail.cancelledAt'), instant(order.cancelled_at)]);

  return (
    <>
      <p className={styles.back}>
        <Link to="/partner/orders">{t('detail.back')}</Link>
      </p>
      <PageHeader
        title={order.guest_name ?? order.booking_number}
        description={`${experienceName(order)} · ${day(order.date)} · ${time(order.slot_datetime)}`}
        actions={
          <>
            {live ? (
              <button type="button" className="btn btn-primary" onClick={() => voucher.mutate()} disabled={voucher.isPending}>
                {voucher.isPending ? t('detail.voucherLoading') : t('detail.voucher')}
              </button>
            ) : null}
            {canCancel ? (
              <button type="button" className="btn btn-danger" onClick={() => setCancelling(true)}>
                {t('detail.cancel')}
              </button>
            ) : null}
          </>
        }
      />
      {placed ? (
        <p role="status" className={ui.alertSuccess}>
          {order.payment === 'on_site' ? t('detail.placedOnSite') : t('detail.placed')}
        </p>
      ) : null}
      {cancel.isSuccess ? (
        <p role="status" className={ui.alertSuccess}>
          {t('detail.cancelled')}
        </p>
      ) : null}
      <ErrorNotice error={voucher.error} />
      <section className={styles.card} aria-label={t('detail.factsLabel')}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {partner.partner_type === 'reseller' && live && !order.cancel.allowed ? <p className={ui.muted}>{order.cancel.reason ?? t('detail.cannotCancel')}</p> : null}
      <Dialog open={cancelling} title={t('detail.cancelTitle')} onClose={() => setCancelling(false)} closeLabel={t('partner:common.close')}>
        <form className={ui.stack} onSubmit={submitCancel}>
          <p>{t('detail.cancelText', { number: order.booking_number, guest: order.guest_name ?? order.booking_number })}</p>
          <p className={ui.alertInfo}>{order.cancel.refund_percent > 0 ? t('detail.refund', { percent: order.cancel.refund_percent }) : t('detail.noRefund')}</p>
          <Field label={t('detail.reason')} hint={t('detail.reasonHint')}>
            <textarea className={ui.input} rows={3} required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <ErrorNotice error={cancel.error} />
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-secondary" onClick={() => setCancelling(false)}>
              {t('detail.keep')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={reason.trim().length < 3 || cancel.isPending}>
              {cancel.isPending ? t('partner:common.saving') : t('detail.confirmCancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
