import { useCart } from '../../features/cart/cart-context.ts';
import { SuccessView } from '../../features/checkout/components/success-view.tsx';
import { useCheckoutSuccess } from '../../features/checkout/use-checkout-success.ts';

/** /checkout/success?session_id: the bookings, once the payment is through; the cart is cleared then. */
export default function CheckoutSuccessPage() {
  const { forgetCart } = useCart();
  const state = useCheckoutSuccess(forgetCart);
  return <SuccessView state={state} />;
}
