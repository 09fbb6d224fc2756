import type { OctoBooking, OctoBookingStatus, OctoContact, OctoTicket } from '@tenuta/contracts';
import type { OctoContactRecord } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { issueCheckInToken } from '../check-in/check-in-key.ts';
import type { OctoBookingRecord } from './octo-booking-repository.ts';
import { netOf, octoPrice, partnerRates, type PartnerRates } from './octo-pricing.ts';
import { DELIVERY } from './octo-products.ts';
import { romeLocalDateTime, utcInstant, utcOrNull } from './octo-time.ts';
import { OCTO_OPTION_ID, type OctoView } from './octo-view.ts';

/**
 * An OCTO booking as the API answers it. Its status follows the engine: a reservation whose hold
 * ran out reads EXPIRED; the booking it became decides the rest (cancelled by anyone: CANCELLED,
 * checked in: REDEEMED). supplierReference is the site's booking number, the one the guest's
 * e-mail, voucher and QR code carry; the voucher (PDF and QR code) exists once confirmed.
 */
export function octoStatusOf(rec: OctoBookingRecord, now: Date): OctoBookingStatus {
  const { row, booking } = rec;
  if (row.status === 'CANCELLED') return 'CANCELLED';
  if (row.status === 'EXPIRED') return 'EXPIRED';
  if (row.status === 'ON_HOLD') return rec.holdExpiresAt && rec.holdExpiresAt.getTime() > now.getTime() ? 'ON_HOLD' : 'EXPIRED';
  if (!booking) return 'CONFIRMED';
  if (booking.status === 'cancelled' || booking.status === 'refunded') return 'CANCELLED';
  if (booking.status === 'checked_in') return 'REDEEMED';
  return 'CONFIRMED';
}

export function octoContactOf(c: OctoContactRecord | null | undefined, fallbackLocale?: string): OctoContact {
  return {
    fullName: c?.fullName ?? ([c?.firstName, c?.lastName].filter(Boolean).join(' ') || null),
    firstName: c?.firstName ?? null,
    lastName: c?.lastName ?? null,
    emailAddress: c?.emailAddress ?? null,
    phoneNumber: c?.phoneNumber ?? null,
    locales: c?.locales ?? (fallbackLocale ? [fallbackLocale] : []),
    postalCode: c?.postalCode ?? null,
    country: c?.country ?? null,
    notes: c?.notes ?? null,
  };
}

const EMPTY_CONTACT = octoContactOf(null);

/** FULL, PARTIAL or NONE: what a cancelled booking gave back (an order on account keeps the policy's share of its net). */
function refundOf(rec: OctoBookingRecord): 'FULL' | 'PARTIAL' | 'NONE' {
  const b = rec.booking;
  if (b?.payment !== 'on_account' || !b.retainedCents) return 'FULL';
  return b.retainedCents >= (b.netCents ?? 0) ? 'NONE' : 'PARTIAL';
}

/** The voucher's delivery: the check-in QR code's text and the PDF's address (fetched with the API key). */
export interface OctoDelivery {
  qrCode: string | null;
}

export function toOctoBooking(rec: OctoBookingRecord, view: OctoView, rates: PartnerRates, now: Date, delivery: OctoDelivery): OctoBooking {
  const { row, booking } = rec;
  const status = octoStatusOf(rec, now);
  const live = status === 'CONFIRMED' || status === 'REDEEMED';
  const redeemedAt = status === 'REDEEMED' ? utcOrNull(booking?.redeemedAt) : null;
  const options: OctoTicket['deliveryOptions'] =
    live && booking && delivery.qrCode
      ? [
          { deliveryFormat: 'PDF_URL', deliveryValue: `${view.publicUrl}/octo/bookings/${row.uuid}/voucher` },
          { deliveryFormat: 'QRCODE', deliveryValue: delivery.qrCode },
        ]
      : [];
  const ticket: OctoTicket = { redemptionMethod: DELIVERY.redemption, utcRedeemedAt: redeemedAt, deliveryOptions: options };
  const unitPrice = booking?.unitPriceCents ?? row.unitPriceCents;
  const vipPrice = booking?.vipSupplementCents ?? row.vipSupplementCents;
  const unitRetail = (unitId: string) => (unitId === 'ADULT' ? unitPrice : unitId === 'VIP' ? vipPrice : 0);
  const retail = booking?.totalCents ?? row.unitItems.reduce((sum, i) => sum + unitRetail(i.unitId), 0);
  const net = booking ? booking.netCents : netOf(row.category, retail, rates);
  const updated = booking && booking.updatedAt.getTime() > row.updatedAt.getTime() ? booking.updatedAt : row.updatedAt;
  const end = new Date(rec.startsAt.getTime() + rec.durationMinutes * 60_000);
  const cancelledAt = row.cancelledAt ?? booking?.cancelledAt ?? null;
  return {
    id: String(row.id),
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.resellerReference,
    supplierReference: booking?.bookingNumber ?? null,
    status,
    utcCreatedAt: utcInstant(row.createdAt),
    utcUpdatedAt: utcInstant(updated),
    utcExpiresAt: status === 'ON_HOLD' || status === 'EXPIRED' ? utcOrNull(rec.holdExpiresAt ?? row.expiresAt) : null,
    utcRedeemedAt: redeemedAt,
    utcConfirmedAt: utcOrNull(row.confirmedAt),
    productId: rec.productId,
    optionId: OCTO_OPTION_ID,
    cancellable: status === 'ON_HOLD' || (status === 'CONFIRMED' && rec.startsAt.getTime() > now.getTime()),
    cancellation:
      status === 'CANCELLED'
        ? { refund: refundOf(rec), reason: row.cancelReason ?? booking?.cancelReason ?? null, utcCancelledAt: utcInstant(cancelledAt ?? row.updatedAt) }
        : null,
    freesale: false,
    availabilityId: String(rec.slotId),
    availability: { id: String(rec.slotId), localDateTimeStart: romeLocalDateTime(rec.startsAt), localDateTimeEnd: romeLocalDateTime(end), allDay: false, openingHours: [] },
    contact: octoContactOf(row.contact),
    notes: row.notes,
    deliveryMethods: [...DELIVERY.methods],
    voucher: ticket,
    unitItems: row.unitItems.map((i) => ({
      uuid: i.uuid,
      resellerReference: i.resellerReference,
      supplierReference: null,
      unitId: i.unitId,
      status,
      utcRedeemedAt: redeemedAt,
      contact: EMPTY_CONTACT,
      ticket,
      ...(view.pricing ? { pricing: octoPrice(unitRetail(i.unitId), booking && row.category === 'WINE' ? null : netOf(row.category, unitRetail(i.unitId), rates)) } : {}),
    })),
    ...(view.pricing ? { pricing: octoPrice(retail, net) } : {}),
  };
}

/** The answers of several records: the partner's rates read once, each confirmed booking's QR code signed. */
export async function toOctoBookings(db: Executor, recs: OctoBookingRecord[], partnerId: number, view: OctoView, now: Date): Promise<OctoBooking[]> {
  const rates = await partnerRates(db, partnerId, now);
  return Promise.all(
    recs.map(async (rec) => {
      const live = rec.booking && rec.row.status === 'CONFIRMED';
      const qrCode = live ? await issueCheckInToken(db, rec.booking!.bookingNumber) : null;
      return toOctoBooking(rec, view, rates, now, { qrCode });
    }),
  );
}
