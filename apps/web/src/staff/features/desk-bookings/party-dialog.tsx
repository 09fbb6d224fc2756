import { useState, type FormEvent } from 'react';
import type { StaffBookingDetail, StaffBookingPartyResponse } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import ui from '../../../ui/ui.module.css';
import { formatDateTime, formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import type { useDeskChanges } from './api.ts';
import { DeskError } from './desk-error.tsx';
import styles from './desk-bookings.module.css';
import { PartyFields, type PartyValue } from './party-fields.tsx';

type Refund = 'policy' | 'full' | 'none';

/**
 * Another party for the booking: the server checks the seats again and prices it by the site's
 * rules. More to pay is due at the estate, or also by a payment link e-mailed to the guest; less
 * goes back by the refund policy (or in full, or not at all). The outcome is said once done.
 */
export function PartyDialog({ booking: b, onClose, party }: { booking: StaffBookingDetail; onClose: () => void; party: ReturnType<typeof useDeskChanges>['party'] }) {
  const { t } = useStaffT('staffDesk');
  const { t: ts } = useStaffT();
  const [value, setValue] = useState<PartyValue>({ adults: b.party.adults, children: b.party.children, vip: b.party.vip });
  const [balance, setBalance] = useState<'on_site' | 'payment_link'>('on_site');
  const [refund, setRefund] = useState<Refund>('policy');
  const [done, setDone] = useState<StaffBookingPartyResponse['data'] | null>(null);
  // What the change probably means (children are free); the server decides the money.
  const more = value.adults > b.party.adults || (value.vip && !b.party.vip);
  const less = value.adults < b.party.adults || (!value.vip && b.party.vip);
  const same = value.adults === b.party.adults && value.children === b.party.children && value.vip === b.party.vip;
  const close = () => {
    party.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (same) return;
    party.mutate({ adults: value.adults, children: value.children, vip: value.vip, balance, refund }, { onSuccess: setDone });
  };
  return (
    <Dialog open title={t('partyDialog.title', { number: b.booking_number })} onClose={close} closeLabel={ts('common.close')}>
      {done ? (
        <div className={styles.outcome}>
          <p role="status" className={ui.alertSuccess}>
            {t('partyDialog.done', { from: formatMoney(done.from_total_cents), to: formatMoney(done.to_total_cents) })}
          </p>
          {done.owed_cents > 0 ? (
            <p>
              {t(done.payment_link ? 'partyDialog.owedLink' : 'partyDialog.owedOnSite', {
                amount: formatMoney(done.owed_cents),
                until: done.payment_link ? formatDateTime(done.payment_link.expires_at) : '',
              })}
            </p>
          ) : null}
          {done.refund_cents > 0 ? <p>{t(`partyDialog.refund_${done.refund_status}`, { amount: formatMoney(done.refund_cents) })}</p> : null}
          {done.hand_back_cents > 0 ? <p className={ui.alertInfo}>{t('partyDialog.handBack', { amount: formatMoney(done.hand_back_cents) })}</p> : null}
          <div className={ui.row}>
            <button type="button" className={ui.primary} onClick={close}>
              {ts('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit} noValidate>
          <p className={ui.muted}>{t('partyDialog.help', { people: t('form.people', { count: b.party.people_count }), total: formatMoney(b.prices.total_cents) })}</p>
          <PartyFields value={value} onChange={setValue} vipOffered />
          {more ? (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('partyDialog.more')}</legend>
              <label className={styles.option}>
                <input type="radio" name="desk-balance" checked={balance === 'on_site'} onChange={() => setBalance('on_site')} />
                <span>{t('partyDialog.onSite')}</span>
              </label>
              <label className={styles.option}>
                <input type="radio" name="desk-balance" checked={balance === 'payment_link'} disabled={!b.guest.email} onChange={() => setBalance('payment_link')} />
                <span>
                  {t('partyDialog.link')}
                  <span className={styles.sub}>{b.guest.email ? t('partyDialog.linkTo', { email: b.guest.email }) : t('partyDialog.noEmail')}</span>
                </span>
              </label>
            </fieldset>
          ) : null}
          {less && b.money.refundable_cents > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('partyDialog.less')}</legend>
              {(['policy', 'full', 'none'] as const).map((r) => (
                <label key={r} className={styles.option}>
                  <input type="radio" name="desk-refund" checked={refund === r} onChange={() => setRefund(r)} />
                  <span>{t(`partyDialog.refundChoice_${r}`)}</span>
                </label>
              ))}
              {b.money.paid_on_site_cents > 0 ? <p className={ui.muted}>{t('partyDialog.onSiteNote')}</p> : null}
            </fieldset>
          ) : null}
          <DeskError error={party.error} />
          <div className={ui.row}>
            <button type="submit" className={ui.primary} disabled={party.isPending || same}>
              {party.isPending ? t('form.working') : t('partyDialog.confirm')}
            </button>
            <button type="button" className={ui.ghost} onClick={close}>
              {ts('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
