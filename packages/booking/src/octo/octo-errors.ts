import { DomainError, isDomainError } from '@tenuta/core';

/** OCTO's error codes (the specification's table); all of them are HTTP 400. */
export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY';

type Words = { it: string; en: string };

/** The fixed wording of the "invalid id" errors, in the caller's language (Accept-Language). */
const INVALID: Record<Exclude<OctoErrorCode, 'BAD_REQUEST' | 'UNPROCESSABLE_ENTITY'>, Words> = {
  INVALID_PRODUCT_ID: { it: 'Il productId manca o non è valido', en: 'The productId was missing or invalid' },
  INVALID_OPTION_ID: { it: "L'optionId manca o non è valido", en: 'The optionId was missing or invalid' },
  INVALID_UNIT_ID: { it: "L'unitId manca o non è valido", en: 'The unitId was missing or invalid' },
  INVALID_AVAILABILITY_ID: { it: "L'availabilityId manca o non è valido", en: 'The availabilityId was missing or invalid' },
  INVALID_BOOKING_UUID: { it: "L'uuid della prenotazione manca, non è valido o è già usato", en: 'The booking uuid was missing, invalid or already used' },
};

/**
 * An OCTO refusal from a use case: a DomainError (validation_error) carrying OCTO's code, the
 * field it is about (productId, uuid…) and the message in both languages. The /octo routes turn
 * it into OCTO's body `{ error, errorMessage, …field }` with status 400.
 */
export function octoFailure(code: OctoErrorCode, words: Words | null, field: Record<string, string> = {}): DomainError {
  const w = words ?? (code in INVALID ? INVALID[code as keyof typeof INVALID] : { it: 'Richiesta non valida', en: 'Invalid request' });
  return new DomainError('validation_error', w.en, w.en, { octo_error: code, octo_message_it: w.it, ...field });
}

export const invalidProduct = (productId: string) => octoFailure('INVALID_PRODUCT_ID', null, { productId });
export const invalidOption = (optionId: string) => octoFailure('INVALID_OPTION_ID', null, { optionId });
export const invalidUnit = (unitId: string) => octoFailure('INVALID_UNIT_ID', null, { unitId });
export const invalidAvailability = (availabilityId: string) => octoFailure('INVALID_AVAILABILITY_ID', null, { availabilityId });
export const invalidBookingUuid = (uuid: string) => octoFailure('INVALID_BOOKING_UUID', null, { uuid });
export const unprocessable = (it: string, en: string) => octoFailure('UNPROCESSABLE_ENTITY', { it, en });

/** What the booking engine's own refusals say to a reseller's system, by DomainError code. */
const ENGINE: Partial<Record<DomainError['code'], Words>> = {
  capacity_exceeded: { it: 'Posti insufficienti per questo orario', en: 'Not enough seats left at this time' },
  choice_conflict: { it: 'Questo orario è già stato preso per un’altra esperienza', en: 'This time is already taken for another experience' },
  booking_closed: { it: 'Le vendite online di questo orario sono chiuse', en: 'Online sales for this time have closed' },
  hold_expired: { it: 'La prenotazione provvisoria è scaduta', en: 'The reservation has expired' },
  credit_limit_exceeded: { it: 'La prenotazione supererebbe il vostro fido', en: 'This booking would pass your credit limit' },
  conflict: { it: 'La prenotazione non può essere modificata ora', en: 'The booking cannot be changed now' },
  not_found: { it: 'Non trovato', en: 'Not found' },
  forbidden: { it: 'Non consentito per questo partner', en: 'Not allowed for this partner' },
};

export interface OctoErrorAnswer {
  status: number;
  body: { error: string; errorMessage: string } & Record<string, unknown>;
  /** Seconds, for a Retry-After header (busy). */
  retryAfter?: number;
}

/**
 * A DomainError as OCTO answers it: its own OCTO code when a use case gave one; else the engine's
 * refusals (seats, CHOICE, cut-off, expiry, credit…) are UNPROCESSABLE_ENTITY with the engine's
 * detail, validation errors UNPROCESSABLE_ENTITY, a busy engine 503 with Retry-After.
 */
export function octoErrorAnswer(e: unknown, locale: 'it' | 'en'): OctoErrorAnswer | undefined {
  if (!isDomainError(e)) return undefined;
  const extra = (e.extra ?? {}) as Record<string, unknown>;
  if (typeof extra.octo_error === 'string') {
    const { octo_error, octo_message_it, ...fields } = extra;
    const message = locale === 'it' && typeof octo_message_it === 'string' ? octo_message_it : e.message;
    return { status: 400, body: { error: octo_error, errorMessage: message, ...fields } };
  }
  if (e.code === 'busy')
    return {
      status: 503,
      body: { error: 'INTERNAL_SERVER_ERROR', errorMessage: locale === 'it' ? 'Sistema occupato: riprovate tra un attimo' : 'The booking system is busy: retry in a moment' },
      retryAfter: 1,
    };
  if (e.code === 'rate_limited') return { status: 429, body: { error: 'TOO_MANY_REQUESTS', errorMessage: e.message } };
  const words = ENGINE[e.code];
  const detail = e.detail && e.detail !== e.message ? ` (${e.detail})` : '';
  const message = words ? `${words[locale]}${locale === 'en' ? detail : ''}` : e.message;
  const credit = e.code === 'credit_limit_exceeded' ? { credit: extra.credit } : {};
  return { status: 400, body: { error: 'UNPROCESSABLE_ENTITY', errorMessage: message, ...credit } };
}
