import { CancelView } from '../../features/checkout/components/cancel-view.tsx';

export default function CheckoutCancelPage() {
  return <CancelView />;
}
