import type { PartnerTypeName } from '@tenuta/contracts';

/** The area's sections by kind of partner: path and label key (catalogue `partner`, `nav.*`). */
const sections: { path: string; key: string; type?: PartnerTypeName }[] = [
  { path: '/partner/dashboard', key: 'dashboard' },
  { path: '/partner/new-order', key: 'newOrder', type: 'reseller' },
  { path: '/partner/orders', key: 'orders' },
  { path: '/partner/referrals/links', key: 'links', type: 'referral' },
  { path: '/partner/referrals/codes', key: 'codes', type: 'referral' },
  { path: '/partner/referrals/commissions', key: 'commissions', type: 'referral' },
  { path: '/partner/referrals/payouts', key: 'payouts', type: 'referral' },
  { path: '/partner/billing/invoices', key: 'invoices', type: 'reseller' },
  { path: '/partner/settings', key: 'settings' },
];

export const partnerNav = (type: PartnerTypeName) => sections.filter((s) => !s.type || s.type === type);
