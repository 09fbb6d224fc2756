import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffAuth } from '../app/auth.tsx';
import { CashUpView } from '../features/reports/cash-up-view.tsx';
import { OccupancyView } from '../features/reports/occupancy-view.tsx';
import { PartnersView } from '../features/reports/partners-view.tsx';
import { PaymentsView } from '../features/reports/payments-view.tsx';
import { PeriodPicker } from '../features/reports/period-picker.tsx';
import styles from '../features/reports/reports.module.css';
import { SalesView } from '../features/reports/sales-view.tsx';
import { useReportPeriod } from '../features/reports/use-report-period.ts';
import { VouchersView } from '../features/reports/vouchers-view.tsx';
import { useStaffT } from '../i18n/index.ts';

/** The reports' views and who may open each (the server checks again: docs/domain/reports.md). */
const views = [
  { key: 'sales', permission: 'reports.read' },
  { key: 'payments', permission: 'reports.read' },
  { key: 'cash-up', permission: 'cash_up.read' },
  { key: 'occupancy', permission: 'reports.read' },
  { key: 'partners', permission: 'reports.read' },
  { key: 'vouchers', permission: 'money.read' },
] as const;
type View = (typeof views)[number]['key'];

/**
 * /staff/reports/:view: the money people's page (the accountant lands here). One period for every
 * view, kept in the URL while switching; the cash-up reads one day instead.
 */
export function Component() {
  const { t } = useStaffT('staffReports');
  const { can } = useStaffAuth();
  const { view } = useParams();
  const location = useLocation();
  const { period, setPeriod, day, setDay } = useReportPeriod();
  const allowed = views.filter((v) => can(v.permission));
  const current = allowed.find((v) => v.key === view)?.key;
  if (!current) {
    const first = allowed[0];
    if (first) return <Navigate to={{ pathname: `/staff/reports/${first.key}`, search: location.search }} replace />;
    return (
      <>
        <PageHeader title={t('title')} />
        <p className={ui.muted}>{t('notAllowed')}</p>
      </>
    );
  }
  const body: Record<View, () => ReactNode> = {
    sales: () => <SalesView period={period} />,
    payments: () => <PaymentsView period={period} />,
    'cash-up': () => <CashUpView day={day} onDay={setDay} />,
    occupancy: () => <OccupancyView period={period} />,
    partners: () => <PartnersView period={period} />,
    vouchers: () => <VouchersView period={period} />,
  };
  return (
    <>
      <PageHeader title={t('title')} description={t(`views.${current}.description`)} />
      {allowed.length > 1 ? (
        <div className={styles.views}>
          <StatusTabs
            label={t('viewsLabel')}
            current={current}
            tabs={allowed.map((v) => ({ key: v.key, label: t(`views.${v.key}.tab`), to: { pathname: `/staff/reports/${v.key}`, search: location.search } }))}
          />
        </div>
      ) : null}
      {current === 'cash-up' ? null : <PeriodPicker period={period} onChange={setPeriod} grouping={current === 'sales' || current === 'payments'} />}
      {body[current]()}
    </>
  );
}
