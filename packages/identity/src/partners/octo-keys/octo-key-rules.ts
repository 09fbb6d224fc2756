import { DomainError, type StaffActor } from '@tenuta/core';
import type { Partner, PartnerUser } from '@tenuta/db';

export const OCTO_KEY_NAME_MAX = 80;
/** Live keys one partner may hold: one per connected system is plenty; more is a leak waiting. */
export const OCTO_KEYS_PER_PARTNER = 10;

/** Who manages a partner's keys: one of its users (an owner only), or staff on the partner's page. */
export type OctoKeyActor = { kind: 'partner'; userId: number; partnerId: number; role: PartnerUser['role'] } | { kind: 'staff'; staff: StaffActor };

/** A key's name as stored: one line of plain text, 1 to 80 characters. */
export function octoKeyName(name: string): string {
  const n = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a name is one line of plain text
    .replace(/[\u0000-\u001f\u007f\u200b\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!n) throw new DomainError('validation_error', 'Give the key a name', 'octo_key_name_required');
  if (n.length > OCTO_KEY_NAME_MAX) throw new DomainError('validation_error', `A key's name is at most ${OCTO_KEY_NAME_MAX} characters`, 'octo_key_name_too_long');
  return n;
}

/**
 * Keys are partner account security: a partner's owner manages its own keys (a booker is refused,
 * another partner's key is not found); staff manage any partner's.
 */
export function assertMayManageKeys(actor: OctoKeyActor, partnerId: number): void {
  if (actor.kind === 'staff') return;
  if (actor.partnerId !== partnerId) throw new DomainError('not_found', 'API key not found', 'octo_key_not_found');
  if (actor.role !== 'owner') throw new DomainError('forbidden', 'Only the account owner may do this', 'partner_role_forbidden');
}

/** Only resellers book, so only they hold OCTO keys. */
export function assertKeyHolder(p: Partner): void {
  if (p.partnerType !== 'reseller') throw new DomainError('forbidden', 'Only resellers connect to the OCTO API', 'partner_type_forbidden');
}
