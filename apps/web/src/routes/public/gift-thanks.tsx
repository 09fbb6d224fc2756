import { estate } from '../../features/location/estate.ts';
import { PurchaseStatusView } from '../../features/gift-voucher/components/purchase-status-view.tsx';
import { usePurchaseStatus } from '../../features/gift-voucher/use-purchase-status.ts';

/** /regala/grazie?purchase=…: the payment provider sends the buyer back here (docs/domain/gift-vouchers.md). */
export default function GiftThanksPage() {
  const { state, retry } = usePurchaseStatus();
  return <PurchaseStatusView state={state} onRetry={retry} contactEmail={estate.email} />;
}
