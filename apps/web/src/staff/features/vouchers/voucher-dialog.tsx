import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useVoucher } from './api.ts';
import { VoucherActionForm, type VoucherAction } from './voucher-action-form.tsx';
import { VoucherCode, VoucherStatusBadge } from './voucher-badges.tsx';
import { VoucherError } from './voucher-error.tsx';
import styles from './vouchers.module.css';

/** The ledger: every entry with the balance after it, the bookings a redemption paid, who and why. */
function Ledger({ voucher }: { voucher: StaffVoucherDetail }) {
  const { t } = useStaffT('staffVouchers');
  const { can } = useStaffAuth();
  return (
    <section className={styles.section} aria-labelledby="voucher-ledger">
      <h3 id="voucher-ledger" className={styles.sectionTitle}>
        {t('detail.ledger')}
      </h3>
      {/* A region that scrolls sideways on a phone: focusable, so the keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section className={styles.wrap} tabIndex={0} aria-labelledby="voucher-ledger">
        <table className={styles.table}>
          <caption className={styles.srOnly}>{t('detail.ledger')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ledger.when')}</th>
              <th scope="col">{t('ledger.kind')}</th>
              <th scope="col" className={styles.num}>
                {t('ledger.amount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('ledger.balance')}
              </th>
              <th scope="col">{t('ledger.details')}</th>
            </tr>
          </thead>
          <tbody>
            {voucher.entries.map((e) => (
              <tr key={e.id}>
                <td className={styles.nowrap}>{formatDateTime(e.created_at)}</td>
                <td>{t(`kind.${e.kind}`)}</td>
                <td className={`${styles.num} ${e.amount_cents < 0 ? styles.minus : ''}`}>{formatMoney(e.amount_cents)}</td>
                <td className={styles.num}>{formatMoney(e.balance_after_cents)}</td>
                <td>
                  {e.bookings.map((b) =>
                    can('bookings.read') ? (
                      <Link key={b.id} to={`/staff/bookings/${b.id}`} className={styles.code}>
                        {b.booking_number}{' '}
                      </Link>
                    ) : (
                      <span key={b.id} className={styles.code}>
                        {b.booking_number}{' '}
                      </span>
                    ),
                  )}
                  {e.reason ? <span>{e.reason}</span> : null}
                  {e.staff_name ? <span className={styles.sub}>{t('ledger.by', { name: e.staff_name })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** Where the voucher's e-mails stand (never their content: the code is in it). */
function Emails({ voucher }: { voucher: StaffVoucherDetail }) {
  const { t } = useStaffT('staffVouchers');
  const v = voucher;
  const delivery =
    v.delivered_at !== null
      ? t('delivery.sent', { when: formatDateTime(v.delivered_at) })
      : v.deliver_on
        ? t('delivery.onDate', { day: formatDay(v.deliver_on) })
        : t('delivery.notYet');
  return (
    <section className={styles.section} aria-labelledby="voucher-emails">
      <h3 id="voucher-emails" className={styles.sectionTitle}>
        {t('detail.delivery')}
      </h3>
      <p>
        {t(v.deliver_to === 'recipient' ? 'delivery.toRecipient' : 'delivery.toBuyer', { email: v.deliver_to === 'recipient' ? (v.recipient_email ?? '') : v.buyer_email })} ·{' '}
        {delivery}
      </p>
      {v.emails.length > 0 ? (
        <ul className={styles.redeemedList}>
          {v.emails.map((n) => (
            <li key={n.id}>
              <span>
                {t(`email.${n.kind}`, { defaultValue: n.kind })} · {n.recipient}
              </span>
              <span className={n.status === 'failed' ? ui.badgeBad : n.status === 'sent' ? ui.badgeGood : ui.badgeWarn}>
                {t(`emailStatus.${n.status}`)} {n.sent_at ? formatDateTime(n.sent_at) : formatDateTime(n.created_at)}
              </span>
              {n.last_error ? <span className={styles.sub}>{n.last_error}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One voucher: its facts, the actions the role and its state allow, the ledger and its e-mails. */
export function VoucherDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const query = useVoucher(id);
  const [action, setAction] = useState<VoucherAction | null>(null);
  const v = query.data;
  const actions = (['extend', 'adjust', 'resend', 'void'] as const).filter((a) => v?.can[a]);
  return (
    <Dialog open title={v ? t('detail.title', { last4: v.code_last4 ?? '····' }) : t('detail.loading')} onClose={onClose} closeLabel={ts('common.close')}>
      <div className={ui.stack}>
        <VoucherError error={query.error} />
        {v ? (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('list.code')}</dt>
                <dd>
                  <VoucherCode last4={v.code_last4} /> <VoucherStatusBadge status={v.status} />
                </dd>
              </div>
              <div>
                <dt>{t('list.balance')}</dt>
                <dd>
                  <strong>{formatMoney(v.balance_cents)}</strong> {t('list.ofAmount', { amount: formatMoney(v.amount_cents) })}
                </dd>
              </div>
              <div>
                <dt>{t('list.expires')}</dt>
                <dd>{formatDay(v.expires_on)}</dd>
              </div>
              <div>
                <dt>{t('list.issued')}</dt>
                <dd>
                  {v.issued_at ? formatDateTime(v.issued_at) : '—'}
                  <span className={styles.sub}>{t(`origin.${v.origin}`)}</span>
                </dd>
              </div>
              <div>
                <dt>{t('list.recipient')}</dt>
                <dd>
                  {v.recipient_name}
                  <span className={styles.sub}>{v.recipient_email ?? ''}</span>
                </dd>
              </div>
              <div>
                <dt>{t('list.buyer')}</dt>
                <dd>
                  {v.buyer_name}
                  <span className={styles.sub}>{v.buyer_email}</span>
                </dd>
              </div>
              {v.reason ? (
                <div>
                  <dt>{v.status === 'voided' ? t('detail.voidReason') : t('detail.giftReason')}</dt>
                  <dd>
                    {v.reason}
                    {v.issued_by ? <span className={styles.sub}>{t('ledger.by', { name: v.issued_by })}</span> : null}
                  </dd>
                </div>
              ) : null}
              {v.message ? (
                <div>
                  <dt>{t('detail.message')}</dt>
                  <dd className={styles.message}>{v.message}</dd>
                </div>
              ) : null}
            </dl>
            {can('vouchers.write') && actions.length > 0 ? (
              action ? (
                <VoucherActionForm voucher={v} action={action} onDone={() => setAction(null)} />
              ) : (
                <div className={styles.actions}>
                  {actions.map((a) => (
                    <button key={a} type="button" className={`${a === 'void' ? ui.danger : ui.button} ${ui.small}`} onClick={() => setAction(a)}>
                      {t(`actions.${a}`)}
                    </button>
                  ))}
                </div>
              )
            ) : null}
            <Ledger voucher={v} />
            <Emails voucher={v} />
          </>
        ) : query.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
