import { pageMeta } from '../../components/page-meta.ts';
import { CancelView } from '../../features/checkout/components/cancel-view.tsx';

export const meta = () => pageMeta('checkout', 'cancel.meta', { noindex: true });

export default function CheckoutCancelPage() {
  return <CancelView />;
}
