import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles, type StaffRole } from '@tenuta/db';
import { can, type Permission } from '@tenuta/identity';
import { staffRouteTable } from '../../plugins/staff-auth.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Route × role: what each staff route must answer to each role. The table is written out here
 * (not read from the routes) so that a route guarded with the wrong permission fails this test;
 * a staff route missing from the table fails it too.
 */
const expected: Record<string, Permission | 'session' | 'public'> = {
  'POST /api/staff/auth/login': 'public',
  'POST /api/staff/auth/login/totp': 'public',
  'GET /api/staff/auth/invite': 'public',
  'POST /api/staff/auth/accept-invite': 'public',
  'POST /api/staff/auth/password-reset': 'public',
  'GET /api/staff/auth/me': 'session',
  'POST /api/staff/auth/logout': 'session',
  'POST /api/staff/account/password': 'session',
  'POST /api/staff/account/totp/setup': 'session',
  'GET /api/staff/account/totp': 'session',
  'POST /api/staff/account/totp/cancel': 'session',
  'POST /api/staff/account/totp/recovery-codes': 'session',
  'POST /api/staff/account/totp/confirm': 'session',
  'POST /api/staff/account/totp/disable': 'session',
  'PUT /api/staff/account/locale': 'session',
  'GET /api/staff/team': 'team.manage',
  'POST /api/staff/team/invite': 'team.manage',
  'PATCH /api/staff/team/:id': 'team.manage',
  'POST /api/staff/team/:id/deactivate': 'team.manage',
  'POST /api/staff/team/:id/totp-reset': 'team.manage',
  'GET /api/staff/audit': 'audit.read',
  'GET /api/staff/slots': 'slots.read',
  'GET /api/staff/slots/:id': 'slots.read',
  'POST /api/staff/slots': 'slots.write',
  'PATCH /api/staff/slots/:id': 'slots.write',
  'POST /api/staff/slots/:id/cancel': 'slots.write',
  'PATCH /api/staff/experiences/:id/cutoff': 'slots.write',
  'GET /api/staff/coupons': 'coupons.read',
  'POST /api/staff/coupons': 'coupons.write',
  'PATCH /api/staff/coupons/:id': 'coupons.write',
  'POST /api/staff/coupons/:id/disable': 'coupons.write',
  'POST /api/staff/coupons/:id/enable': 'coupons.write',
  'GET /api/staff/coupons/:id/bookings': 'coupons.read',
  'GET /api/staff/reviews': 'reviews.moderate',
  'POST /api/staff/reviews/:id/approve': 'reviews.moderate',
  'POST /api/staff/reviews/:id/reject': 'reviews.moderate',
  'POST /api/staff/reviews/:id/unpublish': 'reviews.moderate',
  'PUT /api/staff/reviews/:id/reply': 'reviews.moderate',
  'DELETE /api/staff/reviews/:id/reply': 'reviews.moderate',
  'GET /api/staff/messages': 'messages.manage',
  'GET /api/staff/messages/:id': 'messages.manage',
  'POST /api/staff/messages/:id/reply': 'messages.manage',
  'POST /api/staff/messages/:id/status': 'messages.manage',
  'POST /api/staff/bookings/:id/check-in': 'checkin',
  'POST /api/staff/check-in/scan': 'checkin',
  'GET /api/staff/manifest': 'manifest.read',
  'GET /api/staff/manifest.csv': 'manifest.read',
  'GET /api/staff/today': 'today.read',
  'GET /api/staff/attention': 'session',
  'GET /api/staff/bookings': 'bookings.read',
  'GET /api/staff/bookings.csv': 'exports',
  'GET /api/staff/payments.csv': 'exports',
  'GET /api/staff/bookings/:id': 'bookings.read',
  'POST /api/staff/bookings': 'bookings.create',
  'GET /api/staff/desk/slots': 'bookings.create',
  'GET /api/staff/desk/partners': 'bookings.create',
  'POST /api/staff/bookings/:id/guest': 'bookings.guest',
  'POST /api/staff/bookings/:id/party': 'bookings.write',
  'POST /api/staff/bookings/:id/cancel': 'bookings.write',
  'GET /api/staff/bookings/:id/date-options': 'bookings.write',
  'POST /api/staff/bookings/:id/change-date': 'bookings.write',
  'POST /api/staff/bookings/:id/resend-confirmation': 'bookings.write',
  'POST /api/staff/bookings/:id/resend-payment-link': 'bookings.create',
  'POST /api/staff/bookings/:id/notes': 'bookings.write',
  'POST /api/staff/bookings/:id/payments': 'payments.on_site',
  'POST /api/staff/bookings/:id/no-show': 'checkin',
  'POST /api/staff/bookings/:id/no-show/undo': 'checkin',
  'POST /api/staff/bookings/:id/check-in/undo': 'checkin',
  'POST /api/staff/bookings/:id/check-in/collect': 'payments.on_site',
  'POST /api/staff/bookings/:id/payments/:paymentId/void': 'payments.void',
  'GET /api/staff/privacy/export': 'privacy.manage',
  'POST /api/staff/privacy/erase': 'privacy.manage',
  'GET /api/staff/partners': 'partners.manage',
  'GET /api/staff/partners/invites': 'partners.manage',
  'POST /api/staff/partners/invites': 'partners.manage',
  'POST /api/staff/partners/invites/:id/resend': 'partners.manage',
  'POST /api/staff/partners/invites/:id/revoke': 'partners.manage',
  'GET /api/staff/partners/:id': 'partners.manage',
  'GET /api/staff/partners/:id/orders': 'partners.manage',
  'GET /api/staff/partners/:id/referrals': 'partners.manage',
  'POST /api/staff/partners/:id/approve': 'partners.manage',
  'POST /api/staff/partners/:id/refuse': 'partners.manage',
  'POST /api/staff/partners/:id/suspend': 'partners.manage',
  'POST /api/staff/partners/:id/reactivate': 'partners.manage',
  'POST /api/staff/partners/:id/contracts': 'partners.manage',
  'GET /api/staff/partners/:id/octo-keys': 'partners.manage',
  'POST /api/staff/partners/:id/octo-keys': 'partners.manage',
  'POST /api/staff/partners/:id/octo-keys/:keyId/revoke': 'partners.manage',
  'GET /api/staff/payouts': 'money.read',
  'GET /api/staff/payouts.csv': 'money.read',
  'GET /api/staff/payouts/withholding': 'money.read',
  'GET /api/staff/payouts/:id': 'money.read',
  'GET /api/staff/payouts/:id/remittance.pdf': 'money.read',
  'GET /api/staff/payouts/profiles/:id': 'money.read',
  'PUT /api/staff/payouts/profiles/:id': 'payouts.manage',
  'POST /api/staff/payouts/tax-requests/:id/decide': 'payouts.manage',
  'POST /api/staff/payouts/run': 'payouts.manage',
  'POST /api/staff/payouts/sepa': 'payouts.manage',
  'GET /api/staff/payouts/sepa/:messageId': 'payouts.manage',
  'POST /api/staff/payouts/:id/approve': 'payouts.manage',
  'POST /api/staff/payouts/:id/cancel': 'payouts.manage',
  'POST /api/staff/payouts/:id/paid': 'payouts.manage',
  'GET /api/staff/commissions': 'commissions.review',
  'POST /api/staff/commissions/:id/clear': 'commissions.review',
  'POST /api/staff/commissions/:id/reject': 'commissions.review',
  'GET /api/staff/partner-code-requests': 'commissions.review',
  'POST /api/staff/partner-code-requests/:id/approve': 'coupons.write',
  'POST /api/staff/partner-code-requests/:id/refuse': 'commissions.review',
  'GET /api/staff/invoices': 'invoices.manage',
  'GET /api/staff/invoices.csv': 'invoices.manage',
  'POST /api/staff/invoices/prepare': 'invoices.manage',
  'POST /api/staff/invoices/:id/issue': 'invoices.manage',
  'POST /api/staff/invoices/:id/credit': 'invoices.manage',
  'POST /api/staff/invoices/:id/paid': 'invoices.manage',
  'GET /api/staff/invoices/:id.pdf': 'invoices.manage',
  'GET /api/staff/invoices/:id.xml': 'invoices.manage',
  'GET /api/staff/vouchers': 'vouchers.read',
  'GET /api/staff/vouchers.csv': 'exports',
  'GET /api/staff/vouchers/redeemed': 'vouchers.read',
  'GET /api/staff/vouchers/report': 'money.read',
  'GET /api/staff/vouchers/report.csv': 'money.read',
  'GET /api/staff/vouchers/:id': 'vouchers.read',
  'POST /api/staff/vouchers': 'vouchers.write',
  'POST /api/staff/vouchers/:id/extend': 'vouchers.write',
  'POST /api/staff/vouchers/:id/void': 'vouchers.write',
  'POST /api/staff/vouchers/:id/adjust': 'vouchers.write',
  'POST /api/staff/vouchers/:id/resend': 'vouchers.write',
  'GET /api/staff/reports/sales': 'reports.read',
  'GET /api/staff/reports/sales.csv': 'reports.read',
  'GET /api/staff/reports/payments': 'reports.read',
  'GET /api/staff/reports/payments.csv': 'reports.read',
  'GET /api/staff/reports/cash-up': 'cash_up.read',
  'GET /api/staff/reports/cash-up.csv': 'exports',
  'GET /api/staff/reports/occupancy': 'reports.read',
  'GET /api/staff/reports/occupancy.csv': 'reports.read',
  'GET /api/staff/reports/partners': 'reports.read',
  'GET /api/staff/reports/partners.csv': 'reports.read',
};

