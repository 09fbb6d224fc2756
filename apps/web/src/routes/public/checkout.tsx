import { useCart } from '../../features/cart/cart-context.ts';
import { HoldNotice } from '../../features/cart/components/hold-notice.tsx';
import { StoredCartMark } from '../../features/cart/components/stored-cart-mark.tsx';
import { earliestHold, holdMinutesOf } from '../../features/cart/hold-expiry.ts';
import type { CheckoutCart } from '../../features/checkout/checkout-cart.ts';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

/** /checkout: the cart feature supplies the lines and totals, the checkout feature the steps. */
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
    expiredLines: cart.expiredLines?.length ?? 0,
  };
  // The seat hold's countdown and, when it ran out, the offer to hold the same seats again (the cart feature's).
  const holdNotice = (
    <HoldNotice
      expiresAt={earliestHold(cart.serverItems)}
      holdMinutes={holdMinutesOf(cart.backendCart)}
      expiredItems={cart.expiredItems}
      expiredLines={cart.expiredLines}
      reholding={cart.reholding}
      onRehold={cart.rehold}
      onDismissExpired={cart.dismissExpired}
      keepsForm
      reserve={!cart.ready || (!cart.backendCart && cart.items.length > 0)}
    />
  );
  return (
    <>
      {/* Before the notice: marks a browser that holds a stored cart while the page is parsed. */}
      <StoredCartMark />
      <CheckoutView cart={checkoutCart} holdNotice={holdNotice} />
    </>
  );
}
