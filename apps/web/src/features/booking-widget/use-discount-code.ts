import type { CouponValidateResponse } from '@tenuta/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { validateCoupon } from '../coupon/api/validate-coupon.ts';
import { takeAppliedCoupon } from '../coupon/applied-coupon.ts';

export type DiscountState =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'valid'; code: string; coupon: CouponValidateResponse }
  | { status: 'invalid'; code: string; reason: CouponValidateResponse['reason'] | 'unknown' }
  | { status: 'error'; code: string; unavailable: boolean };

/**
 * The widget's discount code (docs/product.md, Booking rules): validate on the button or
 * Enter, a blank code resets, and a coupon from the URL popup is read once
 * (by the truffle widget: the discount applies to truffle hunts only).
 */
export function useDiscountCode(readStoredCoupon: boolean) {
  const [input, setInput] = useState('');
  const [state, setState] = useState<DiscountState>({ status: 'idle' });
  const request = useRef(0);

  const validate = useCallback((raw: string) => {
    const code = raw.trim().toUpperCase(); // echoed upper case, as the server matches codes
    if (!code) {
      setState({ status: 'idle' });
      return;
    }
    const id = ++request.current;
    setState({ status: 'loading', code });
    validateCoupon(code).then(
      (coupon) => {
        if (id !== request.current) return;
        setState(coupon.is_valid ? { status: 'valid', code, coupon } : { status: 'invalid', code, reason: coupon.reason ?? 'unknown' });
      },
      (e: unknown) => {
        if (id !== request.current) return;
        if (isApiError(e) && (e.status === 404 || e.status === 400)) setState({ status: 'invalid', code, reason: 'unknown' });
        else setState({ status: 'error', code, unavailable: /temporaneamente/i.test(isApiError(e) ? `${e.message} ${e.detail}` : String(e)) });
      },
    );
  }, []);

  const change = useCallback((value: string) => {
    setInput(value);
    if (!value.trim()) {
      request.current++;
      setState({ status: 'idle' });
    }
  }, []);

  const reset = useCallback(() => {
    request.current++;
    setInput('');
    setState({ status: 'idle' });
  }, []);

  // The coupon from the URL popup is read once and removed (docs/product.md, Coupon links).
  useEffect(() => {
    if (!readStoredCoupon) return;
    const stored = takeAppliedCoupon();
    if (!stored) return;
    setInput(stored.code);
    validate(stored.code);
  }, [validate, readStoredCoupon]);

  return { input, change, validate: () => validate(input), reset, state };
}
