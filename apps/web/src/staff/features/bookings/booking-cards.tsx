import type { StaffBookingDetail } from '@tenuta/contracts';
import { formatDateTime, formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './bookings.module.css';
import { AgencyMoneyRows, agencyPays, NothingFromGuestRow } from './channel-money.tsx';
import { ChannelMention } from './channel-mention.tsx';

type B = StaffBookingDetail;

export function GuestCard({ booking: b }: { booking: B }) {
  const { t } = useStaffT('staffBookings');
  const { t: tc } = useStaffT('staffChannel');
  const g = b.guest;
  return (
    <section className={ui.card} aria-labelledby="booking-guest">
      <h2 id="booking-guest" className={ui.cardTitle}>
        {t('detail.guest')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('detail.name')}</dt>
        <dd>{g.name ?? '—'}</dd>
        <dt>{t('detail.email')}</dt>
        <dd>{g.email ? <a href={`mailto:${g.email}`}>{g.email}</a> : '—'}</dd>
        <dt>{t('detail.phone')}</dt>
        <dd>{g.phone ? <a href={`tel:${g.phone.replace(/[^+\d]/g, '')}`}>{g.phone}</a> : '—'}</dd>
        <dt>{t('detail.emailLanguage')}</dt>
        <dd>{t(`locale.${g.locale}`)}</dd>
        <dt>{t('detail.channel')}</dt>
        <dd>
          {tc(`kind.${b.channel.kind}`)}
          <ChannelMention channel={b.channel} />
        </dd>
        {g.notes ? (
          <>
            <dt>{t('detail.guestNotes')}</dt>
            <dd>{g.notes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function SlotCard({ booking: b }: { booking: B }) {
  const { t, i18n } = useStaffT('staffBookings');
  const s = b.slot;
  const locale = i18n.language === 'en' ? 'en' : 'it';
  return (
    <section className={ui.card} aria-labelledby="booking-slot">
      <h2 id="booking-slot" className={ui.cardTitle}>
        {s.experience_title[locale]}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('detail.date')}</dt>
        <dd>{formatDay(s.date)}</dd>
        <dt>{t('detail.time')}</dt>
        <dd>
          {s.start_time}–{s.end_time}
        </dd>
        <dt>{t('detail.party')}</dt>
        <dd>
          {t('detail.adults', { count: b.party.adults })}
          {b.party.children ? `, ${t('detail.children', { count: b.party.children })}` : ''}
          {b.party.vip ? ' · VIP' : ''}
        </dd>
        <dt>{t('detail.tourLanguage')}</dt>
        <dd>{s.language}</dd>
        <dt>{t('detail.category')}</dt>
        <dd>
          {t(`category.${b.category}`)}
          {s.slot_category === 'CHOICE' ? ` (${t('detail.choiceSlot')})` : ''}
        </dd>
        {s.cancelled_at ? (
          <>
            <dt>{t('detail.slotState')}</dt>
            <dd>{t('detail.slotCancelled', { when: formatDateTime(s.cancelled_at) })}</dd>
          </>
        ) : !s.is_active ? (
          <>
            <dt>{t('detail.slotState')}</dt>
            <dd>{t('detail.slotClosed')}</dd>
          </>
        ) : null}
        {b.check_in ? (
          <>
            <dt>{t('detail.checkIn')}</dt>
            <dd>{t('detail.checkedIn', { when: formatDateTime(b.check_in.at), who: b.check_in.staff?.name ?? '—' })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** Every total shows its parts: price × adults + VIP = subtotal − discount = total; paid − refunded; due. */
export function MoneyCard({ booking: b }: { booking: B }) {
  const { t } = useStaffT('staffBookings');
  const p = b.prices;
  const m = b.money;
  const cardPaid = m.paid_cents - m.paid_on_site_cents;
  // A line the agency pays shows its net and how the agency pays, never the guest's card.
  const guestCard = !agencyPays(b) && (cardPaid > 0 || b.category === 'TRUFFLE');
  return (
    <section className={ui.card} aria-labelledby="booking-money">
      <h2 id="booking-money" className={ui.cardTitle}>
        {t('detail.money')}
      </h2>
      <table className={styles.sum}>
        <caption className={ui.visuallyHidden}>{t('detail.money')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('detail.unitTimesAdults', { count: b.party.adults, price: formatMoney(p.unit_price_cents) })}</th>
            <td>{formatMoney(p.unit_price_cents * b.party.adults)}</td>
          </tr>
          {b.party.children ? (
            <tr>
              <th scope="row">{t('detail.childrenFree', { count: b.party.children })}</th>
              <td>{formatMoney(0)}</td>
            </tr>
          ) : null}
          {p.vip_supplement_cents ? (
            <tr>
              <th scope="row">{t('detail.vipSupplement')}</th>
              <td>{formatMoney(p.vip_supplement_cents)}</td>
            </tr>
          ) : null}
          {p.discount_cents ? (
            <>
              <tr>
                <th scope="row">{t('detail.subtotal')}</th>
                <td>{formatMoney(p.subtotal_cents)}</td>
              </tr>
              <tr>
                <th scope="row">{p.coupon_code ? t('detail.discountCode', { code: p.coupon_code }) : t('detail.discount')}</th>
                <td>−{formatMoney(p.discount_cents)}</td>
              </tr>
            </>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">{t('detail.total')}</th>
            <td>{formatMoney(p.total_cents)}</td>
          </tr>
          <AgencyMoneyRows booking={b} />
          {guestCard ? (
            <tr className={styles.gap}>
              <th scope="row">{t('detail.paidCard')}</th>
              <td>{formatMoney(cardPaid)}</td>
            </tr>
          ) : null}
          {m.paid_on_site_cents ? (
            <tr className={guestCard ? undefined : styles.gap}>
              <th scope="row">{t('detail.paidOnSite')}</th>
              <td>{formatMoney(m.paid_on_site_cents)}</td>
            </tr>
          ) : null}
          {m.refunded_cents ? (
            <tr>
              <th scope="row">{t('detail.refunded')}</th>
              <td>−{formatMoney(m.refunded_cents)}</td>
            </tr>
          ) : null}
          {m.refund_pending_cents ? (
            <tr>
              <th scope="row">{t('detail.refundPending')}</th>
              <td>−{formatMoney(m.refund_pending_cents)}</td>
            </tr>
          ) : null}
          {b.channel.payer === 'agency_on_account' && !m.due_on_site_cents && !m.paid_cents ? (
            <NothingFromGuestRow />
          ) : (
            <tr className={m.due_on_site_cents ? styles.due : styles.total}>
              <th scope="row">{m.due_on_site_cents ? t('detail.dueOnSite') : t('detail.netPaid')}</th>
              <td>{formatMoney(m.due_on_site_cents || m.refundable_cents)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
