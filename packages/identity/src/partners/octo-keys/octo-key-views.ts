import type { OctoApiKey } from '@tenuta/db';

/** What the partner and staff see of a key: never the key itself, only its last four characters. */
export interface OctoKeyView {
  id: number;
  name: string;
  last4: string;
  created_at: string;
  /** 'partner' (an owner in the settings), 'staff' (on the partner's page) or 'system' (the demo key). */
  created_by: 'partner' | 'staff' | 'system';
  last_used_at: string | null;
  revoked_at: string | null;
  is_demo: boolean;
}

export const octoKeyView = (k: OctoApiKey): OctoKeyView => ({
  id: k.id,
  name: k.name,
  last4: k.keyLast4,
  created_at: k.createdAt.toISOString(),
  created_by: k.createdByUser !== null ? 'partner' : k.createdByStaff !== null ? 'staff' : 'system',
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
  is_demo: k.isDemo,
});
