import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './demo-staff.ts';
import { can, homePath, permissions, permissionsOf } from './roles.ts';
import { matchTotp, newTotpSecret, totpCode } from './totp.ts';

describe('roles', () => {
  it('owners may do everything; only owners manage the team', () => {
    expect(permissionsOf('owner')).toEqual([...permissions]);
    for (const role of ['manager', 'front_desk', 'accountant'] as const) expect(can(role, 'team.manage'), role).toBe(false);
  });

  it('front desk: manifest, check-in, payments on site and their cash-up, booking and voucher look-up, nothing that changes slots or money back', () => {
    expect(permissionsOf('front_desk').sort()).toEqual([
      'bookings.create',
      'bookings.guest',
      'bookings.read',
      'cash_up.read',
      'checkin',
      'manifest.read',
      'payments.on_site',
      'slots.read',
      'today.read',
      'vouchers.read',
    ]);
  });

  it('reports: owner, manager and accountant; the cash-up also the front desk; the accountant lands on the reports', () => {
    for (const role of ['owner', 'manager', 'accountant'] as const) expect(can(role, 'reports.read'), role).toBe(true);
    expect(can('front_desk', 'reports.read')).toBe(false);
    for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) expect(can(role, 'cash_up.read'), role).toBe(true);
    expect(homePath('accountant')).toBe('/staff/reports');
    for (const role of ['owner', 'manager', 'front_desk'] as const) expect(homePath(role), role).toBe('/staff');
  });

  it('an on-site payment recorded by mistake is voided by the owner or a manager, never by the desk that took it', () => {
    for (const role of ['owner', 'manager'] as const) expect(can(role, 'payments.void'), role).toBe(true);
    for (const role of ['front_desk', 'accountant'] as const) expect(can(role, 'payments.void'), role).toBe(false);
  });

  it('bookings taken by phone or at the desk: owner, manager and front desk; a party changed (money moves): owner and manager', () => {
    for (const role of ['owner', 'manager', 'front_desk'] as const) {
      expect(can(role, 'bookings.create'), role).toBe(true);
      expect(can(role, 'bookings.guest'), role).toBe(true);
    }
    expect(can('accountant', 'bookings.create')).toBe(false);
    expect(can('accountant', 'bookings.guest')).toBe(false);
    expect(can('front_desk', 'bookings.write')).toBe(false);
  });

  it('gift vouchers: every role looks them up, only owner and manager act on them', () => {
    for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) expect(can(role, 'vouchers.read'), role).toBe(true);
    expect(can('owner', 'vouchers.write')).toBe(true);
    expect(can('manager', 'vouchers.write')).toBe(true);
    for (const role of ['front_desk', 'accountant'] as const) expect(can(role, 'vouchers.write'), role).toBe(false);
  });

  it('accountant reads and exports, and runs the partner money (commissions, payouts, invoices), nothing else', () => {
    for (const p of permissionsOf('accountant')) expect(p).toMatch(/\.read$|^exports$|^commissions\.review$|^payouts\.manage$|^invoices\.manage$/);
    expect(can('accountant', 'exports')).toBe(true);
    expect(can('accountant', 'payouts.manage')).toBe(true);
    expect(can('accountant', 'checkin')).toBe(false);
    expect(can('manager', 'payouts.manage')).toBe(false);
    expect(can('manager', 'invoices.manage')).toBe(false);
  });

  it('manager runs slots, bookings, refunds, coupons, reviews, messages and partners, not the team or money', () => {
    for (const p of ['slots.write', 'bookings.write', 'bookings.refund', 'coupons.write', 'reviews.moderate', 'messages.manage', 'partners.manage'] as const)
      expect(can('manager', p), p).toBe(true);
    expect(can('manager', 'money.read')).toBe(false);
  });

  it('data-subject requests (export, erasure): owner and manager only', () => {
    expect(can('owner', 'privacy.manage')).toBe(true);
    expect(can('manager', 'privacy.manage')).toBe(true);
    for (const role of ['front_desk', 'accountant'] as const) expect(can(role, 'privacy.manage'), role).toBe(false);
  });
});

describe('isLoopbackUrl', () => {
  it('is true only for localhost, 127.0.0.0/8 and ::1', () => {
    for (const u of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://127.8.9.10', 'http://[::1]:3000', 'http://app.localhost']) expect(isLoopbackUrl(u), u).toBe(true);
    for (const u of ['https://tenuta.example', 'http://10.0.0.1', 'http://localhost.evil.example', 'http://127.0.0.1.nip.io', 'not a url']) expect(isLoopbackUrl(u), u).toBe(false);
  });
});

describe('TOTP', () => {
  it('accepts the current code and one step of drift, not two', () => {
    const secret = newTotpSecret();
    const t0 = new Date('2026-11-23T10:00:10Z');
    const step = Math.floor(t0.getTime() / 30_000);
    expect(matchTotp(secret, totpCode(secret, t0), t0)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(t0.getTime() - 30_000)), t0)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(t0.getTime() - 60_000)), t0)).toBeNull();
    expect(matchTotp(secret, 'abcdef', t0)).toBeNull();
    expect(matchTotp(secret, ` ${totpCode(secret, t0).slice(0, 3)} ${totpCode(secret, t0).slice(3)} `, t0)).toBe(step);
  });
});
