import type { StaffRole } from '@tenuta/db';

/**
 * What each role may do. The server checks a permission on every staff call;
 * the web app uses the same table only to hide what would be refused.
 *
 * - owner: everything, including the team and money.
 * - manager: slots, bookings, refunds, coupons, reviews, messages, partners, privacy requests,
 *   commissions to review.
 * - front desk: today's manifest, check-in, payments on site, booking look-up.
 * - accountant: reads bookings and payments, exports, the audit log, money; reviews commissions,
 *   runs payouts and invoices.
 * - gift vouchers: every role looks them up (vouchers.read: the desk answers a guest holding one);
 *   owner and manager act on them (vouchers.write: complimentary, extend, void, adjust, resend);
 *   the CSV needs exports, the vouchers' money report money.read.
 */
export const permissions = [
  'today.read',
  'slots.read',
  'slots.write',
  'bookings.read',
  'bookings.write',
  'bookings.refund',
  'checkin',
  'payments.on_site',
  'manifest.read',
  'exports',
  'coupons.read',
  'coupons.write',
  'reviews.moderate',
  'messages.manage',
  'partners.manage',
  'money.read',
  'audit.read',
  'team.manage',
  'privacy.manage',
  'commissions.review',
  'payouts.manage',
  'invoices.manage',
  'vouchers.read',
  'vouchers.write',
] as const;
export type Permission = (typeof permissions)[number];

const all = new Set<Permission>(permissions);

export const rolePermissions: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: all,
  manager: new Set<Permission>([
    'today.read',
    'slots.read',
    'slots.write',
    'bookings.read',
    'bookings.write',
    'bookings.refund',
    'checkin',
    'payments.on_site',
    'manifest.read',
    'exports',
    'coupons.read',
    'coupons.write',
    'reviews.moderate',
    'messages.manage',
    'partners.manage',
    'audit.read',
    'privacy.manage',
    'commissions.review',
    'vouchers.read',
    'vouchers.write',
  ]),
  front_desk: new Set<Permission>(['today.read', 'slots.read', 'bookings.read', 'checkin', 'payments.on_site', 'manifest.read', 'vouchers.read']),
  accountant: new Set<Permission>([
    'today.read',
    'slots.read',
    'bookings.read',
    'manifest.read',
    'exports',
    'coupons.read',
    'money.read',
    'audit.read',
    'commissions.review',
    'payouts.manage',
    'invoices.manage',
    'vouchers.read',
  ]),
};

export const can = (role: StaffRole, permission: Permission): boolean => rolePermissions[role].has(permission);

/** The permissions of a role, for the web app's navigation. */
export const permissionsOf = (role: StaffRole): Permission[] => permissions.filter((p) => rolePermissions[role].has(p));
