import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { VoucherReport } from '../features/vouchers/voucher-report.tsx';
import { useStaffT } from '../i18n/index.ts';

/** The vouchers' money report, among the money pages (owners and accountants). */
export function Component() {
  const { t } = useStaffT('staffVouchers');
  return (
    <>
      <PageHeader
        title={t('report.title')}
        description={t('report.description')}
        actions={
          <Link className={ui.ghost} to="/staff/vouchers">
            {t('report.toList')}
          </Link>
        }
      />
      <VoucherReport />
    </>
  );
}
