import { z } from 'zod';

/**
 * The OCTO supplier API under /octo (octo.travel): requests and answers with the specification's
 * field names (camelCase, `uuid`s, `utc…At` instants, `localDateTime…` with the Rome offset).
 * Money is integer cents (EUR, currencyPrecision 2). Fields marked "pricing" are there when the
 * caller asks for `octo/pricing` (Octo-Capabilities header), "content" for `octo/content`.
 */

const id = z.string().min(1).max(200);
const text = (max: number) => z.string().max(max);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** OCTO's error body: `{ error, errorMessage }` and the field it is about (productId, uuid…). */
export const octoErrorBody = z
  .object({
    error: z.string(),
    errorMessage: z.string(),
    productId: z.string().optional(),
    optionId: z.string().optional(),
    availabilityId: z.string().optional(),
    unitId: z.string().optional(),
    uuid: z.string().optional(),
    retryAfter: z.number().int().optional(),
  })
  .passthrough();
export type OctoErrorBody = z.infer<typeof octoErrorBody>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────

export const octoProductParams = z.object({ id });
export const octoBookingParams = z.object({ uuid: z.string().min(1).max(100) });

/** Units asked for (availability: filter the times that can take them). */
const unitQuantities = z.array(z.object({ id, quantity: z.number().int().min(0).max(100) })).max(10);

export const octoAvailabilityCalendarRequest = z.object({
  productId: id,
  optionId: id,
  localDateStart: localDate,
  localDateEnd: localDate,
  units: unitQuantities.optional(),
  currency: z.string().max(3).nullable().optional(),
});
export type OctoAvailabilityCalendarRequest = z.infer<typeof octoAvailabilityCalendarRequest>;

/** Either a date range or availability ids, not both (BAD_REQUEST otherwise). */
export const octoAvailabilityRequest = z
  .object({
    productId: id,
    optionId: id,
    localDateStart: localDate.optional(),
    localDateEnd: localDate.optional(),
    availabilityIds: z.array(id).min(1).max(100).optional(),
    units: unitQuantities.optional(),
    currency: z.string().max(3).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    const range = b.localDateStart !== undefined || b.localDateEnd !== undefined;
    if (range && b.availabilityIds) ctx.addIssue({ code: 'custom', message: 'Give either localDateStart and localDateEnd or availabilityIds, not both' });
    else if (range && (b.localDateStart === undefined || b.localDateEnd === undefined)) ctx.addIssue({ code: 'custom', message: 'localDateStart and localDateEnd go together' });
    else if (!range && !b.availabilityIds) ctx.addIssue({ code: 'custom', message: 'Give localDateStart and localDateEnd, or availabilityIds' });
  });
export type OctoAvailabilityRequest = z.infer<typeof octoAvailabilityRequest>;

export const octoContactInput = z.object({
  fullName: text(200).nullable().optional(),
  firstName: text(100).nullable().optional(),
  lastName: text(100).nullable().optional(),
  emailAddress: text(254).nullable().optional(),
  phoneNumber: text(40).nullable().optional(),
  locales: z.array(text(35)).max(10).optional(),
  postalCode: text(20).nullable().optional(),
  country: text(60).nullable().optional(),
  notes: text(1000).nullable().optional(),
});
export type OctoContactInput = z.infer<typeof octoContactInput>;

export const octoUnitItemInput = z.object({
  uuid: text(100).optional(),
  unitId: id,
  resellerReference: text(100).nullable().optional(),
  contact: octoContactInput.optional(),
});
export type OctoUnitItemInput = z.infer<typeof octoUnitItemInput>;

const unitItems = z.array(octoUnitItemInput).max(50);

/** POST /octo/bookings: a reservation. Missing or empty unitItems is UNPROCESSABLE_ENTITY, not a schema error. */
export const octoReservationRequest = z.object({
  uuid: text(100).optional(),
  productId: id,
  optionId: id,
  availabilityId: id.optional(),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: text(1000).nullable().optional(),
  unitItems: unitItems.optional(),
  resellerReference: text(100).nullable().optional(),
  contact: octoContactInput.optional(),
  currency: z.string().max(3).nullable().optional(),
});
export type OctoReservationRequest = z.infer<typeof octoReservationRequest>;

export const octoExtendRequest = z.object({ expirationMinutes: z.number().int().min(1).max(1440).optional() });

export const octoConfirmRequest = z.object({
  resellerReference: text(100).nullable().optional(),
  contact: octoContactInput.optional(),
  emailReceipt: z.boolean().optional(),
  unitItems: unitItems.optional(),
  notes: text(1000).nullable().optional(),
});
export type OctoConfirmRequest = z.infer<typeof octoConfirmRequest>;

