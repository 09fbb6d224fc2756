import type { StaffAuditSubject } from '@tenuta/contracts';
import { romeDate } from '@tenuta/core/rome-time';

/** A page of the back office and the permission that opens it (the staff navigation's). */
export interface AuditLink {
  href: string;
  permission: string;
}

/** Where the record an audit row changed is shown: the booking, the slot in the calendar, the partner… */
export function auditLink(s: StaffAuditSubject | null): AuditLink | null {
  if (!s) return null;
  const id = encodeURIComponent(s.id);
  const partner = s.partner_id === null ? null : `/staff/partners/${s.partner_id}`;
  switch (s.type) {
    case 'booking':
      return { href: `/staff/bookings/${id}`, permission: 'bookings.read' };
    case 'slot':
      return { href: `/staff/calendar?${s.starts_at ? `date=${romeDate(new Date(s.starts_at))}&` : ''}slot=${id}`, permission: 'slots.read' };
    case 'experience':
      return { href: '/staff/calendar', permission: 'slots.read' };
    case 'coupon':
      return { href: s.label ? `/staff/coupons?q=${encodeURIComponent(s.label)}` : '/staff/coupons', permission: 'coupons.read' };
    case 'gift_voucher':
      return { href: `/staff/vouchers?voucher=${id}`, permission: 'vouchers.read' };
    case 'review':
      return { href: '/staff/reviews', permission: 'reviews.moderate' };
    case 'message':
      return { href: `/staff/messages?open=${id}`, permission: 'messages.manage' };
    case 'staff':
      return { href: '/staff/team', permission: 'team.manage' };
    case 'partner':
      return { href: `/staff/partners/${id}`, permission: 'partners.manage' };
    case 'partner_invite':
    case 'partner_user':
    case 'partner_code_request':
      return { href: partner ?? '/staff/partners', permission: 'partners.manage' };
    case 'invoice':
      return { href: s.partner_id === null ? '/staff/invoices' : `/staff/invoices?partner_id=${s.partner_id}`, permission: 'invoices.manage' };
    case 'commission':
      return s.booking_id === null ? { href: '/staff/commissions', permission: 'commissions.review' } : { href: `/staff/bookings/${s.booking_id}`, permission: 'bookings.read' };
    case 'payout':
      return { href: s.detail ? `/staff/payouts?period=${encodeURIComponent(s.detail)}` : '/staff/payouts', permission: 'money.read' };
    default:
      return null;
  }
}
