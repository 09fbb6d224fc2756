/** The back office's sections: path, label key (staff catalogue `nav.*`) and the permission that shows it. */
export const staffNav = [
  { path: '/staff', key: 'today', permission: 'today.read', end: true },
  { path: '/staff/calendar', key: 'calendar', permission: 'slots.read' },
  { path: '/staff/bookings', key: 'bookings', permission: 'bookings.read' },
  { path: '/staff/check-in', key: 'checkIn', permission: 'checkin' },
  { path: '/staff/manifest', key: 'manifest', permission: 'manifest.read' },
  { path: '/staff/coupons', key: 'coupons', permission: 'coupons.read' },
  { path: '/staff/reviews', key: 'reviews', permission: 'reviews.moderate' },
  { path: '/staff/messages', key: 'messages', permission: 'messages.manage' },
  { path: '/staff/audit', key: 'audit', permission: 'audit.read' },
  { path: '/staff/privacy', key: 'privacy', permission: 'privacy.manage' },
  { path: '/staff/partners', key: 'partners', permission: 'partners.manage' },
  { path: '/staff/commissions', key: 'commissions', permission: 'commissions.review' },
  { path: '/staff/payouts', key: 'payouts', permission: 'money.read' },
  { path: '/staff/invoices', key: 'invoices', permission: 'invoices.manage' },
  { path: '/staff/team', key: 'team', permission: 'team.manage' },
] as const;
