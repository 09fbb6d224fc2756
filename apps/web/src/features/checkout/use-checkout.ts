import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { useLocale } from '../../components/use-locale.ts';
import { createCheckoutSession } from './api/checkout-api.ts';
import {
  BILLING_FIELD_ORDER,
  billingAlert,
  changeBillingType,
  emptyBilling,
  prefillCountry,
  validateBilling,
  type BillingData,
  type BillingField,
  type BillingType,
} from './billing-step.ts';
import type { CheckoutCart } from './checkout-cart.ts';
import { buildCheckoutRequest, decideCheckoutOutcome, sessionErrorMessage } from './checkout-outcome.ts';
import { readCheckoutStep, resumeStep, saveCheckoutSessionId, saveCheckoutStep, saveWineBookingData } from './checkout-storage.ts';
import { readBilling, readLead, saveBilling, saveLead } from './form-storage.ts';
import { CONTACT_FIELD_ORDER, contactAlert, emptyContact, validateContact, type ContactData, type ContactField, type StepAlert } from './contact-step.ts';
import { checkoutFieldId } from './field-id.ts';

export type CheckoutStep = 1 | 2 | 3;

/** Processing messages, in order, then the outcome's (docs/product.md, Checkout submit). */
export const PROCESSING_SEQUENCE = ['creatingSession', 'payment', 'booking', 'almostDone'] as const;
export type ProcessingPhase = (typeof PROCESSING_SEQUENCE)[number] | 'redirecting' | 'completed';
export const PROCESSING_STEP_MS = 1_500;
/** How long 'Prenotazione completata!' shows before the success page. */
export const CONFIRMED_PAUSE_MS = 800;

export interface StepAlertState {
  kind: StepAlert;
  /** Changes on every failed attempt, so the alert is announced again. */
  key: number;
}

function firstInvalid<F extends string>(order: readonly F[], errors: Partial<Record<F, unknown>>): string | null {
  const field = order.find((f) => errors[f]);
  return field ? checkoutFieldId(field) : null;
}

