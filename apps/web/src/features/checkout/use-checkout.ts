import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { useLocale } from '../../components/use-locale.ts';
import {
  BILLING_FIELD_ORDER,
  billingAlert,
  changeBillingType,
  emptyBilling,
  prefillCountry,
  type BillingData,
  type BillingErrors,
  type BillingField,
  type BillingType,
} from './billing-step.ts';
import type { CheckoutCart } from './checkout-cart.ts';
import { checkoutLater, checkoutRules, type CheckoutLater, type CheckoutRules } from './checkout-modules.ts';
import { readCheckoutStep, resumeStep, saveCheckoutSessionId, saveCheckoutStep, saveWineBookingData } from './checkout-storage.ts';
import { readBilling, readLead, saveBilling, saveLead } from './form-storage.ts';
import { CONTACT_FIELD_ORDER, contactAlert, emptyContact, type ContactData, type ContactErrors, type ContactField, type StepAlert } from './contact-step.ts';
import { checkoutFieldId } from './field-id.ts';
import type { AppliedVoucher } from './voucher-preview.ts';

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

/** No errors known yet: the validation is not loaded, and nothing shows them before it is. */
const NO_CONTACT_ERRORS: ContactErrors = {};
const NO_BILLING_ERRORS: BillingErrors = {};

function firstInvalid<F extends string>(order: readonly F[], errors: Partial<Record<F, unknown>>): string | null {
  const field = order.find((f) => errors[f]);
  return field ? checkoutFieldId(field) : null;
}

