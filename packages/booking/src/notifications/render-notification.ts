import { defaultRefundPolicy, type RefundPolicy } from '@tenuta/contracts';
import type { Executor } from '../transaction.ts';
import { loadBookingDetails } from './booking-details.ts';
import { loadCheckoutSummary } from './checkout-summary.ts';
import type { OutgoingMail, RenderedMail } from './mail.ts';
import { toLocale } from './strings.ts';
import { bookingConfirmationEmail } from './templates/booking-confirmation.ts';
import { paymentRefundedAfterExpiryEmail, staffPaymentRefundedAfterExpiryEmail, type RefundAfterExpiryInput } from './templates/payment-refunded.ts';
import { staffNewBookingEmail } from './templates/staff-new-booking.ts';
import { newsletterConfirmEmail } from './templates/newsletter-confirm.ts';
import { newsletterConfirmInput } from './templates/newsletter-confirm-input.ts';
import { contactAcknowledgementEmail } from './templates/contact-acknowledgement.ts';
import { staffContactMessageEmail } from './templates/staff-contact-message.ts';
import { staffContactMessageInput } from './templates/staff-contact-message-input.ts';
import { staffReviewSubmittedEmail } from './templates/staff-review-submitted.ts';
import { findReviewById } from '../reviews/index.ts';
import { bookingReminderEmail } from './templates/booking-reminder.ts';
import { reviewRequestEmail } from './templates/review-request.ts';
import { bookingCancelledEmail } from './templates/booking-cancelled.ts';
import { loadCancellationInput } from './templates/booking-cancelled-input.ts';
import { staffBookingCancelledEmail } from './templates/staff-booking-cancelled.ts';
import { bookingDateChangedEmail } from './templates/booking-date-changed.ts';
import { loadDateChangedInput } from './templates/booking-date-changed-input.ts';
import { latePaymentRefundedEmail, staffLatePaymentRefundedEmail, type LatePaymentRefundInput } from './templates/late-payment-refunded.ts';

/** The kinds this module can write; rows of other kinds wait for their templates. */
export const renderableKinds = ['booking_confirmation', 'staff_new_booking', 'payment_refunded_after_expiry', 'staff_payment_refunded_after_expiry', 'booking_reminder', 'review_request', 'staff_review_submitted', 'newsletter_confirm', 'staff_contact_message', 'contact_acknowledgement', 'booking_cancelled', 'staff_booking_cancelled', 'booking_date_changed', 'late_payment_refunded', 'staff_late_payment_refunded'] as const;
export type RenderableKind = (typeof renderableKinds)[number];

export interface RenderContext {
  /** The site's public origin, no trailing slash. */
  publicUrl: string;
  /** The active cancellation policy; the default one unless configured. */
  refundPolicy?: RefundPolicy;
}

export interface NotificationToRender {
  id: number;
  kind: string;
  recipient: string;
  locale: string;
  payload: unknown;
}

/** The row can never be rendered (bad payload, unknown bookings): retrying will not help. */
export class NotificationDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationDataError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function bookingsPayload(payload: unknown): { bookingIds: number[]; manageTokens: Record<string, string>; checkoutSessionId: string | null } {
  if (!isRecord(payload) || !Array.isArray(payload.booking_ids) || payload.booking_ids.length === 0) throw new NotificationDataError('payload.booking_ids must be a non-empty array');
  const bookingIds = payload.booking_ids.map(Number);
  if (!bookingIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw new NotificationDataError('payload.booking_ids must hold booking ids');
  const tokens = isRecord(payload.manage_tokens) ? payload.manage_tokens : {};
  const manageTokens = Object.fromEntries(Object.entries(tokens).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return { bookingIds: [...new Set(bookingIds)], manageTokens, checkoutSessionId: optionalString(payload.checkout_session_id) };
}

async function refundInput(db: Executor, payload: unknown, locale: RefundAfterExpiryInput['locale'], ctx: RenderContext): Promise<RefundAfterExpiryInput> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.amount_cents) || (payload.amount_cents as number) < 0) throw new NotificationDataError('payload.amount_cents must be a whole number of cents');
  const checkoutSessionId = optionalString(payload.checkout_session_id);
  const checkout = await loadCheckoutSummary(db, checkoutSessionId);
  return {
    locale,
    amountCents: payload.amount_cents as number,
    checkoutSessionId,
    reason: optionalString(payload.reason),
    customerName: optionalString(payload.customer_name) ?? checkout?.customerName ?? null,
    customerEmail: optionalString(payload.customer_email) ?? checkout?.customerEmail ?? null,
    items: checkout?.items ?? [],
    bookAgainUrl: `${ctx.publicUrl}/truffle-hunting`,
  };
}

async function latePaymentInput(db: Executor, payload: unknown, locale: LatePaymentRefundInput['locale'], ctx: RenderContext): Promise<LatePaymentRefundInput> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.amount_cents) || (payload.amount_cents as number) <= 0) throw new NotificationDataError('payload.amount_cents must be a positive whole number of cents');
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
    bookAgainUrl: `${ctx.publicUrl}/${booking.category === 'WINE' ? 'wine-tasting' : 'truffle-hunting'}`,
  };
}

const manageUrl = (ctx: RenderContext, bookingId: number, token: string | undefined): string | null =>
  token ? `${ctx.publicUrl}/manage/${bookingId}?token=${encodeURIComponent(token)}` : null;

async function renderContent(db: Executor, n: NotificationToRender, ctx: RenderContext): Promise<RenderedMail> {
  const locale = toLocale(n.locale);
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
        bookings: live.map((b) => ({ ...b, manageUrl: manageUrl(ctx, b.id, p.manageTokens[String(b.id)]) })),
        policy: ctx.refundPolicy ?? defaultRefundPolicy,
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
        return bookingReminderEmail({ locale, booking: { ...b, manageUrl: manageUrl(ctx, b.id, token) } });
      }
      if (!['confirmed', 'paid', 'checked_in'].includes(b.status)) throw new NotificationDataError(`booking ${b.bookingNumber} is ${b.status}: no review request`);
      if (!token) throw new NotificationDataError('payload.manage_tokens has no review token');
      const reviewUrl = `${ctx.publicUrl}/reviews/new?booking=${b.id}&token=${encodeURIComponent(token)}`;
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
    case 'late_payment_refunded':
      return latePaymentRefundedEmail(await latePaymentInput(db, n.payload, locale, ctx));
    case 'staff_late_payment_refunded':
      return staffLatePaymentRefundedEmail(await latePaymentInput(db, n.payload, locale, ctx));
    default:
      throw new NotificationDataError(`no template for kind ${n.kind}`);
  }
}

/** Reads what the notification needs and writes it: subject, text, HTML, attachments, recipient. */
export async function renderNotification(db: Executor, n: NotificationToRender, ctx: RenderContext): Promise<OutgoingMail> {
  const content = await renderContent(db, n, ctx);
  if (!/^[^\s@]+@[^\s@]+$/.test(n.recipient)) throw new NotificationDataError(`no usable recipient (${JSON.stringify(n.recipient)})`);
  return { ...content, to: n.recipient };
}
