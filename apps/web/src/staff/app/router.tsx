import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { useStaffT } from '../i18n/index.ts';
import ui from '../../ui/ui.module.css';
import { useStaffAuth } from './auth.tsx';
import { StaffShell } from './shell.tsx';

/** Signed-in pages: no token goes to sign-in (and back here after it). */
function RequireStaff() {
  const { token, me, loading } = useStaffAuth();
  const location = useLocation();
  const { t } = useStaffT();
  if (!token) return <Navigate to={`/staff/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (loading || !me)
    return (
      <p className={ui.muted} style={{ padding: '2rem' }}>
        {t('common.loading')}
      </p>
    );
  if (me.must_enrol_totp && location.pathname !== '/staff/account') return <Navigate to="/staff/account" replace />;
  // Just signed in without a page to return to: the role's own start (the accountant's is the reports).
  if ((location.state as { landing?: boolean } | null)?.landing && location.pathname !== me.home) return <Navigate to={me.home} replace />;
  return <StaffShell />;
}

/** Each page is its own chunk, loaded when first opened. */
export const staffRoutes: RouteObject[] = [
  { path: '/staff/login', lazy: () => import('../pages/login.tsx') },
  { path: '/staff/setup/:token', lazy: () => import('../pages/setup.tsx') },
  { path: '/staff/reset/:token', lazy: () => import('../pages/setup.tsx') },
  { path: '/staff/forgot-password', lazy: () => import('../pages/forgot-password.tsx') },
  {
    path: '/staff',
    element: <RequireStaff />,
    children: [
      { index: true, lazy: () => import('../pages/today.tsx') },
      { path: 'calendar', lazy: () => import('../pages/calendar.tsx') },
      { path: 'bookings', lazy: () => import('../pages/bookings.tsx') },
      { path: 'bookings/new', lazy: () => import('../pages/new-booking.tsx') },
      { path: 'bookings/:id', lazy: () => import('../pages/booking-detail.tsx') },
      { path: 'check-in', lazy: () => import('../pages/check-in.tsx') },
      { path: 'manifest', lazy: () => import('../pages/manifest.tsx') },
      { path: 'coupons', lazy: () => import('../pages/coupons.tsx') },
      { path: 'vouchers', lazy: () => import('../pages/vouchers.tsx') },
      { path: 'vouchers/report', lazy: () => import('../pages/voucher-report.tsx') },
      { path: 'reports/:view?', lazy: () => import('../pages/reports.tsx') },
      { path: 'reviews', lazy: () => import('../pages/reviews.tsx') },
      { path: 'messages', lazy: () => import('../pages/messages.tsx') },
      { path: 'audit', lazy: () => import('../pages/audit.tsx') },
      { path: 'privacy', lazy: () => import('../pages/privacy.tsx') },
      { path: 'partners', lazy: () => import('../pages/partners.tsx') },
      { path: 'partners/:id', lazy: () => import('../pages/partner-detail.tsx') },
      { path: 'commissions', lazy: () => import('../pages/commissions.tsx') },
      { path: 'payouts', lazy: () => import('../pages/payouts.tsx') },
      { path: 'invoices', lazy: () => import('../pages/invoices.tsx') },
      { path: 'team', lazy: () => import('../pages/team.tsx') },
      { path: 'account', lazy: () => import('../pages/account.tsx') },
      { path: '*', lazy: () => import('../pages/not-found.tsx') },
    ],
  },
];

export const createStaffRouter = () => createBrowserRouter(staffRoutes);
