/** The back office's side of the partner area: invitations, applications, status, dated terms, lists. */
export { invitePartner, type PartnerInviteInput } from './invite-partner.ts';
export { listPartnerInvites } from './list-partner-invites.ts';
export { revokePartnerInvite } from './revoke-partner-invite.ts';
export { resendPartnerInvite } from './resend-partner-invite.ts';
export { PARTNER_INVITE_DAYS, partnerInviteLink } from './partner-invites-repository.ts';
export { listPartners, type PartnerListFilter, type StaffPartnerRowView } from './list-partners.ts';
export { getPartnerDetail, type StaffPartnerDetailView } from './get-partner-detail.ts';
export { listPartnerOrders, type StaffPartnerOrderView } from './list-partner-orders.ts';
export { approvePartnerApplication, type ApprovalTerms } from './approve-partner-application.ts';
export { refusePartnerApplication } from './refuse-partner-application.ts';
export { staffAttention, type StaffAttentionView } from './staff-attention.ts';
export { suspendPartner } from './suspend-partner.ts';
export { reactivatePartner } from './reactivate-partner.ts';
export { PARTNER_REASON_MIN, PARTNER_REASON_MAX } from './partner-status-change.ts';
export { changePartnerContract } from './change-partner-contract.ts';
export {
  contractDraft,
  contractStates,
  percentToBps,
  bpsToPercent,
  CONTRACT_MAX_DAYS_AHEAD,
  type ContractInput,
  type ContractDraft,
  type ContractState,
} from './contract-terms.ts';
export { inviteStatus, type StaffPartnerContractView, type StaffPartnerInviteView, type StaffPartnerInviteStatus } from './staff-partner-views.ts';
