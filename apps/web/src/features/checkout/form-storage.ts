/**
 * Steps 1 and 2 kept in localStorage `checkout_lead` and `checkout_billing`
 * (docs/product.md, Browser storage), restored when the guest comes back
 * within 24 hours; older values are dropped when read (lib/checkout-data.ts).
 */
import { isStaleCheckoutForm, stampCheckoutForm } from '../../lib/checkout-data.ts';
import { emptyBilling, type BillingData } from './billing-step.ts';
import { CHECKOUT_BILLING_KEY, CHECKOUT_LEAD_KEY, getItem, localStore, parseRecord, setItem } from './checkout-storage.ts';
import { emptyContact, type ContactData } from './contact-step.ts';

/** Copies the keys of `defaults` from `raw` when they have the same type (strings, booleans). */
function merge<T extends object>(defaults: T, raw: Record<string, unknown> | null): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (!raw) return out as T;
  for (const [key, fallback] of Object.entries(defaults)) {
    const v = raw[key];
    if (fallback === null ? typeof v === 'boolean' || v === null : typeof v === typeof fallback) out[key] = v;
  }
  return out as T;
}

export function parseLead(raw: string | null): ContactData {
  return merge(emptyContact, parseRecord(raw));
}

export function parseBilling(raw: string | null): BillingData {
  const b = merge(emptyBilling, parseRecord(raw));
  // Older readings of the text catalogue call the types private_abroad and company.
  const alias: Record<string, BillingData['billingType']> = { private_abroad: 'private_foreign', company: 'business' };
  const type = alias[b.billingType] ?? b.billingType;
  return { ...b, billingType: ['private_italy', 'private_foreign', 'business'].includes(type) ? type : emptyBilling.billingType };
}

/** The stored value, or null (and it is removed) when it is past its 24 hours. */
function readFresh(storage: Storage | undefined, key: string, now: number): string | null {
  const raw = getItem(storage, key);
  if (!isStaleCheckoutForm(raw, now)) return raw;
  try {
    storage?.removeItem(key);
  } catch {
    /* blocked storage */
  }
  return null;
}

export const readLead = (storage = localStore(), now = Date.now()) => parseLead(readFresh(storage, CHECKOUT_LEAD_KEY, now));
export const readBilling = (storage = localStore(), now = Date.now()) => parseBilling(readFresh(storage, CHECKOUT_BILLING_KEY, now));
export const saveLead = (lead: ContactData, storage = localStore(), now = Date.now()) => setItem(storage, CHECKOUT_LEAD_KEY, stampCheckoutForm(lead, now));
export const saveBilling = (billing: BillingData, storage = localStore(), now = Date.now()) => setItem(storage, CHECKOUT_BILLING_KEY, stampCheckoutForm(billing, now));