/**
 * The three-step checkout (docs/product.md, Checkout): data, steps, validation, submit. The
 * validation and the later steps' code load when needed (checkout-modules.ts): the validation on
 * the guest's first focus or touch of the form (`prepare`), the later steps once step 1 is valid;
 * moving on waits for what the next step needs (docs/decisions/0029-public-page-javascript-as-it-stands.md).
 */
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
  /** Step 3's gift vouchers: in memory only (a code is a bearer's money), sent with the checkout. */
  const [vouchers, setVouchers] = useState<AppliedVoucher[]>([]);
  /** Held from the click until retry, back or a restored page: a double click never submits twice. */
  const lockRef = useRef(false);
  /** Set once the checkout has an outcome that leaves the page. */
  const leavingRef = useRef(false);
  const alertKey = useRef(0);
  /** A step change waiting for its code: a second click does not run it twice. */
  const advancingRef = useRef(false);
  const [rules, setRules] = useState<CheckoutRules | null>(checkoutRules.current);
  const [later, setLater] = useState<CheckoutLater | null>(checkoutLater.current);
  const loadRules = useCallback(async () => {
    const m = await checkoutRules.load();
    setRules(m);
    return m;
  }, []);
  const loadLater = useCallback(async () => {
    const m = await checkoutLater.load();
    setLater(m);
    return m;
  }, []);
  /** Starts loading the validation (first focus or touch of the form), so that it is ready by the first check. */
  const prepare = useCallback(() => {
    if (!checkoutRules.current()) loadRules().catch(() => undefined);
  }, [loadRules]);

  // Both steps come back from localStorage (browser only: the HTML is prerendered) (docs/product.md, Browser storage).
  // A reload resumes at the step the guest was on, when the steps before it are still complete
  // (checked with the validation, loaded for it; step 1 needs neither check nor later code).
  useEffect(() => {
    const lead = readLead();
    const bill = readBilling();
    setContact(lead);
    setBilling(bill);
    const stored = readCheckoutStep();
    if (stored === 1) {
      setRestored(true);
      return;
    }
    let live = true;
    const resume = async () => {
      const r = await loadRules();
      const contactComplete = contactAlert(r.validateContact(lead)) === null;
      const resumed = resumeStep(stored, contactComplete, contactComplete && billingAlert(r.validateBilling(lead, bill)) === null);
      if (resumed > 1) await loadLater();
      return resumed;
    };
    resume()
      .catch(() => 1 as const)
      .then((resumed) => {
        if (!live) return;
        setStep(resumed);
        setRestored(true);
      });
    return () => {
      live = false;
    };
  }, [loadRules, loadLater]);
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

  const contactErrors = useMemo(() => (rules ? rules.validateContact(contact) : NO_CONTACT_ERRORS), [rules, contact]);
  const billingErrors = useMemo(() => (rules ? rules.validateBilling(contact, billing) : NO_BILLING_ERRORS), [rules, contact, billing]);

  // Step 1 is valid (or passed): the later steps' code loads now, before the guest moves on.
  const laterNeeded = step > 1 || (rules !== null && contactAlert(contactErrors) === null);
  useEffect(() => {
    if (laterNeeded) loadLater().catch(() => undefined);
  }, [laterNeeded, loadLater]);

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
  const addVoucher = useCallback((v: AppliedVoucher) => setVouchers((vs) => (vs.some((x) => x.code === v.code) ? vs : [...vs, v])), []);
  const removeVoucher = useCallback((code: string) => setVouchers((vs) => vs.filter((v) => v.code !== code)), []);

  const goTo = useCallback((next: CheckoutStep) => {
    setAlert(null);
    setStep(next);
  }, []);

  /**
   * Validates the current step; resolves to the id of the first field to fix, or null after moving on.
   * With the validation and the next step's code loaded (as they usually are by then) it all happens
   * at once; otherwise it waits for them, and the errors are rendered before it resolves (as within
   * the click), so that the caller's focus lands on a laid-out form. A failed load leaves the guest
   * on the step, to try again.
   */
  const next = useCallback(async (): Promise<string | null> => {
    if (advancingRef.current) return null;
    advancingRef.current = true;
    try {
      const r = rules ?? (await loadRules());
      const now = (update: () => void) => (rules ? update() : flushSync(update));
      if (step === 1) {
        const errors = rules ? contactErrors : r.validateContact(contact);
        const kind = contactAlert(errors);
        if (kind) {
          now(() => {
            setShowContactErrors(true);
            raise(kind);
          });
          return firstInvalid(CONTACT_FIELD_ORDER, errors);
        }
        if (!later) await loadLater();
        setBilling((b) => prefillCountry(b, contact));
        goTo(2);
        return null;
      }
      if (step === 2) {
        const errors = rules ? billingErrors : r.validateBilling(contact, billing);
        const kind = billingAlert(errors);
        if (kind) {
          now(() => {
            setShowBillingErrors(true);
            raise(kind);
          });
          return firstInvalid(BILLING_FIELD_ORDER, errors);
        }
        if (!later) await loadLater();
        goTo(3);
      }
      return null;
    } catch {
      return null;
    } finally {
      advancingRef.current = false;
    }
  }, [rules, later, loadRules, loadLater, step, contact, billing, contactErrors, billingErrors, raise, goTo]);

  /** Back goes down one step, not below 1 (docs/product.md, Checkout steps). */
  const back = useCallback(() => {
    lockRef.current = false;
    setError(null);
    setProcessing(false);
    goTo(step > 1 ? ((step - 1) as CheckoutStep) : 1);
  }, [step, goTo]);

  const submit = useCallback(async () => {
    // Step 3 is reached with the validation and the later steps' code loaded.
    if (lockRef.current || !rules || !later) return;
    const { buildCheckoutRequest, createCheckoutSession, decideCheckoutOutcome, sessionErrorMessage, voucherErrorKey } = later;
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
      const request = buildCheckoutRequest(
        contact,
        billing,
        window.location.origin,
        locale,
        vouchers.map((v) => v.code),
      );
      const response = await createCheckoutSession(cart.cartId, request);
      const outcome = decideCheckoutOutcome(response, contact.email.trim());
      leavingRef.current = true;
      if (outcome.kind === 'redirect') {
        if (outcome.sessionId) saveCheckoutSessionId(outcome.sessionId);
        // Shown before the browser starts leaving: it may not render again afterwards.
        flushSync(() => setPhase('redirecting'));
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'completed') {
        // Paid in full by gift vouchers: booked now; the success page reads the checkout from the server.
        setPhase('completed');
        window.setTimeout(() => navigate(`/checkout/success?session_id=${encodeURIComponent(outcome.sessionId)}`), CONFIRMED_PAUSE_MS);
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
      const voucherKey = voucherErrorKey(e);
      setError(voucherKey ? t(voucherKey) : sessionErrorMessage(e, t('errors.session'), (count) => t('errors.rateLimited', { count })));
      setProcessing(false);
    }
  }, [rules, later, contactErrors, billingErrors, goTo, cart.cartId, contact, billing, vouchers, locale, navigate, t]);

  /** Retry clears the error and the processing flag (docs/product.md, Checkout submit). */
  const retry = useCallback(() => {
    lockRef.current = false;
    setError(null);
    setProcessing(false);
    setPhase('creatingSession');
  }, []);

  return {
    restored,
    /** The later steps' code: loaded whenever step is 2 or 3 (and so while processing or after an error). */
    later,
    prepare,
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
    vouchers,
    addVoucher,
    removeVoucher,
    next,
    back,
    goTo,
    submit,
    retry,
  };
}
