import type { NotificationKind } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import type { Seller } from '@tenuta/billing';
import { invoiceEmailInput } from './invoice-email-input.ts';
import { partnerInvoiceIssuedEmail } from './partner-invoice-issued.ts';
import { guestInvoiceIssuedEmail } from './guest-invoice-issued.ts';
import type { RenderedMail } from '../../mail.ts';
import type { Locale } from '../../strings.ts';
import { partnerInviteEmail, partnerInviteInput } from './partner-invite.ts';
import { partnerStatusChangedEmail, partnerStatusChangedInput } from './partner-status-changed.ts';
import { partnerUserInviteEmail, partnerUserInviteInput } from './partner-user-invite.ts';
import { partnerPasswordResetEmail, partnerPasswordResetInput } from './partner-password-reset.ts';
import { partnerPasswordChangedEmail, partnerPasswordChangedInput } from './partner-password-changed.ts';
import { partnerApplicationConfirmEmail, partnerApplicationConfirmInput } from './partner-application-confirm.ts';
import { partnerApplicationReceivedEmail, partnerApplicationReceivedInput } from './partner-application-received.ts';
import { staffPartnerApplicationEmail, staffPartnerApplicationInput } from './staff-partner-application.ts';
import { partnerOrderConfirmationEmail, partnerOrderConfirmationInput } from './partner-order-confirmation.ts';
import { partnerCodeRequestDecidedEmail, partnerCodeRequestDecidedInput } from './partner-code-request-decided.ts';
import { staffPartnerCodeRequestEmail, staffPartnerCodeRequestInput } from './staff-partner-code-request.ts';
import { partnerIbanChangedEmail, partnerIbanChangedInput } from './partner-iban-changed.ts';
import { partnerPayoutRemittanceEmail, partnerPayoutRemittanceInput } from './partner-payout-remittance.ts';
import { partnerTaxStatusDecidedEmail, partnerTaxStatusDecidedInput } from './partner-tax-status-decided.ts';

/**
 * The partner area's e-mails (invitations, password reset and change, applications, orders,
 * status changes). Each kind has its template file in this folder and one case below; the
 * payload is what the use case that queued it wrote.
 */
export const partnerNotificationKinds = [
  'partner_invite',
  'partner_user_invite',
  'partner_password_reset',
  'partner_password_changed',
  'partner_application_confirm',
  'partner_application_received',
  'staff_partner_application',
  'partner_status_changed',
  'partner_order_confirmation',
  'partner_payout_remittance',
  'partner_iban_changed',
  'partner_tax_status_decided',
  'partner_code_request_decided',
  'staff_partner_code_request',
  'partner_invoice_issued',
  'guest_invoice_issued',
] as const satisfies readonly NotificationKind[];
export type PartnerNotificationKind = (typeof partnerNotificationKinds)[number];

export const isPartnerNotificationKind = (kind: string): kind is PartnerNotificationKind => (partnerNotificationKinds as readonly string[]).includes(kind);

export interface PartnerNotification {
  kind: PartnerNotificationKind;
  recipient: string;
  locale: Locale;
  payload: unknown;
  publicUrl: string;
  /** The estate as the seller on its invoices (invoice e-mails attach the PDF and the XML) and the payer that withholds on a remittance. */
  seller?: Seller;
}

/** Renders one partner e-mail; throws NotificationDataError (from the caller's module) through `fail` for unusable payloads. */
export async function renderPartnerNotification(db: Executor, n: PartnerNotification, fail: (message: string) => never): Promise<RenderedMail> {
  switch (n.kind) {
    case 'partner_invite':
      return partnerInviteEmail(partnerInviteInput(n.payload, n.locale, fail));
    case 'partner_status_changed':
      return partnerStatusChangedEmail(partnerStatusChangedInput(n.payload, n.locale, fail));
    case 'partner_user_invite':
      return partnerUserInviteEmail(partnerUserInviteInput(n.payload, n.locale, n.recipient, fail));
    case 'partner_password_reset':
      return partnerPasswordResetEmail(partnerPasswordResetInput(n.payload, n.locale, n.recipient, fail));
    case 'partner_password_changed':
      return partnerPasswordChangedEmail(partnerPasswordChangedInput(n.payload, n.locale, n.recipient, n.publicUrl, fail));
    case 'partner_application_confirm':
      return partnerApplicationConfirmEmail(partnerApplicationConfirmInput(n.payload, n.locale, n.recipient, fail));
    case 'partner_application_received':
      return partnerApplicationReceivedEmail(partnerApplicationReceivedInput(n.payload, n.locale, n.recipient, n.publicUrl, fail));
    case 'staff_partner_application':
      return staffPartnerApplicationEmail(staffPartnerApplicationInput(n.payload, n.locale, n.publicUrl, fail));
    case 'partner_order_confirmation':
      return partnerOrderConfirmationEmail(await partnerOrderConfirmationInput(db, n.payload, n.locale, n.publicUrl, fail));
    case 'partner_iban_changed':
      return partnerIbanChangedEmail(partnerIbanChangedInput(n.payload, n.locale, n.publicUrl, fail));
    case 'partner_tax_status_decided':
      return partnerTaxStatusDecidedEmail(partnerTaxStatusDecidedInput(n.payload, n.locale, n.publicUrl, fail));
    case 'partner_payout_remittance':
      return partnerPayoutRemittanceEmail(await partnerPayoutRemittanceInput(db, n.payload, n.locale, n.publicUrl, n.seller, fail));
    case 'partner_code_request_decided':
      return partnerCodeRequestDecidedEmail(partnerCodeRequestDecidedInput(n.payload, n.locale, fail));
    case 'partner_invoice_issued':
      return partnerInvoiceIssuedEmail(await invoiceEmailInput(db, n.payload, n.locale, n.publicUrl, n.seller, true, fail));
    case 'guest_invoice_issued':
      return guestInvoiceIssuedEmail(await invoiceEmailInput(db, n.payload, n.locale, n.publicUrl, n.seller, false, fail));
    case 'staff_partner_code_request':
      return staffPartnerCodeRequestEmail(staffPartnerCodeRequestInput(n.payload, n.locale, fail));
    default: {
      const unknownKind: never = n.kind;
      return fail(`no template for kind ${String(unknownKind)}`);
    }
  }
}
