import type { OctoContactInput } from '@tenuta/contracts';
import type { OctoContactRecord } from '@tenuta/db';

/** The stored contact with the fields a call gives (a field sent as null clears it; one not sent stays). */
export function mergeContact(before: OctoContactRecord, input: OctoContactInput | undefined): OctoContactRecord {
  if (!input) return before;
  const out: OctoContactRecord = { ...before };
  for (const [k, v] of Object.entries(input)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** The guest's name: fullName, else first and last name. */
export const guestName = (c: OctoContactRecord): string | null => c.fullName?.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || null;
