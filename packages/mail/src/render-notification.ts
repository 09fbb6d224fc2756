import { notificationKinds } from '@tenuta/db';
import { and, eq } from 'drizzle-orm';
import { defaultRefundPolicy } from '@tenuta/contracts';
import { payments } from '@tenuta/db';
import { bookAgainUrl, checkInQr, findReviewById, guestPageUrl, loadBookingDetails, loadCheckoutSummary, manageBookingUrl, type NotificationToRender } from '@tenuta/booking';
import type { Executor } from '@tenuta/core';
import type { OutgoingMail, RenderedMail } from './mail.ts';
import { NotificationDataError, type RenderContext } from './render-context.ts';

export { NotificationDataError, type RenderContext } from './render-context.ts';
import { toLocale, type Locale } from './strings.ts';
import { bookingConfirmationEmail } from './templates/booking-confirmation.ts';
import { paymentRefundedAfterExpiryEmail, staffPaymentRefundedAfterExpiryEmail, type RefundAfterExpiryInput } from './templates/payment-refunded.ts';
import { staffNewBookingEmail } from './templates/staff-new-booking.ts';
import { newsletterConfirmEmail } from './templates/newsletter-confirm.ts';
import { newsletterConfirmInput } from './templates/newsletter-confirm-input.ts';
import { contactAcknowledgementEmail } from './templates/contact-acknowledgement.ts';
import { staffContactMessageEmail } from './templates/staff-contact-message.ts';
import { staffContactMessageInput } from './templates/staff-contact-message-input.ts';
import { staffReviewSubmittedEmail } from './templates/staff-review-submitted.ts';
import { bookingReminderEmail } from './templates/booking-reminder.ts';
import { reviewRequestEmail } from './templates/review-request.ts';
import { bookingCancelledEmail } from './templates/booking-cancelled.ts';
import { loadCancellationInput } from './templates/booking-cancelled-input.ts';
import { staffBookingCancelledEmail } from './templates/staff-booking-cancelled.ts';
import { bookingDateChangedEmail } from './templates/booking-date-changed.ts';
import { loadDateChangedInput } from './templates/booking-date-changed-input.ts';
import { bookingPaymentLinkEmail, loadPaymentLinkInput } from './templates/booking-payment-link.ts';
import { staffInviteEmail } from './templates/staff-invite.ts';
import { staffTotpResetEmail, staffTotpResetInput } from './templates/staff-totp-reset.ts';
import { staffPasswordResetEmail, staffPasswordResetInput } from './templates/staff-password-reset.ts';
import { contactReplyEmail, contactReplyInput } from './templates/contact-reply.ts';
import { slotCancelledEmail } from './templates/slot-cancelled.ts';
import { loadSlotCancelledInput } from './templates/slot-cancelled-input.ts';
import { isPartnerNotificationKind, renderPartnerNotification } from './templates/partner/index.ts';
import { isGiftVoucherNotificationKind, renderGiftVoucherNotification } from './templates/gift-voucher-notifications.ts';
import { latePaymentRefundedEmail, staffLatePaymentRefundedEmail, type LatePaymentRefundInput } from './templates/late-payment-refunded.ts';

/**
 * Every kind the schema allows (`notificationKinds`, the one list) has its template: the switch
 * below and the partner templates' switch are exhaustive, so a kind added to the schema without a
 * template does not compile.
 */
