import type { StaffAccount, StaffRole } from '@tenuta/db';

/** The signed-in staff member a call acts as (read fresh from the database on every call). */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: 'it' | 'en';
  sessionId: number;
  totpEnabled: boolean;
  /** An owner without a second factor may only enrol one (and read who they are). */
  mustEnrolTotp: boolean;
}

export const mustEnrolTotp = (a: Pick<StaffAccount, 'role' | 'totpEnabledAt' | 'isDemo'>): boolean => a.role === 'owner' && !a.totpEnabledAt && !a.isDemo;

/** The account as the API shows it (never a hash or a secret). */
export const staffView = (a: Pick<StaffAccount, 'id' | 'email' | 'name' | 'role' | 'status' | 'locale' | 'totpEnabledAt' | 'isDemo'>) => ({
  id: a.id,
  email: a.email,
  name: a.name,
  role: a.role,
  status: a.status,
  locale: a.locale,
  totp_enabled: Boolean(a.totpEnabledAt),
  totp_required: a.role === 'owner' && !a.isDemo,
});
export type StaffView = ReturnType<typeof staffView>;
