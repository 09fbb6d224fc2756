import type { StaffRole } from '@tenuta/db';

/**
 * What each role may do. The server checks a permission on every staff call;
 * the web app uses the same table only to hide what would be refused.
 *
 * - owner: everything, including the team and money.
 * - manager: slots, bookings, refunds, coupons, reviews, messages, partners, privacy requests,
 *   commissions to review.
 * - front desk: today's manifest, check-in (and its corrections: a no-show marked, a check-in or
 *   a no-show undone), payments on site, booking look-up.
 * - taking a booking (bookings.create: a phone call, a walk-in, a group by e-mail; paid on site,
 *   on a reseller's account or by a payment link) and correcting a guest's name, e-mail, phone or
 *   language (bookings.guest): owner, manager and front desk, who answer the phone and the door.
 *   Changing a booking's party moves money (a balance, a refund): bookings.write, owner and manager.
 * - an on-site payment recorded by mistake is voided by the owner or a manager (payments.void):
 *   the desk that took the money does not erase its own takings.
 * - accountant: reads bookings and payments, exports, the audit log, money; reviews commissions,
 *   runs payouts and invoices.
 * - gift vouchers: every role looks them up (vouchers.read: the desk answers a guest holding one);
 *   owner and manager act on them (vouchers.write: complimentary, extend, void, adjust, resend);
 *   the CSV needs exports, the vouchers' money report money.read.
 * - reports (docs/domain/reports.md): sales, payments, occupancy and partner performance
 *   (reports.read) for the owner, the manager and the accountant, who already see bookings' money;
 *   a day's cash-up (cash_up.read) also for the front desk, who count the till.
 */
export const permissions = [
  'today.read',
  'slots.read',
  'slots.write',
  'bookings.read',
  'bookings.write',
  'bookings.refund',
  'bookings.create',
  'bookings.guest',
  'checkin',
  'payments.on_site',
  'payments.void',
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
  'reports.read',
  'cash_up.read',
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
    'bookings.create',
    'bookings.guest',
    'checkin',
    'payments.on_site',
    'payments.void',
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
    'reports.read',
    'cash_up.read',
  ]),
  front_desk: new Set<Permission>([
    'today.read',
    'slots.read',
    'bookings.read',
    'bookings.create',
    'bookings.guest',
    'checkin',
    'payments.on_site',
    'manifest.read',
    'vouchers.read',
    'cash_up.read',
  ]),
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
    'reports.read',
    'cash_up.read',
  ]),
};

export const can = (role: StaffRole, permission: Permission): boolean => rolePermissions[role].has(permission);

/** The permissions of a role, for the web app's navigation. */
export const permissionsOf = (role: StaffRole): Permission[] => permissions.filter((p) => rolePermissions[role].has(p));

/**
 * Where a role lands after signing in: the accountant's work is the money, so the reports; every
 * other role starts on Today (the day's slots and arrivals).
 */
export const homePath = (role: StaffRole): string => (role === 'accountant' ? '/staff/reports' : '/staff');
