import { pageMeta } from '../../components/page-meta.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

export const meta = () => pageMeta('cart', 'meta', { noindex: true });

export default function CartPage() {
  return <CartView />;
}
