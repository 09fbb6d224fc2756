import type { PartnerOrder } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { partnerLocale, usePartnerT } from '../../i18n/index.ts';

/** Small pieces every order view shows the same way. */
export const experienceName = (order: Pick<PartnerOrder, 'experience_name'>): string =>
  partnerLocale() === 'en' ? order.experience_name.en || order.experience_name.it : order.experience_name.it || order.experience_name.en;

const tone: Record<PartnerOrder['status'], string> = {
  pending: ui.badgeWarn!,
  confirmed: ui.badgeGood!,
  paid: ui.badgeGood!,
  checked_in: ui.badgeWine!,
  no_show: ui.badgeBad!,
  cancelled: ui.badgeBad!,
  refunded: ui.badge!,
};

export function OrderStatus({ status }: { status: PartnerOrder['status'] }) {
  const { t } = usePartnerT('partnerOrders');
  return <span className={tone[status]}>{t(`status.${status}`)}</span>;
}

/** "2 adults, 1 child" */
export function usePeople() {
  const { t } = usePartnerT('partnerOrders');
  return (order: Pick<PartnerOrder, 'adults' | 'children'>) =>
    order.children > 0 ? `${t('people.adults', { count: order.adults })}, ${t('people.children', { count: order.children })}` : t('people.adults', { count: order.adults });
}