export const octoUpdateRequest = z.object({
  resellerReference: text(100).nullable().optional(),
  productId: id.optional(),
  optionId: id.optional(),
  availabilityId: id.optional(),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: text(1000).nullable().optional(),
  emailReceipt: z.boolean().optional(),
  unitItems: unitItems.optional(),
  contact: octoContactInput.optional(),
});
export type OctoUpdateRequest = z.infer<typeof octoUpdateRequest>;

export const octoCancelRequest = z.object({ reason: text(500).nullable().optional(), force: z.boolean().optional() });

/** GET /octo/bookings: at least one filter (BAD_REQUEST otherwise); always the caller's own bookings. */
export const octoBookingsQuery = z
  .object({
    resellerReference: text(100).optional(),
    supplierReference: text(100).optional(),
    localDate: localDate.optional(),
    localDateStart: localDate.optional(),
    localDateEnd: localDate.optional(),
    productId: id.optional(),
    optionId: id.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.resellerReference && !q.supplierReference && !q.localDate && !q.localDateStart && !q.localDateEnd)
      ctx.addIssue({ code: 'custom', message: 'Give resellerReference, supplierReference, localDate or localDateStart and localDateEnd' });
    if ((q.localDateStart === undefined) !== (q.localDateEnd === undefined)) ctx.addIssue({ code: 'custom', message: 'localDateStart and localDateEnd go together' });
  });
export type OctoBookingsQuery = z.infer<typeof octoBookingsQuery>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

export const octoPricing = z.object({
  original: z.number().int(),
  retail: z.number().int(),
  /** What the reseller pays the estate; null where the guest pays the estate (wine tastings, on site). */
  net: z.number().int().nullable(),
  currency: z.string(),
  currencyPrecision: z.number().int(),
  includedTaxes: z.array(z.object({ name: z.string(), retail: z.number().int(), original: z.number().int(), net: z.number().int().nullable() })),
});
export type OctoPricing = z.infer<typeof octoPricing>;
export const octoUnitPricing = octoPricing.extend({ unitId: z.string() });
export type OctoUnitPricing = z.infer<typeof octoUnitPricing>;

export const octoCapability = z.object({ id: z.string(), revision: z.number().int(), required: z.boolean(), dependencies: z.array(z.string()), docs: z.string().nullable() });
export const octoCapabilities = z.array(octoCapability);

export const octoSupplier = z.object({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  contact: z.object({ website: z.string().nullable(), email: z.string().nullable(), telephone: z.string().nullable(), address: z.string().nullable() }),
  shortDescription: z.string().nullable().optional(),
});

const feature = z.object({ shortDescription: z.string().nullable(), type: z.string() });
const media = z.object({ src: z.string(), type: z.string(), rel: z.string(), title: z.string().nullable(), caption: z.string().nullable(), copyright: z.string().nullable() });
const location = z.object({
  title: z.string().nullable(),
  shortDescription: z.string().nullable(),
  types: z.array(z.string()),
  minutesTo: z.number().int().nullable(),
  minutesAt: z.number().int().nullable(),
  place: z.object({
    latitude: z.number(),
    longitude: z.number(),
    postalAddress: z.object({
      streetAddress: z.string().nullable(),
      addressLocality: z.string().nullable(),
      addressRegion: z.string().nullable(),
      postalCode: z.string().nullable(),
      addressCountry: z.string().nullable(),
      postOfficeBoxNumber: z.string().nullable(),
    }),
    identifiers: z.record(z.string(), z.string().nullable()),
    sameAs: z.array(z.string()),
  }),
});

export const octoUnit = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  type: z.enum(['ADULT', 'CHILD', 'OTHER']),
  restrictions: z.object({
    minAge: z.number().int(),
    maxAge: z.number().int(),
    idRequired: z.boolean(),
    minQuantity: z.number().int().nullable(),
    maxQuantity: z.number().int().nullable(),
    paxCount: z.number().int(),
    accompaniedBy: z.array(z.string()),
  }),
  requiredContactFields: z.array(z.string()),
  /** pricing */
  pricingFrom: z.array(octoPricing).optional(),
  /** content */
  title: z.string().nullable().optional(),
  shortDescription: z.string().optional(),
});
export type OctoUnit = z.infer<typeof octoUnit>;

export const octoOption = z.object({
  id: z.string(),
  default: z.boolean(),
  internalName: z.string(),
  reference: z.string().nullable(),
  availabilityLocalStartTimes: z.array(z.string()),
  cancellationCutoff: z.string(),
  cancellationCutoffAmount: z.number().int(),
  cancellationCutoffUnit: z.string(),
  requiredContactFields: z.array(z.string()),
  restrictions: z.object({ minUnits: z.number().int().nullable(), maxUnits: z.number().int().nullable() }),
  units: z.array(octoUnit),
  /** content */
  title: z.string().optional(),
  shortDescription: z.string().nullable().optional(),
  features: z.array(feature).optional(),
});
export type OctoOption = z.infer<typeof octoOption>;

