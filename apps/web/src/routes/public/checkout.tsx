import { pageMeta } from '../../components/page-meta.ts';
import { useCart } from '../../features/cart/cart-context.ts';
import type { CheckoutCart } from '../../features/checkout/checkout-cart.ts';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

export const meta = () => pageMeta('checkout', 'meta', { noindex: true });

/** Seed /checkout: the cart feature supplies the lines and totals, the checkout feature the steps. */
export default function CheckoutPage() {
  const cart = useCart();
  const checkoutCart: CheckoutCart = {
    ready: cart.ready,
    busy: cart.isLoadingTotals || cart.isUpdating || cart.isRemoving,
    cartId: cart.backendCartId,
    lineCount: cart.items.length,
    items: cart.serverItems,
    totals: cart.backendCart?.totals ?? null,
    couponCode: cart.couponCode,
  };
  return <CheckoutView cart={checkoutCart} />;
}
