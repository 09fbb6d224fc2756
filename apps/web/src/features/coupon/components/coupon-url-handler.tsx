import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCart } from '../../cart/cart-context.ts';
import { validateCoupon } from '../api/validate-coupon.ts';
import { saveAppliedCoupon } from '../applied-coupon.ts';
import { classifyCoupon, type ClassifiedCoupon } from '../coupon-outcome.ts';
import { couponFromSearch, searchWithoutCoupon } from '../coupon-url.ts';

const CouponPopup = lazy(() => import('./coupon-popup.tsx'));

/** The global check runs at mount and again after 1 second (docs/product.md, Coupon links). */
const SECOND_CHECK_MS = 1_000;
const BOOKING_PATH = '/truffle-hunting';

export type CouponPopupState = { phase: 'validating'; code: string } | { phase: 'done'; code: string; result: ClassifiedCoupon; applying: boolean; failed: boolean };

/**
 * Reads a coupon arriving in the URL (coupon-code, couponCode, coupon_code),
 * validates it and offers it in a popup. Mounted by the public layout only.
 */
export function CouponUrlHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const { initCart } = useCart();
  const [state, setState] = useState<CouponPopupState | null>(null);
  const handled = useRef<string | null>(null);

  const check = useCallback(() => {
    const code = couponFromSearch(window.location.search);
    if (!code || handled.current === code) return;
    handled.current = code;
    setState({ phase: 'validating', code });
    validateCoupon(code).then(
      (data) => setState({ phase: 'done', code, result: classifyCoupon({ data }), applying: false, failed: false }),
      (error: unknown) => setState({ phase: 'done', code, result: classifyCoupon({ error }), applying: false, failed: false }),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is the trigger; check() reads window.location itself (also a second later, as the contract asks)
  useEffect(() => {
    check();
    const timer = setTimeout(check, SECOND_CHECK_MS);
    return () => clearTimeout(timer);
  }, [check, location.search]);

  /** Drops the parameter from the address (and optionally goes to the booking page). */
  const leave = (toBooking: boolean) => {
    const search = searchWithoutCoupon(window.location.search);
    if (toBooking && location.pathname !== BOOKING_PATH) navigate(`${BOOKING_PATH}${search}#prenota`);
    else navigate({ pathname: location.pathname, search, hash: toBooking ? '#prenota' : location.hash }, { replace: true });
  };

  const close = () => {
    setState(null);
    leave(false);
  };

  const apply = async () => {
    if (state?.phase !== 'done') return;
    const { code, result } = state;
    setState({ ...state, applying: true, failed: false });
    try {
      // A valid code starts the cart with it; a partial or invalid one, an empty cart.
      await initCart(result.validation === true ? code : null);
    } catch {
      setState({ ...state, applying: false, failed: true });
      return;
    }
    saveAppliedCoupon({ code, validation: result.validation, partnerName: result.partnerName });
    setState(null);
    leave(true);
  };

  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <CouponPopup state={state} onApply={() => void apply()} onClose={close} />
    </Suspense>
  );
}
