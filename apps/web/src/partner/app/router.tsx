import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { usePartnerT } from '../i18n/index.ts';
import { usePartnerAuth } from './auth.tsx';
import { guardDecision, PARTNER_HOME, type PartnerPageAccess } from './guard.ts';
import { PartnerShell } from './shell.tsx';
import styles from './shell.module.css';

/** Applies the guard rule (guard.ts) to the pages below it. */
function Guard({ page, children = <Outlet /> }: { page: PartnerPageAccess; children?: React.ReactNode }) {
  const { token, partner, validated, unreachable, revalidate } = usePartnerAuth();
  const location = useLocation();
  const { t } = usePartnerT();
  const decision = guardDecision(page, location, { signedIn: Boolean(token), validated, partner });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'allow') return children;
  return (
    <div className={styles.waiting} role="status">
      {unreachable ? (
        <>
          <p>{t('common.unreachable')}</p>
          <button type="button" className={styles.retry} onClick={revalidate}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <p>{t('common.loading')}</p>
      )}
    </div>
  );
}

const reseller: PartnerPageAccess = { access: 'guarded', type: 'reseller' };
const referral: PartnerPageAccess = { access: 'guarded', type: 'referral' };

/** The partner area's pages (docs/product.md, Partner area); each page is its own chunk. */
export const partnerRoutes: RouteObject[] = [
  {
    element: <Guard page={{ access: 'guest' }} />,
    children: [
      { path: '/partner/login', lazy: () => import('../pages/login.tsx') },
      { path: '/partner/register', lazy: () => import('../pages/register.tsx') },
      { path: '/partner/forgot', lazy: () => import('../pages/forgot.tsx') },
      { path: '/partner/reset/:token', lazy: () => import('../pages/reset.tsx') },
    ],
  },
  { path: '/partner/test-login', lazy: () => import('../pages/test-login.tsx') },
  { path: '/partner/suspended', element: <Guard page={{ access: 'suspended' }} />, children: [{ index: true, lazy: () => import('../pages/suspended.tsx') }] },
  {
    path: '/partner',
    element: (
      <Guard page={{ access: 'guarded' }}>
        <PartnerShell />
      </Guard>
    ),
    children: [
      { index: true, element: <Navigate to={PARTNER_HOME} replace /> },
      { path: 'dashboard', lazy: () => import('../pages/dashboard.tsx') },
      { path: 'orders', lazy: () => import('../pages/orders.tsx') },
      { path: 'orders/:id', lazy: () => import('../pages/order-detail.tsx') },
      { path: 'settings', lazy: () => import('../pages/settings.tsx') },
      {
        element: <Guard page={reseller} />,
        children: [
          { path: 'new-order', lazy: () => import('../pages/new-order.tsx') },
          { path: 'billing/invoices', lazy: () => import('../pages/invoices.tsx') },
        ],
      },
      {
        element: <Guard page={referral} />,
        children: [
          { path: 'referrals/links', lazy: () => import('../pages/referral-links.tsx') },
          { path: 'referrals/codes', lazy: () => import('../pages/referral-codes.tsx') },
          { path: 'referrals/commissions', lazy: () => import('../pages/commissions.tsx') },
          { path: 'referrals/payouts', lazy: () => import('../pages/payouts.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../pages/not-found.tsx') },
    ],
  },
];

export const createPartnerRouter = () => createBrowserRouter(partnerRoutes);
