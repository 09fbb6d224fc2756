// The partner money area (referral attribution, commission ledger, payouts, invoices): each
// helper's files export through this door; append lines, never rewrite.
export { ledgerStatus, ledgerStatusSql, ledgerTotals, payableEntries, ledgerStatuses, type LedgerStatus, type LedgerFacts, type PayoutStatus } from './ledger-status.ts';
// Payouts (monthly run, tax profile and IBAN, staff transitions, SEPA file, remittance PDF).
export { DEFAULT_WITHHOLDING_BPS, MAX_WITHHOLDING_BPS, withholdingApplies, withholdingCents, payoutAmounts, type TaxProfile, type PayoutAmounts } from './withholding.ts';
export {
  SEPA_PAIN_FORMAT,
  buildSepaCreditTransfer,
  normalizeIban,
  normalizeBic,
  sepaText,
  sepaAmount,
  SepaExportError,
  type SepaDebtor,
  type SepaPayment,
  type SepaFileInput,
} from './sepa-export.ts';
export { renderRemittancePdf, formatRate, numericDate, type RemittanceInput, type RemittancePayer, type RemittanceRow } from './remittance-pdf.ts';
export {
  IBAN_HOLD_HOURS,
  ibanHoldUntil,
  maskedIban,
  readPayoutProfile,
  getPayoutProfile,
  updatePayoutProfile,
  staffPayoutProfile,
  partnerRecipients,
  type PayoutProfileView,
  type PayoutProfileInput,
  type PayoutProfileDeps,
  type PayoutProfileCaller,
} from './payout-profile.ts';
export {
  DEFAULT_PAYOUT_THRESHOLD_CENTS,
  payoutPeriod,
  payoutHold,
  gatherPartnerPayout,
  runMonthlyPayouts,
  type PayoutHold,
  type PayoutHoldReason,
  type GatherOutcome,
  type PayoutRunResult,
} from './payout-run.ts';
export {
  approvePayout,
  cancelPayout,
  markPayoutPaid,
  exportApprovedPayouts,
  sepaFileAgain,
  sepaMessageId,
  type SepaFile,
  type PayoutTransitionDeps,
} from './payout-transitions.ts';
export { findPayouts, payoutRows, loadRemittanceInput, type PayoutRecord, type PayoutFilter, type StaffRef } from './payout-queries.ts';
export { payoutsWaiting, listStaffPayouts, getStaffPayout, withholdingTotals, exportPayoutsCsv, type PayoutWaiting, type WithholdingMonth } from './payout-reports.ts';
export { payoutsCsv, PAYOUT_CSV_COLUMNS } from './payouts-csv.ts';
export { listPartnerPayouts, getPartnerRemittance, getStaffRemittance, remittanceFilename, type PartnerPayouts } from './partner-payouts.ts';
export {
  divRoundHalfUp,
  commissionBase,
  commissionAmount,
  reversedTotal,
  reversesFully,
  chooseAttribution,
  isSelfReferral,
  refCodeStem,
  normalizePhone,
  normalizeTaxId,
  DEFAULT_VAT_BPS,
  type AttributionChoice,
} from './commission-rules.ts';
export { REFERRAL_COOKIE, REFERRAL_SECRET, referralKey, signReferralClaim, verifyReferralClaim, cookieValue, type ReferralClaim } from './referral-token.ts';
export { recordReferralClick, CLICK_REPEAT_MINUTES, DEFAULT_ATTRIBUTION_DAYS, type ReferralVisit, type ReferralCookie } from './record-referral-click.ts';
export { sweepReferralClickMarks, type ClickVisitor } from './referral-click-marks.ts';
export { attributeCart } from './attribute-cart.ts';
export { snapshotAttribution, type AttributionCheckout } from './snapshot-attribution.ts';
export { recordCommission, reverseCommission, settleCommissionAfterRefund, REFUND_FAILED_REASON, SELF_REFERRAL_FLAG, type CheckoutIdentity } from './commission-ledger.ts';
export { approveCommissions, COMMISSION_HOLD_DAYS } from './approve-commissions.ts';
export { findCommissionRows, type CommissionRowRecord } from './commission-queries.ts';
export {
  listPartnerCommissions,
  referrerDashboardNumbers,
  requireReferrer,
  toPartnerCommissionRow,
  type PartnerCommissionsFilter,
  type ReferrerCaller,
} from './list-partner-commissions.ts';
export { listCommissionsForReview, reviewCommission, toStaffCommissionRow, type CommissionReviewDeps, type StaffCommissionsFilter } from './review-commission.ts';
export { listReferralLinks, createReferralLink, referralLinkQrSvg, ensureRefCode, referralLinkUrl, REFERRAL_TARGET_PATHS, type ReferralLinkDeps } from './referral-links.ts';
export { listPartnerCodeRequests, requestPartnerCode, MAX_PENDING_CODE_REQUESTS, type CodeRequestDeps } from './code-requests.ts';
export { listCodeRequestsForStaff, decideCodeRequest, type CodeDecisionDeps } from './decide-code-request.ts';
// Tax status: the partner's requests, staff's confirmation or refusal; two people for money leaving.
export { requestTaxStatusChange, listTaxRequests, latestTaxRequest, findTaxRequest, companyVatNumber, type TaxRequestView, type PersonType } from './tax-status.ts';
export { applyTaxStatus, taxVatNumber, type TaxStatusValues } from './apply-tax-status.ts';
export { setPayoutTaxProfile, decideTaxRequest, type TaxProfileInput, type TaxDecisionDeps } from './decide-tax-request.ts';
export { secondPersonConflict, approvedBySecondPersonSql, type PayoutPeople, type SecondPersonConflict } from './two-person-rule.ts';
