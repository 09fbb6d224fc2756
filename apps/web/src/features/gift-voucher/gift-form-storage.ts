/**
 * The form as the guest left it for the payment page, kept in this tab only (sessionStorage: it
 * holds names and e-mail addresses) so that coming back from a cancelled payment
 * (/regala?cancelled=1) finds it filled in. Dropped once read back, and once the voucher is paid.
 */
import { emptyGiftForm, type GiftFormValues } from './gift-form-model.ts';

export const GIFT_FORM_KEY = 'gift_voucher_form';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepGiftForm(values: GiftFormValues, s: Storage | null = tabStorage()): void {
  try {
    s?.setItem(GIFT_FORM_KEY, JSON.stringify(values));
  } catch {
    /* storage full or refused: the guest fills the form in again */
  }
}

const isAmount = (v: unknown) => v === null || v === 'other' || (typeof v === 'number' && Number.isInteger(v));
const nullableString = (v: unknown) => v === null || typeof v === 'string';

/** The kept form, each field checked against the empty form's; null when it is not a form of ours. */
export function parseGiftForm(raw: string | null): GiftFormValues | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if ((p.mode !== 'amount' && p.mode !== 'experience') || (p.deliverTo !== 'buyer' && p.deliverTo !== 'recipient')) return null;
  const out: Record<string, unknown> = { ...emptyGiftForm };
  for (const [key, empty] of Object.entries(emptyGiftForm)) {
    const v = p[key];
    const ok = key === 'amount' ? isAmount(v) : key === 'experienceSlug' || key === 'deliverOn' ? nullableString(v) : typeof v === typeof empty;
    if (ok) out[key] = v;
  }
  return out as unknown as GiftFormValues;
}

export function readGiftForm(s: Storage | null = tabStorage()): GiftFormValues | null {
  try {
    return parseGiftForm(s?.getItem(GIFT_FORM_KEY) ?? null);
  } catch {
    return null;
  }
}

export function forgetGiftForm(s: Storage | null = tabStorage()): void {
  try {
    s?.removeItem(GIFT_FORM_KEY);
  } catch {
    /* nothing kept */
  }
}
