import type { StaffBookingDetail } from '@tenuta/contracts';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './bookings.module.css';

/** Whether the agency pays the booking (on account or by card): nothing of it is the guest's to pay. */
export const agencyPays = (b: Pick<StaffBookingDetail, 'channel'>): boolean => b.channel.payer === 'agency_on_account' || b.channel.payer === 'agency_card';

/**
 * The money rows of a booking the agency pays, under its retail total: the agency's net price
 * and how the agency pays it (on account and invoiced, or by card), instead of a "paid by card"
 * line of the guest's.
 */
export function AgencyMoneyRows({ booking: b }: { booking: StaffBookingDetail }) {
  const { t } = useStaffT('staffChannel');
  if (!agencyPays(b)) return null;
  const cardPaid = b.money.paid_cents - b.money.paid_on_site_cents;
  const net = b.channel.net_cents;
  return (
    <>
      {net !== null ? (
        <tr className={styles.gap}>
          <th scope="row">{t('money.net')}</th>
          <td>{formatMoney(net)}</td>
        </tr>
      ) : null}
      <tr className={net !== null ? undefined : styles.gap}>
        <th scope="row">{b.channel.payer === 'agency_card' ? t('money.agencyCard') : t('money.agencyOnAccount')}</th>
        <td>{formatMoney(b.channel.payer === 'agency_card' ? cardPaid : (net ?? 0))}</td>
      </tr>
    </>
  );
}

/** The last row of an on-account booking: nothing to collect from the guest (never "net received 0.00"). */
export function NothingFromGuestRow() {
  const { t } = useStaffT('staffChannel');
  return (
    <tr className={styles.total}>
      <th scope="row">{t('money.nothingFromGuest')}</th>
      <td>{t('money.nothing')}</td>
    </tr>
  );
}

/** The payments list's empty message for a booking the agency pays (not "tastings are paid at the cellar"). */
export function useAgencyPaymentsEmpty(b: Pick<StaffBookingDetail, 'channel'>): string | undefined {
  const { t } = useStaffT('staffChannel');
  const payer = b.channel.payer;
  return payer === 'agency_on_account' || payer === 'agency_card' ? t(`paymentsEmpty.${payer}`) : undefined;
}

/** A history event's name when the agency pays ("Confirmed (paid by the agency, on account)"), else null. */
export function useAgencyEventLabel(payer: StaffBookingDetail['channel']['payer'] | undefined): (type: string) => string | null {
  const { t } = useStaffT('staffChannel');
  return (type) => {
    if (payer === 'agency_on_account' && type === 'confirmed') return t('history.confirmed_agency_on_account');
    if (payer === 'agency_card' && type === 'confirmed') return t('history.confirmed_agency_card');
    if (payer === 'agency_card' && type === 'paid') return t('history.paid_agency_card');
    return null;
  };
}