/** The three-step checkout (docs/product.md, Checkout): data, steps, validation, submit. */
export function useCheckout(cart: CheckoutCart) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const navigate = useNavigate();

  const [restored, setRestored] = useState(false);
  const [step, setStep] = useState<CheckoutStep>(1);
  const [contact, setContact] = useState<ContactData>(emptyContact);
  const [billing, setBilling] = useState<BillingData>(emptyBilling);
  const [showContactErrors, setShowContactErrors] = useState(false);
  const [showBillingErrors, setShowBillingErrors] = useState(false);
  const [alert, setAlert] = useState<StepAlertState | null>(null);
  const [processing, setProcessing] = useState(false);
  const [phase, setPhase] = useState<ProcessingPhase>('creatingSession');
  const [error, setError] = useState<string | null>(null);
  /** Held from the click until retry, back or a restored page: a double click never submits twice. */
  const lockRef = useRef(false);
  /** Set once the checkout has an outcome that leaves the page. */
  const leavingRef = useRef(false);
  const alertKey = useRef(0);

  // Both steps come back from localStorage (browser only: the HTML is prerendered) (docs/product.md, Browser storage).
  // A reload resumes at the step the guest was on, when the steps before it are still complete.
  useEffect(() => {
    const lead = readLead();
    const bill = readBilling();
    setContact(lead);
    setBilling(bill);
    const contactComplete = contactAlert(validateContact(lead)) === null;
    setStep(resumeStep(readCheckoutStep(), contactComplete, contactComplete && billingAlert(validateBilling(lead, bill)) === null));
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveCheckoutStep(step);
  }, [restored, step]);
  useEffect(() => {
    if (restored) saveLead(contact);
  }, [restored, contact]);
  useEffect(() => {
    if (restored) saveBilling(billing);
  }, [restored, billing]);

  // The checkout page returns to /cart if the cart is empty (docs/product.md, Checkout steps).
  useEffect(() => {
    if (!cart.ready || cart.busy || processing || error || leavingRef.current) return;
    if (cart.lineCount === 0 && cart.expiredLines === 0) navigate('/cart', { replace: true });
  }, [cart.ready, cart.busy, cart.lineCount, cart.expiredLines, processing, error, navigate]);

  // Processing messages advance while the request runs, and stop at the last.
  const waiting = processing && (PROCESSING_SEQUENCE as readonly string[]).includes(phase);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      setPhase((p) => {
        const i = (PROCESSING_SEQUENCE as readonly string[]).indexOf(p);
        return i >= 0 && i < PROCESSING_SEQUENCE.length - 1 ? PROCESSING_SEQUENCE[i + 1]! : p;
      });
    }, PROCESSING_STEP_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  // Back from the payment page through the browser's cache: the page is usable again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      lockRef.current = false;
      leavingRef.current = false;
      setProcessing(false);
      setPhase('creatingSession');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const contactErrors = useMemo(() => validateContact(contact), [contact]);
  const billingErrors = useMemo(() => validateBilling(contact, billing), [contact, billing]);

  const raise = useCallback((kind: StepAlert) => {
    alertKey.current += 1;
    setAlert({ kind, key: alertKey.current });
  }, []);

  // A shown alert follows the fixes: it changes wording or goes away.
  const liveAlert: StepAlertState | null = useMemo(() => {
    if (!alert) return null;
    const kind = step === 1 ? contactAlert(contactErrors) : step === 2 ? billingAlert(billingErrors) : null;
    return kind ? { kind, key: alert.key } : null;
  }, [alert, step, contactErrors, billingErrors]);

  const updateContact = useCallback((field: ContactField, value: string) => setContact((c) => ({ ...c, [field]: value })), []);
  const updateBilling = useCallback((field: Exclude<BillingField, 'billingType' | 'privacyAccepted'>, value: string) => setBilling((b) => ({ ...b, [field]: value })), []);
  const setBillingType = useCallback((type: BillingType) => setBilling((b) => changeBillingType(b, type)), []);
  const setPrivacy = useCallback((accepted: boolean) => setBilling((b) => ({ ...b, privacyAccepted: accepted })), []);

  const goTo = useCallback((next: CheckoutStep) => {
    setAlert(null);
    setStep(next);
  }, []);

  /** Validates the current step; returns the id of the first field to fix, or null after moving on. */
  const next = useCallback((): string | null => {
    if (step === 1) {
      const kind = contactAlert(contactErrors);
      if (kind) {
        setShowContactErrors(true);
        raise(kind);
        return firstInvalid(CONTACT_FIELD_ORDER, contactErrors);
      }
      setBilling((b) => prefillCountry(b, contact));
      goTo(2);
      return null;
    }
    if (step === 2) {
      const kind = billingAlert(billingErrors);
      if (kind) {
        setShowBillingErrors(true);
        raise(kind);
        return firstInvalid(BILLING_FIELD_ORDER, billingErrors);
      }
      goTo(3);
    }
    return null;
  }, [step, contact, contactErrors, billingErrors, raise, goTo]);

  /** Back goes down one step, not below 1 (docs/product.md, Checkout steps). */
  const back = useCallback(() => {
    lockRef.current = false;
    setError(null);
    setProcessing(false);
    goTo(step > 1 ? ((step - 1) as CheckoutStep) : 1);
  }, [step, goTo]);

  const submit = useCallback(async () => {
    if (lockRef.current) return;
    // The data may have changed in another tab or been edited since: check both steps again.
    if (contactAlert(contactErrors)) {
      setShowContactErrors(true);
      goTo(1);
      return;
    }
    if (billingAlert(billingErrors)) {
      setShowBillingErrors(true);
      goTo(2);
      return;
    }
    lockRef.current = true;
    setError(null);
    setPhase('creatingSession');
    setProcessing(true);
    try {
      if (!cart.cartId) throw new Error('no cart');
      const response = await createCheckoutSession(cart.cartId, buildCheckoutRequest(contact, billing, window.location.origin, locale));
      const outcome = decideCheckoutOutcome(response, contact.email.trim());
      leavingRef.current = true;
      if (outcome.kind === 'redirect') {
        if (outcome.sessionId) saveCheckoutSessionId(outcome.sessionId);
        // Shown before the browser starts leaving: it may not render again afterwards.
        flushSync(() => setPhase('redirecting'));
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'confirmed') {
        saveWineBookingData(outcome.data);
        setPhase('completed');
        window.setTimeout(() => navigate('/checkout/success'), CONFIRMED_PAUSE_MS);
        return;
      }
      const message = t('errors.checkout');
      setError(message);
      navigate('/checkout/cancel', { state: { checkoutError: message } });
    } catch (e) {
      leavingRef.current = false;
      setError(sessionErrorMessage(e, t('errors.session'), (count) => t('errors.rateLimited', { count })));
      setProcessing(false);
    }
  }, [contactErrors, billingErrors, goTo, cart.cartId, contact, billing, locale, navigate, t]);

  /** Retry clears the error and the processing flag (docs/product.md, Checkout submit). */
  const retry = useCallback(() => {
    lockRef.current = false;
    setError(null);
    setProcessing(false);
    setPhase('creatingSession');
  }, []);

  return {
    restored,
    step,
    contact,
    billing,
    contactErrors: showContactErrors ? contactErrors : {},
    billingErrors: showBillingErrors ? billingErrors : {},
    alert: liveAlert,
    processing,
    phase,
    error,
    updateContact,
    updateBilling,
    setBillingType,
    setPrivacy,
    next,
    back,
    goTo,
    submit,
    retry,
  };
}