let t: TestApp;
const tokens = {} as Record<StaffRole, { authorization: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of staffRoles) tokens[role] = (await staffSession(t.database.db, role)).headers;
});
afterAll(async () => {
  await t.close();
});

/** A harmless call: an id that does not exist, an empty body (the guard answers before validation). */
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, '999999999'), headers, ...(method === 'GET' ? {} : { payload: {} }) });

describe('staff routes × roles', () => {
  it('every staff route is in the table, with the permission it is guarded by', () => {
    const actual = Object.fromEntries([...staffRouteTable.values()].map((r) => [`${r.method} ${r.url}`, r.guard ? (r.guard.permission ?? 'session') : 'public']));
    expect(actual).toEqual(expected);
  });

  it('answers 401 without a session, 403 to a role without the permission, and passes the guard otherwise', async () => {
    const failures: string[] = [];
    for (const [route, permission] of Object.entries(expected)) {
      if (permission === 'public' || route === 'POST /api/staff/auth/logout') continue;
      const [method, url] = route.split(' ') as [string, string];
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 401) failures.push(`${route} without a session: ${anonymous.statusCode}`);
      const forged = await call(method, url, { authorization: `Bearer ${'x'.repeat(43)}` });
      if (forged.statusCode !== 401) failures.push(`${route} with a forged token: ${forged.statusCode}`);
      for (const role of staffRoles) {
        const r = await call(method, url, tokens[role]);
        const allowed = permission === 'session' || can(role, permission);
        const refused = r.statusCode === 403 && r.json().detail === 'role_forbidden';
        if (allowed && (r.statusCode === 401 || r.statusCode === 403)) failures.push(`${route} as ${role}: ${r.statusCode}, expected past the guard`);
        if (!allowed && !refused) failures.push(`${route} as ${role}: ${r.statusCode} ${r.body.slice(0, 80)}, expected 403`);
        if (r.statusCode >= 500) failures.push(`${route} as ${role}: ${r.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
