import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../components/use-locale.ts';
import { romeToday } from '../../lib/format.ts';
import { startGiftVoucherPurchase } from './api/gift-voucher-api.ts';
import {
  emptyGiftForm,
  firstInvalidField,
  giftFieldId,
  giftTotalCents,
  lastDeliveryDate,
  peopleBounds,
  toPurchaseRequest,
  type AmountChoice,
  type GiftField,
  type GiftFormErrors,
  type GiftFormValues,
  type GiftMode,
} from './gift-form-model.ts';
import { forgetGiftForm, keepGiftForm, readGiftForm } from './gift-form-storage.ts';
import { purchaseProblem, type PurchaseProblem } from './gift-problem.ts';
import { useGiftExperiences } from './use-gift-experiences.ts';

type GiftRules = typeof import('./gift-rules.ts');

// The contract's schemas (zod) load on the first use of the form, not with the page (docs/decisions/0029).
let rules: GiftRules | null = null;
let rulesLoading: Promise<GiftRules> | null = null;
function loadRules(): Promise<GiftRules> {
  rulesLoading ??= import('./gift-rules.ts').then(
    (m) => {
      rules = m;
      return m;
    },
    (e: unknown) => {
      rulesLoading = null;
      throw e;
    },
  );
  return rulesLoading;
}

export type GiftStatus = 'editing' | 'sending' | 'redirecting';

/** Only a web address is followed (never javascript: or data:). */
function paymentUrl(value: string): string | null {
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `?esperienza=truffle|wine|<slug>` (the experience pages' gift links): which experience to offer first. */
const wantedExperience = (param: string | null) => param?.trim().toLowerCase() || null;

/**
 * State of the voucher form: controlled inputs, checked with the shared contract on submit and,
 * after a first attempt, as the guest corrects them; the purchase is started with the API and the
 * guest sent on to the payment page.
 */
export function useGiftForm() {
  const locale = useLocale();
  const [params] = useSearchParams();
  // Rome's date needs an Intl formatter: built when first needed (a choice, a submit), not while the page hydrates (docs/decisions/0028).
  const todayRef = useRef('');
  const today = useCallback(() => {
    todayRef.current ||= romeToday();
    return todayRef.current;
  }, []);
  const [values, setValues] = useState<GiftFormValues>(emptyGiftForm);
  const [errors, setErrors] = useState<GiftFormErrors>({});
  const [problem, setProblem] = useState<Exclude<PurchaseProblem, { kind: 'fields' }> | null>(null);
  const [status, setStatus] = useState<GiftStatus>('editing');
  /** Bumped on every failed attempt, so the same alert is announced again. */
  const [attempt, setAttempt] = useState(0);
  const tried = useRef(false);
  const busy = useRef(false);
  const wanted = wantedExperience(params.get('esperienza'));
  const experiences = useGiftExperiences(values.mode === 'experience');

  const recheck = useCallback(
    (next: GiftFormValues) => {
      // Once the guest has tried to pay, errors follow the corrections as they type.
      if (tried.current && rules) setErrors(rules.validateGiftForm(next, today(), locale));
    },
    [today, locale],
  );

  const change = useCallback(
    (patch: (prev: GiftFormValues) => Partial<GiftFormValues>) => {
      setValues((prev) => {
        const next = { ...prev, ...patch(prev) };
        recheck(next);
        return next;
      });
    },
    [recheck],
  );

  const update = useCallback(<K extends keyof GiftFormValues>(field: K, value: GiftFormValues[K]) => change(() => ({ [field]: value }) as Partial<GiftFormValues>), [change]);
  const chooseMode = useCallback((mode: GiftMode) => change(() => ({ mode })), [change]);
  const chooseAmount = useCallback((amount: AmountChoice) => change(() => ({ amount })), [change]);
  const list = experiences.list;
  const chooseExperience = useCallback(
    (slug: string) =>
      change((prev) => {
        const { min, max } = peopleBounds(list.find((e) => e.slug === slug));
        return { experienceSlug: slug, people: Math.min(max, Math.max(min, prev.people)) };
      }),
    [change, list],
  );

  // A gift link from an experience page opens the form on that experience.
  useEffect(() => {
    if (wanted) setValues((prev) => ({ ...prev, mode: 'experience' }));
  }, [wanted]);

  // Back from a payment page left without paying: the form as the guest left it.
  const cancelled = params.get('cancelled') !== null;
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    if (!cancelled) return;
    const kept = readGiftForm();
    setReturned(true);
    if (kept) setValues(kept);
    forgetGiftForm();
    // Said once: a reload of the page is a fresh visit.
    const url = new URL(window.location.href);
    url.searchParams.delete('cancelled');
    window.history.replaceState(window.history.state, '', url);
  }, [cancelled]);

  // Once the catalogue is in, an experience is chosen for the guest: the one asked for, else the first.
  useEffect(() => {
    if (values.mode !== 'experience' || values.experienceSlug || list.length === 0) return;
    const pick = list.find((e) => e.slug === wanted) ?? list.find((e) => e.category.toLowerCase() === wanted) ?? list[0];
    if (pick) chooseExperience(pick.slug);
  }, [values.mode, values.experienceSlug, list, wanted, chooseExperience]);

  const focusField = (field: GiftField, v: GiftFormValues) => {
    const id = field === 'amount' && v.amount === 'other' ? giftFieldId('other') : giftFieldId(field);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const fail = (p: PurchaseProblem, v: GiftFormValues) => {
    setStatus('editing');
    setAttempt((n) => n + 1);
    if (p.kind === 'fields') {
      setErrors(p.errors);
      const first = firstInvalidField(p.errors);
      if (first) focusField(first, v);
    } else setProblem(p);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    tried.current = true;
    setProblem(null);
    const v = values;
    let checks: GiftRules;
    try {
      checks = await loadRules();
    } catch {
      // The checks' code could not be fetched: the connection is the problem, nothing was sent.
      fail({ kind: 'network' }, v);
      busy.current = false;
      return;
    }
    try {
      const { validateGiftForm } = checks;
      const found = validateGiftForm(v, today(), locale);
      setErrors(found);
      const first = firstInvalidField(found);
      if (first) {
        setAttempt((n) => n + 1);
        focusField(first, v);
        return;
      }
      setStatus('sending');
      const started = await startGiftVoucherPurchase(toPurchaseRequest(v, today(), locale));
      const url = paymentUrl(started.payment_url);
      if (!url) throw new Error('the payment page has no usable address');
      keepGiftForm(v);
      // Shown before the browser starts leaving: it may not render again afterwards.
      flushSync(() => setStatus('redirecting'));
      window.location.assign(url);
    } catch (error) {
      fail(purchaseProblem(error, v), v);
    } finally {
      busy.current = false;
    }
  };

  return {
    values,
    errors,
    problem,
    attempt,
    status,
    /** Back from the payment page without paying. */
    returned,
    /** Today's date in Rome (YYYY-MM-DD); call it only where the guest has chosen something. */
    today,
    lastDate: () => lastDeliveryDate(today()),
    experiences,
    totalCents: giftTotalCents(values, list),
    update,
    chooseMode,
    chooseAmount,
    chooseExperience,
    /** The guest started using the form: load its checks now. */
    prepare: () => void loadRules().catch(() => undefined),
    submit,
  };
}
