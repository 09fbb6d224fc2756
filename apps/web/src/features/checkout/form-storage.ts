/**
 * Steps 1 and 2 kept in localStorage `checkout_lead` and `checkout_billing`
 * (seed section 3), restored when the guest comes back.
 */
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

export const readLead = (storage = localStore()) => parseLead(getItem(storage, CHECKOUT_LEAD_KEY));
export const readBilling = (storage = localStore()) => parseBilling(getItem(storage, CHECKOUT_BILLING_KEY));
export const saveLead = (lead: ContactData, storage = localStore()) => setItem(storage, CHECKOUT_LEAD_KEY, JSON.stringify(lead));
export const saveBilling = (billing: BillingData, storage = localStore()) => setItem(storage, CHECKOUT_BILLING_KEY, JSON.stringify(billing));
