import type { OctoContactInput } from '@tenuta/contracts';
import type { OctoContactRecord } from '@tenuta/db';
import type { OctoView } from './octo-view.ts';

/** The stored contact with the fields a call gives (a field sent as null clears it; one not sent stays). */
export function mergeContact(before: OctoContactRecord, input: OctoContactInput | undefined): OctoContactRecord {
  if (!input) return before;
  const out: OctoContactRecord = { ...before };
  for (const [k, v] of Object.entries(input)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** The guest's name: fullName, else first and last name. */
export const guestName = (c: OctoContactRecord): string | null => c.fullName?.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || null;

/**
 * The guest's language for every document the guest gets (confirmation, voucher, reminders,
 * cancellation): the first of the contact's locales the estate writes in (Italian or English),
 * else the call's own language (Accept-Language, Italian by default).
 */
export function guestLocale(c: Pick<OctoContactRecord, 'locales'>, view: Pick<OctoView, 'locale'>): 'it' | 'en' {
  for (const raw of c.locales ?? []) {
    const tag = raw.trim().toLowerCase().split(/[-_;]/)[0];
    if (tag === 'it' || tag === 'en') return tag;
  }
  return view.locale;
}
