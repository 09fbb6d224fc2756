/**
 * The gift voucher form's data (docs/domain/gift-vouchers.md, Buying and paying): what the guest
 * chose, the request it becomes and the total it shows. Pure, and free of zod: the page renders
 * with it, while the contract's schemas load on the first use of the form (gift-rules.ts).
 */
import { GIFT_VOUCHER_DELIVERY_MAX_DAYS, GIFT_VOUCHER_MAX_CENTS, GIFT_VOUCHER_MAX_PEOPLE, GIFT_VOUCHER_MIN_CENTS } from '@tenuta/contracts';
import type { Experience, GiftVoucherPurchaseRequest } from '@tenuta/contracts';
import { addDays } from '@tenuta/core/rome-time';

export type GiftMode = 'amount' | 'experience';
export type GiftDeliverTo = 'buyer' | 'recipient';
/** An amount button's cents, or 'other' for an amount the guest types. */
export type AmountChoice = number | 'other' | null;

export interface GiftFormValues {
  mode: GiftMode;
  amount: AmountChoice;
  /** Whole euros as typed, for 'other'. */
  otherEuros: string;
  experienceSlug: string | null;
  people: number;
  recipientName: string;
  message: string;
  deliverTo: GiftDeliverTo;
  recipientEmail: string;
  /** Rome date, YYYY-MM-DD; today when not chosen. */
  deliverOn: string | null;
  buyerName: string;
  buyerEmail: string;
}

export type GiftField = 'amount' | 'experience' | 'people' | 'recipientName' | 'message' | 'recipientEmail' | 'deliverOn' | 'buyerName' | 'buyerEmail';

/** Why a field is refused; each has its words in the `gift` catalogue (form.errors.*). */
export type GiftErrorCode =
  | 'amount_choose'
  | 'amount_range'
  | 'experience_choose'
  | 'experience_unavailable'
  | 'people_range'
  | 'required'
  | 'name_too_long'
  | 'message_too_long'
  | 'email_invalid'
  | 'date_range';
export const giftErrorCodes: readonly GiftErrorCode[] = [
  'amount_choose',
  'amount_range',
  'experience_choose',
  'experience_unavailable',
  'people_range',
  'required',
  'name_too_long',
  'message_too_long',
  'email_invalid',
  'date_range',
];

export type GiftFormErrors = Partial<Record<GiftField, GiftErrorCode>>;

/** The order of the fields on screen, to focus the first one with an error. */
export const GIFT_FIELD_ORDER: readonly GiftField[] = ['amount', 'experience', 'people', 'recipientName', 'message', 'recipientEmail', 'deliverOn', 'buyerName', 'buyerEmail'];

/**
 * An e-mail address's longest form (RFC 5321), as the contract allows it; not imported from the
 * contract's e-mail schema, whose module brings zod with it.
 */
export const EMAIL_MAX_LENGTH = 254;

/** The id of the control a field's error sends the focus to. */
export const giftFieldId = (field: GiftField | 'other') => `gift-${field}`;

export const emptyGiftForm: GiftFormValues = {
  mode: 'amount',
  amount: null,
  otherEuros: '',
  experienceSlug: null,
  people: 2,
  recipientName: '',
  message: '',
  deliverTo: 'buyer',
  recipientEmail: '',
  deliverOn: null,
  buyerName: '',
  buyerEmail: '',
};

/** Whole euros typed by the guest, as cents; NaN when they are not a whole number. */
export function typedCents(text: string): number {
  const t = text.trim().replace(/[€\s]/g, '');
  return /^\d{1,7}$/.test(t) ? Number(t) * 100 : Number.NaN;
}

/** The experiences a voucher can be for: the bookable ones, hunts first. */
export function giftableExperiences(list: readonly Experience[]): Experience[] {
  return list.filter((e) => e.price_cents > 0).sort((a, b) => (a.category === b.category ? 0 : a.category === 'TRUFFLE' ? -1 : 1));
}

/** How many people an experience voucher can be for. */
export function peopleBounds(e: Pick<Experience, 'min_adults' | 'max_participants'> | undefined): { min: number; max: number } {
  const min = Math.max(1, e?.min_adults ?? 1);
  return { min, max: Math.max(min, Math.min(GIFT_VOUCHER_MAX_PEOPLE, e?.max_participants ?? GIFT_VOUCHER_MAX_PEOPLE)) };
}

/** An experience's price today for that many people (the server prices it again). */
export function experienceCents(e: Pick<Experience, 'price_cents' | 'pricing_model'>, people: number): number {
  return e.pricing_model === 'per_group' ? e.price_cents : e.price_cents * people;
}