export const renderableKinds = notificationKinds;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function bookingsPayload(payload: unknown): { bookingIds: number[]; manageTokens: Record<string, string>; checkoutSessionId: string | null } {
  if (!isRecord(payload) || !Array.isArray(payload.booking_ids) || payload.booking_ids.length === 0)
    throw new NotificationDataError('payload.booking_ids must be a non-empty array');
  const bookingIds = payload.booking_ids.map(Number);
  if (!bookingIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw new NotificationDataError('payload.booking_ids must hold booking ids');
  const tokens = isRecord(payload.manage_tokens) ? payload.manage_tokens : {};
  const manageTokens = Object.fromEntries(Object.entries(tokens).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return { bookingIds: [...new Set(bookingIds)], manageTokens, checkoutSessionId: optionalString(payload.checkout_session_id) };
}

async function refundInput(db: Executor, payload: unknown, locale: RefundAfterExpiryInput['locale'], ctx: RenderContext): Promise<RefundAfterExpiryInput> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.amount_cents) || (payload.amount_cents as number) < 0)
    throw new NotificationDataError('payload.amount_cents must be a whole number of cents');
  const checkoutSessionId = optionalString(payload.checkout_session_id);
  const checkout = await loadCheckoutSummary(db, checkoutSessionId);
  return {
    locale,
    amountCents: payload.amount_cents as number,
    checkoutSessionId,
    reason: optionalString(payload.reason),
    cause: payload.cause === 'coupon' ? 'coupon' : 'seats',
    // Rows queued before refund_status existed were sent after a succeeded refund.
    refundStatus: payload.refund_status === 'pending' || payload.refund_status === 'failed' ? payload.refund_status : 'succeeded',
    customerName: optionalString(payload.customer_name) ?? checkout?.customerName ?? null,
    customerEmail: optionalString(payload.customer_email) ?? checkout?.customerEmail ?? null,
    items: checkout?.items ?? [],
    bookAgainUrl: bookAgainUrl(ctx.publicUrl, 'TRUFFLE', locale),
  };
}

/**
 * The late payment's refund as the ledger records it now (the e-mail is written in the same
 * transaction as the pending refund row, before the provider is asked): succeeded only when
 * every row is; refused or canceled is failed; anything else (no answer yet) pending.
 */
async function lateRefundStatus(db: Executor, bookingId: number, paymentIntentId: string): Promise<'succeeded' | 'pending' | 'failed'> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.bookingId, bookingId), eq(payments.providerPaymentId, paymentIntentId)));
  if (rows.some((r) => r.status === 'failed' || r.status === 'canceled')) return 'failed';
  return rows.length > 0 && rows.every((r) => r.status === 'succeeded') ? 'succeeded' : 'pending';
}

async function latePaymentInput(db: Executor, payload: unknown, locale: LatePaymentRefundInput['locale'], ctx: RenderContext): Promise<LatePaymentRefundInput> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.amount_cents) || (payload.amount_cents as number) <= 0)
    throw new NotificationDataError('payload.amount_cents must be a positive whole number of cents');
  const paymentIntentId = optionalString(payload.payment_intent_id);
  if (!paymentIntentId) throw new NotificationDataError('payload.payment_intent_id is missing');
  const { bookingIds } = bookingsPayload(payload);
  const [booking] = await loadBookingDetails(db, bookingIds.slice(0, 1));
  if (!booking) throw new NotificationDataError(`booking not found: ${bookingIds[0]}`);
  return {
    locale,
    booking,
    amountCents: payload.amount_cents as number,
    cause: payload.cause === 'unpaid' ? 'unpaid' : 'cancelled',
    paymentIntentId,
    bookAgainUrl: bookAgainUrl(ctx.publicUrl, booking.category, locale),
    refundStatus: await lateRefundStatus(db, booking.id, paymentIntentId),
  };
}

const manageUrl = (ctx: RenderContext, bookingId: number, token: string | undefined, locale: Locale): string | null =>
  token ? manageBookingUrl(ctx.publicUrl, bookingId, token, locale) : null;

