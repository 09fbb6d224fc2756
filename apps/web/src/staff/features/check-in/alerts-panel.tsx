import { Link } from 'react-router';
import type { StaffTodayAlerts } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { ageText, agoText } from './check-in-format.ts';
import styles from './check-in.module.css';
import { attentionTotal, useStaffAttention } from '../attention/api.ts';
import { PartnerAlerts } from '../attention/partner-alerts.tsx';

interface Item {
  key: string | number;
  text: string;
  meta?: string;
  /** Where it is handled; shown as a link only to a role that can open it. */
  to?: string | undefined;
}

/** One kind of alert with its count and first items; nothing at all when there is none. */
function AlertGroup({ id, title, count, items, more }: { id: string; title: string; count: number; items: Item[]; more: string }) {
  if (count === 0) return null;
  return (
    <section className={styles.alertGroup} aria-labelledby={id}>
      <h3 id={id} className={styles.alertTitle}>
        {title} <span className={ui.badgeWarn}>{count}</span>
      </h3>
      <ul className={styles.alertList}>
        {items.map((i) => (
          <li key={i.key}>
            {i.to ? (
              <Link to={i.to} className={styles.alertLink}>
                {i.text}
              </Link>
            ) : (
              <span>{i.text}</span>
            )}
            {i.meta ? <span className={styles.alertMeta}>{i.meta}</span> : null}
          </li>
        ))}
        {count > items.length ? <li className={styles.alertMeta}>{more}</li> : null}
      </ul>
    </section>
  );
}

/** What needs a person today, each item linking to where it is handled. */
export function AlertsPanel({ alerts, now }: { alerts: StaffTodayAlerts; now: string }) {
  const { t, i18n } = useStaffT('staffCheckIn');
  const { t: tk } = useStaffT('staffEmailKinds');
  const { can } = useStaffAuth();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const booking = (id: number | null) => (id && can('bookings.read') ? `/staff/bookings/${id}` : undefined);
  const minutesAgo = (iso: string) => Math.max(0, Math.floor((new Date(now).getTime() - new Date(iso).getTime()) / 60_000));
  const a = alerts;
  // The partner area's waiting items come from the menu badges' call.
  const attention = useStaffAttention().data;
  const total = a.refunds_pending.count + a.emails_failed.count + a.unpaid_bookings.count + a.reviews_pending.count + a.messages_open.count + attentionTotal(attention);
  const more = (count: number, shown: number) => t('alerts.more', { count: count - shown });
  return (
    <section className={styles.alerts} aria-labelledby="alerts-title">
      <h2 id="alerts-title" className={styles.columnTitle}>
        {t('alerts.title')}
      </h2>
      {total === 0 ? <p className={ui.alertSuccess}>{t('alerts.allClear')}</p> : null}
      <AlertGroup
        id="alert-refunds"
        title={t('alerts.refunds')}
        count={a.refunds_pending.count}
        more={more(a.refunds_pending.count, a.refunds_pending.items.length)}
        items={a.refunds_pending.items.map((r) => ({
          key: r.payment_id,
          text: t('alerts.refundItem', { amount: formatMoney(r.amount_cents), number: r.booking_number ?? '—' }),
          meta: t('alerts.waiting', { age: ageText(t, r.age_minutes) }),
          to: booking(r.booking_id),
        }))}
      />
      <AlertGroup
        id="alert-emails"
        title={t('alerts.emails')}
        count={a.emails_failed.count}
        more={more(a.emails_failed.count, a.emails_failed.items.length)}
        items={a.emails_failed.items.map((e) => ({
          key: e.id,
          text: t('alerts.emailItem', { kind: tk(`kinds.${e.kind}`, { defaultValue: t(`emailKind.${e.kind}`, { defaultValue: e.kind }) }), to: e.recipient }),
          meta: agoText(t, minutesAgo(e.created_at)),
          to: e.booking_id ? booking(e.booking_id) : e.contact_message_id && can('messages.manage') ? '/staff/messages' : undefined,
        }))}
      />
      <AlertGroup
        id="alert-unpaid"
        title={t('alerts.unpaid')}
        count={a.unpaid_bookings.count}
        more={more(a.unpaid_bookings.count, a.unpaid_bookings.items.length)}
        items={a.unpaid_bookings.items.map((b) => ({
          key: b.booking_id,
          text: t('alerts.unpaidItem', { number: b.booking_number, name: b.customer_name ?? '—', amount: formatMoney(b.total_cents) }),
          meta: agoText(t, b.age_minutes),
          to: booking(b.booking_id),
        }))}
      />
      <AlertGroup
        id="alert-reviews"
        title={t('alerts.reviews')}
        count={a.reviews_pending.count}
        more={more(a.reviews_pending.count, a.reviews_pending.items.length)}
        items={a.reviews_pending.items.map((r) => ({
          key: r.id,
          text: t('alerts.reviewItem', { name: r.author_name, rating: r.rating, experience: r.experience_title[lang] }),
          meta: agoText(t, minutesAgo(r.created_at)),
          to: can('reviews.moderate') ? '/staff/reviews' : undefined,
        }))}
      />
      <AlertGroup
        id="alert-messages"
        title={t('alerts.messages')}
        count={a.messages_open.count}
        more={more(a.messages_open.count, a.messages_open.items.length)}
        items={a.messages_open.items.map((m) => ({
          key: m.id,
          text: m.subject ? t('alerts.messageItem', { name: m.name, subject: m.subject }) : m.name,
          meta: agoText(t, minutesAgo(m.created_at)),
          to: can('messages.manage') ? '/staff/messages' : undefined,
        }))}
      />
      <PartnerAlerts attention={attention} />
    </section>
  );
}
