import { PageHeader } from '../../components/page-header.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { estate } from '../../features/location/estate.ts';
import { BalanceCheck } from '../../features/gift-voucher/components/balance-check.tsx';

/** /regala/saldo: check a gift voucher's balance with its code (docs/domain/gift-vouchers.md). */
export default function GiftBalancePage() {
  const { t } = useTranslation('gift');
  return (
    <>
      <PageHeader eyebrow={t('check.eyebrow')} title={t('check.title')} lead={t('check.lead')} />
      <BalanceCheck contactEmail={estate.email} />
    </>
  );
}