/** What the voucher will be worth, in cents; null while nothing valid is chosen. */
export function giftTotalCents(v: GiftFormValues, experiences: readonly Experience[]): number | null {
  if (v.mode === 'experience') {
    const e = experiences.find((x) => x.slug === v.experienceSlug);
    return e ? experienceCents(e, v.people) : null;
  }
  const cents = v.amount === 'other' ? typedCents(v.otherEuros) : v.amount;
  if (cents === null || !Number.isInteger(cents) || cents < GIFT_VOUCHER_MIN_CENTS || cents > GIFT_VOUCHER_MAX_CENTS) return null;
  return cents;
}

/** The last date a voucher can be delivered on: a year from today (Rome). */
export const lastDeliveryDate = (today: string) => addDays(today, GIFT_VOUCHER_DELIVERY_MAX_DAYS);

/** The request body (docs/domain/gift-vouchers.md); what was not chosen is left out, for the contract to refuse. */
export function toPurchaseRequest(v: GiftFormValues, today: string, locale: 'it' | 'en'): GiftVoucherPurchaseRequest {
  const toRecipient = v.deliverTo === 'recipient';
  const choice =
    v.mode === 'amount'
      ? { amount_cents: v.amount === 'other' ? typedCents(v.otherEuros) : (v.amount ?? undefined) }
      : { experience_slug: v.experienceSlug ?? undefined, people: v.people };
  return {
    ...choice,
    buyer_name: v.buyerName,
    buyer_email: v.buyerEmail.trim(),
    recipient_name: v.recipientName,
    ...(toRecipient ? { recipient_email: v.recipientEmail.trim(), deliver_on: v.deliverOn ?? today } : {}),
    message: v.message,
    deliver_to: v.deliverTo,
    locale,
  };
}

/** The request's field names → the form's. */
export function formField(apiField: string, v: GiftFormValues): GiftField | undefined {
  switch (apiField) {
    case 'amount_cents':
      // "an amount or an experience" is reported on the amount: the guest's current choice is what to fix.
      return v.mode === 'experience' ? (v.experienceSlug ? 'people' : 'experience') : 'amount';
    case 'experience_slug':
      return 'experience';
    case 'people':
      return v.mode === 'experience' && !v.experienceSlug ? 'experience' : 'people';
    case 'recipient_name':
      return 'recipientName';
    case 'recipient_email':
      return 'recipientEmail';
    case 'deliver_on':
      return 'deliverOn';
    case 'buyer_name':
      return 'buyerName';
    case 'buyer_email':
      return 'buyerEmail';
    case 'message':
      return 'message';
    default:
      return undefined;
  }
}

/** The words for a refused field, from what the guest entered (the contract's own messages are not shown). */
export function errorCodeFor(field: GiftField, v: GiftFormValues): GiftErrorCode {
  const empty = (s: string) => !s.trim();
  switch (field) {
    case 'amount':
      return v.amount === null ? 'amount_choose' : 'amount_range';
    case 'experience':
      // A chosen experience the server refuses is no longer offered.
      return v.experienceSlug ? 'experience_unavailable' : 'experience_choose';
    case 'people':
      return 'people_range';
    case 'recipientName':
      return empty(v.recipientName) ? 'required' : 'name_too_long';
    case 'buyerName':
      return empty(v.buyerName) ? 'required' : 'name_too_long';
    case 'recipientEmail':
      return empty(v.recipientEmail) ? 'required' : 'email_invalid';
    case 'buyerEmail':
      return empty(v.buyerEmail) ? 'required' : 'email_invalid';
    case 'message':
      return 'message_too_long';
    case 'deliverOn':
      return 'date_range';
  }
}

/** Field errors from (request field, anything) pairs, one per field, in the form's words. */
export function toFormErrors(apiFields: Iterable<string>, v: GiftFormValues): GiftFormErrors {
  const out: GiftFormErrors = {};
  for (const apiField of apiFields) {
    const field = formField(apiField, v);
    if (field && !out[field]) out[field] = errorCodeFor(field, v);
  }
  return out;
}

/** The checks the contract cannot make: a delivery date from today to a year ahead (Rome). */
export function deliveryDateError(v: GiftFormValues, today: string): GiftFormErrors {
  if (v.deliverTo !== 'recipient' || v.deliverOn === null) return {};
  return v.deliverOn < today || v.deliverOn > lastDeliveryDate(today) ? { deliverOn: 'date_range' } : {};
}

export const firstInvalidField = (errors: GiftFormErrors): GiftField | undefined => GIFT_FIELD_ORDER.find((f) => errors[f]);

/** The request fields named in a 400's detail ("buyer_email: Invalid email; people: …"). */
export function fieldsInDetail(detail: string): string[] {
  return detail
    .split(';')
    .map((part) => part.slice(0, Math.max(part.indexOf(':'), 0)).trim())
    .filter(Boolean);
}