export const octoProduct = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  locale: z.string(),
  timeZone: z.string(),
  allowFreesale: z.boolean(),
  instantConfirmation: z.boolean(),
  instantDelivery: z.boolean(),
  availabilityRequired: z.boolean(),
  availabilityType: z.literal('START_TIME'),
  deliveryFormats: z.array(z.string()),
  deliveryMethods: z.array(z.string()),
  redemptionMethod: z.string(),
  options: z.array(octoOption),
  /** pricing */
  defaultCurrency: z.string().optional(),
  availableCurrencies: z.array(z.string()).optional(),
  pricingPer: z.literal('UNIT').optional(),
  /** content */
  title: z.string().optional(),
  shortDescription: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  features: z.array(feature).optional(),
  media: z.array(media).optional(),
  locations: z.array(location).optional(),
  durationMinutesFrom: z.number().int().optional(),
  durationMinutesTo: z.number().int().nullable().optional(),
  commentary: z.array(z.object({ format: z.string(), language: z.string() })).optional(),
});
export type OctoProduct = z.infer<typeof octoProduct>;
export const octoProducts = z.array(octoProduct);

export const octoAvailabilityStatus = z.enum(['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED']);
export type OctoAvailabilityStatus = z.infer<typeof octoAvailabilityStatus>;
const openingHours = z.array(z.object({ from: z.string(), to: z.string() }));

export const octoAvailability = z.object({
  id: z.string(),
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string(),
  utcCutoffAt: z.string(),
  allDay: z.boolean(),
  available: z.boolean(),
  status: octoAvailabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  maxUnits: z.number().int().nullable(),
  openingHours,
  /** pricing */
  unitPricing: z.array(octoUnitPricing).optional(),
});
export type OctoAvailability = z.infer<typeof octoAvailability>;
export const octoAvailabilities = z.array(octoAvailability);

export const octoCalendarDay = z.object({
  localDate: z.string(),
  available: z.boolean(),
  status: octoAvailabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  openingHours,
  /** pricing */
  unitPricingFrom: z.array(octoUnitPricing).optional(),
});
export type OctoCalendarDay = z.infer<typeof octoCalendarDay>;
export const octoCalendar = z.array(octoCalendarDay);

export const octoContact = z.object({
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  locales: z.array(z.string()),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OctoContact = z.infer<typeof octoContact>;

export const octoTicket = z.object({
  redemptionMethod: z.string(),
  utcRedeemedAt: z.string().nullable(),
  deliveryOptions: z.array(z.object({ deliveryFormat: z.enum(['QRCODE', 'PDF_URL']), deliveryValue: z.string() })),
});
export type OctoTicket = z.infer<typeof octoTicket>;

export const octoBookingStatus = z.enum(['ON_HOLD', 'CONFIRMED', 'CANCELLED', 'EXPIRED', 'REDEEMED']);
export type OctoBookingStatus = z.infer<typeof octoBookingStatus>;

export const octoUnitItem = z.object({
  uuid: z.string(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string().nullable(),
  unitId: z.string(),
  status: octoBookingStatus,
  utcRedeemedAt: z.string().nullable(),
  contact: octoContact,
  ticket: octoTicket.nullable(),
  /** pricing */
  pricing: octoPricing.optional(),
});

export const octoBooking = z.object({
  id: z.string(),
  uuid: z.string(),
  testMode: z.boolean(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string().nullable(),
  status: octoBookingStatus,
  utcCreatedAt: z.string(),
  utcUpdatedAt: z.string(),
  utcExpiresAt: z.string().nullable(),
  utcRedeemedAt: z.string().nullable(),
  utcConfirmedAt: z.string().nullable(),
  productId: z.string(),
  optionId: z.string(),
  cancellable: z.boolean(),
  cancellation: z.object({ refund: z.enum(['FULL', 'PARTIAL', 'NONE']), reason: z.string().nullable(), utcCancelledAt: z.string() }).nullable(),
  freesale: z.boolean(),
  availabilityId: z.string(),
  availability: z.object({ id: z.string(), localDateTimeStart: z.string(), localDateTimeEnd: z.string(), allDay: z.boolean(), openingHours }),
  contact: octoContact,
  notes: z.string().nullable(),
  deliveryMethods: z.array(z.string()),
  voucher: octoTicket.nullable(),
  unitItems: z.array(octoUnitItem),
  /** pricing */
  pricing: octoPricing.optional(),
});
export type OctoBooking = z.infer<typeof octoBooking>;
export const octoBookings = z.array(octoBooking);