async function renderContent(db: Executor, n: NotificationToRender, ctx: RenderContext): Promise<RenderedMail> {
  const locale = toLocale(n.locale);
  if (isPartnerNotificationKind(n.kind)) {
    return renderPartnerNotification(
      db,
      { kind: n.kind, recipient: n.recipient, locale, payload: n.payload, publicUrl: ctx.publicUrl, ...(ctx.seller ? { seller: ctx.seller } : {}) },
      (message) => {
        throw new NotificationDataError(message);
      },
    );
  }
  if (isGiftVoucherNotificationKind(n.kind)) {
    return renderGiftVoucherNotification(db, { kind: n.kind, locale, payload: n.payload, publicUrl: ctx.publicUrl }, (message) => {
      throw new NotificationDataError(message);
    });
  }
  switch (n.kind) {
    case 'booking_confirmation':
    case 'staff_new_booking': {
      const p = bookingsPayload(n.payload);
      const found = await loadBookingDetails(db, p.bookingIds);
      const missing = p.bookingIds.filter((id) => !found.some((b) => b.id === id));
      if (missing.length > 0) throw new NotificationDataError(`bookings not found: ${missing.join(', ')}`);
      if (n.kind === 'staff_new_booking') return staffNewBookingEmail({ locale, bookings: found, checkoutSessionId: p.checkoutSessionId });
      // A booking cancelled before its confirmation left is not confirmed to the guest.
      const live = found.filter((b) => b.status !== 'cancelled' && b.status !== 'refunded');
      if (live.length === 0) throw new NotificationDataError('every booking was cancelled before the confirmation was sent');
      return bookingConfirmationEmail({
        locale,
        guestName: live[0]?.customerName ?? null,
        // Each booking's signed check-in token as a QR code (check-in/check-in-qr.ts).
        bookings: await Promise.all(
          live.map(async (b) => ({ ...b, manageUrl: manageUrl(ctx, b.id, p.manageTokens[String(b.id)], locale), checkInQr: (await checkInQr(db, b.bookingNumber)).image })),
        ),
        policy: ctx.refundPolicy ?? defaultRefundPolicy,
        // A reseller's order booked for this guest (queued by the partner order's checkout).
        agency: isRecord(n.payload) && n.payload.partner_order === true ? { name: optionalString(n.payload.partner_name) } : null,
      });
    }
    case 'payment_refunded_after_expiry':
      return paymentRefundedAfterExpiryEmail(await refundInput(db, n.payload, locale, ctx));
    case 'staff_payment_refunded_after_expiry':
      return staffPaymentRefundedAfterExpiryEmail(await refundInput(db, n.payload, locale, ctx));
    case 'booking_reminder':
    case 'review_request': {
      // One booking each; sent only while it is still live (a cancelled one gets neither).
      const p = bookingsPayload(n.payload);
      const [b] = await loadBookingDetails(db, p.bookingIds.slice(0, 1));
      if (!b) throw new NotificationDataError(`booking not found: ${p.bookingIds[0]}`);
      const token = p.manageTokens[String(b.id)];
      if (n.kind === 'booking_reminder') {
        if (b.status !== 'confirmed' && b.status !== 'paid') throw new NotificationDataError(`booking ${b.bookingNumber} is ${b.status}: no reminder`);
        return bookingReminderEmail({ locale, booking: { ...b, manageUrl: manageUrl(ctx, b.id, token, locale) } });
      }
      if (!['confirmed', 'paid', 'checked_in'].includes(b.status)) throw new NotificationDataError(`booking ${b.bookingNumber} is ${b.status}: no review request`);
      if (!token) throw new NotificationDataError('payload.manage_tokens has no review token');
      const reviewUrl = guestPageUrl(ctx.publicUrl, '/reviews/new', locale, { booking: b.id, token });
      return reviewRequestEmail({ locale, guestName: b.customerName, experience: b.title[locale], startsAt: b.startsAt, reviewUrl });
    }
    case 'staff_review_submitted': {
      if (!isRecord(n.payload) || !Number.isSafeInteger(n.payload.review_id)) throw new NotificationDataError('payload.review_id must be a review id');
      const token = optionalString(n.payload.moderation_token);
      if (!token) throw new NotificationDataError('payload.moderation_token is missing');
      const r = await findReviewById(db, n.payload.review_id as number);
      if (!r) throw new NotificationDataError(`review not found: ${String(n.payload.review_id)}`);
      const link = (action: string) => `${ctx.publicUrl}/reviews/moderate?token=${encodeURIComponent(token)}&action=${action}`;
      return staffReviewSubmittedEmail({
        locale,
        review: { ...r, experienceTitle: { it: r.titleIt, en: r.titleEn } },
        approveUrl: link('approve'),
        rejectUrl: link('reject'),
      });
    }
    case 'newsletter_confirm': {
      const input = await newsletterConfirmInput(db, n.payload, locale, ctx.publicUrl);
      if (typeof input === 'string') throw new NotificationDataError(input);
      return newsletterConfirmEmail(input);
    }
    case 'staff_contact_message': {
      const input = await staffContactMessageInput(db, n.payload, locale);
      if (typeof input === 'string') throw new NotificationDataError(input);
      return staffContactMessageEmail(input);
    }
    case 'contact_acknowledgement': {
      const input = await staffContactMessageInput(db, n.payload, locale);
      if (typeof input === 'string') throw new NotificationDataError(input);
      return contactAcknowledgementEmail(input);
    }
    case 'booking_cancelled':
      return bookingCancelledEmail(await loadCancellationInput(db, n.payload, locale, ctx));
    case 'staff_booking_cancelled':
      return staffBookingCancelledEmail(await loadCancellationInput(db, n.payload, locale, ctx));
    case 'booking_date_changed':
      return bookingDateChangedEmail(await loadDateChangedInput(db, n.payload, locale, ctx));
    case 'booking_payment_link':
      return bookingPaymentLinkEmail(
        await loadPaymentLinkInput(db, n.payload, locale, (message) => {
          throw new NotificationDataError(message);
        }),
      );
    case 'late_payment_refunded':
      return latePaymentRefundedEmail(await latePaymentInput(db, n.payload, locale, ctx));
    case 'staff_late_payment_refunded':
      return staffLatePaymentRefundedEmail(await latePaymentInput(db, n.payload, locale, ctx));
    case 'slot_cancelled':
      return slotCancelledEmail(await loadSlotCancelledInput(db, n.payload, locale, ctx));
    case 'staff_invite': {
      const p = isRecord(n.payload) ? n.payload : {};
      const role = p.role;
      const url = optionalString(p.url);
      const expiresAt = typeof p.expires_at === 'string' ? new Date(p.expires_at) : null;
      if (!url || !expiresAt || Number.isNaN(expiresAt.getTime())) throw new NotificationDataError('payload.url and payload.expires_at are required');
      if (role !== 'owner' && role !== 'manager' && role !== 'front_desk' && role !== 'accountant') throw new NotificationDataError('payload.role is not a staff role');
      return staffInviteEmail({ locale, name: optionalString(p.name) ?? n.recipient, role, invitedBy: optionalString(p.invited_by) ?? 'Tenuta', url, expiresAt });
    }
    case 'staff_password_reset':
      return staffPasswordResetEmail(
        staffPasswordResetInput(n.payload, locale, n.recipient, (message) => {
          throw new NotificationDataError(message);
        }),
      );
    case 'staff_totp_reset':
      return staffTotpResetEmail(
        staffTotpResetInput(n.payload, locale, n.recipient, ctx.publicUrl, (message) => {
          throw new NotificationDataError(message);
        }),
      );
    case 'contact_reply': {
      // Always in the language the guest wrote in (the row's locale is that too).
      const input = await contactReplyInput(db, n.payload);
      if (typeof input === 'string') throw new NotificationDataError(input);
      return contactReplyEmail(input);
    }
    default: {
      const unknownKind: never = n.kind;
      throw new NotificationDataError(`no template for kind ${String(unknownKind)}`);
    }
  }
}

/** Reads what the notification needs and writes it: subject, text, HTML, attachments, recipient. */
export async function renderNotification(db: Executor, n: NotificationToRender, ctx: RenderContext): Promise<OutgoingMail> {
  const content = await renderContent(db, n, ctx);
  if (!/^[^\s@]+@[^\s@]+$/.test(n.recipient)) throw new NotificationDataError(`no usable recipient (${JSON.stringify(n.recipient)})`);
  return { ...content, to: n.recipient };
}
