import type { PartnerStatusName, StaffPartnerInviteStatus } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/** A partner's status; an inactive application is "waiting for approval", or refused. */
export function PartnerStatusBadge({ status, source, refused = false }: { status: PartnerStatusName; source: 'invite' | 'application'; refused?: boolean }) {
  const { t } = useStaffT('staffPartners');
  if (status === 'inactive' && source === 'application') {
    return refused ? <span className={ui.badge}>{t('status.refused')}</span> : <span className={ui.badgeWarn}>{t('status.application')}</span>;
  }
  const cls = status === 'active' ? ui.badgeGood : status === 'suspended' ? ui.badgeBad : ui.badge;
  return <span className={cls}>{t(`status.${status}`)}</span>;
}

const inviteClass: Record<StaffPartnerInviteStatus, string | undefined> = { pending: ui.badgeWarn, used: ui.badgeGood, expired: ui.badge, revoked: ui.badge };

export function InviteStatusBadge({ status }: { status: StaffPartnerInviteStatus }) {
  const { t } = useStaffT('staffPartners');
  return <span className={inviteClass[status]}>{t(`invites.statuses.${status}`)}</span>;
}
