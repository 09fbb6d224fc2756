import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import type { CheckoutCart } from '../checkout-cart.ts';
import { useCheckout } from '../use-checkout.ts';
import { ContactForm } from './contact-form.tsx';
import { ErrorMark } from './form-field.tsx';
import { OrderSummary } from './order-summary.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { previewVouchers } from '../voucher-preview.ts';
import styles from './checkout-view.module.css';

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The /checkout page body (docs/product.md, Checkout); `holdNotice` is the cart's countdown of the seat hold, on every step.
 * Step 1 is here; what comes after it (step 2's form, step 3, the pay buttons, the processing and error panels) is `c.later`,
 * loaded before the guest gets there (docs/decisions/0029-public-page-javascript-as-it-stands.md).
 */
export function CheckoutView({ cart, holdNotice }: { cart: CheckoutCart; holdNotice?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const c = useCheckout(cart);
  const later = c.later;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // A new step, the processing panel or the error panel: scroll to the top and move focus to its heading.
  const view = c.processing ? 'processing' : c.error ? 'error' : `step-${c.step}`;
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    scrollToTop();
    (view === 'processing' || view === 'error' ? statusRef : headingRef).current?.focus({ preventScroll: true });
  }, [view]);

  const onNext = (e: FormEvent) => {
    e.preventDefault();
    void c.next().then((invalid) => {
      if (invalid) requestAnimationFrame(() => document.getElementById(invalid)?.focus());
    });
  };

  const header = (
    <header className={styles.header}>
      <p className="eyebrow">{t('page.eyebrow')}</p>
      <h1 className={styles.title}>{t('page.title')}</h1>
    </header>
  );

  // Prerendered, and until the stored form data and the cart are in: the first step's screen
  // as it will look (empty fields, the summary's own loading state), inert, so that the page's
  // first paint is its real first screen and nothing moves when the live form takes its place.
  const pending = !c.restored || !cart.ready;

  const totals = cart.totals;
  // Step 3's gift vouchers: what they pay, and what is left for the card (the server decides again when paying).
  const vouchers = c.step === 3 && totals && c.vouchers.length > 0 ? previewVouchers(totals.pay_now, totals.pay_later, c.vouchers) : null;
  const summary = (
    <OrderSummary items={cart.items} totals={totals} couponCode={cart.couponCode} vouchers={vouchers}>
      {c.step === 3 && !c.processing && !c.error && later ? (
        <>
          <later.VoucherField vouchers={c.vouchers} onAdd={c.addVoucher} onRemove={c.removeVoucher} disabled={cart.busy} />
          <later.PayBox
            totals={totals}
            {...(vouchers ? { byCard: vouchers.card, later: vouchers.later } : {})}
            disabled={!totals || !cart.cartId || cart.busy || cart.lineCount === 0}
            onPay={() => void c.submit()}
            onBack={c.back}
          />
        </>
      ) : null}
    </OrderSummary>
  );

  let body: ReactNode;
  if (c.processing && later) {
    body = <later.ProcessingPanel phase={c.phase} titleRef={statusRef} />;
  } else if (c.error && later) {
    body = <later.ErrorPanel error={c.error} titleRef={statusRef} onBack={c.back} onRetry={c.retry} />;
  } else if (c.step === 3 && later) {
    body = (
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t('review.title')}
          </h2>
          <p className={styles.intro}>{t('review.intro')}</p>
          <later.ReviewDetails contact={c.contact} billing={c.billing} onEdit={c.goTo} />
        </div>
        <aside className={styles.aside} aria-label={t('summary.title')}>
          {summary}
        </aside>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout} inert={pending}>
        <form className={styles.main} noValidate onSubmit={onNext} onFocus={c.prepare} onPointerDown={c.prepare} aria-labelledby="checkout-step-title">
          <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t(c.step === 1 ? 'contact.title' : 'billing.title')}
          </h2>
          <p className={styles.intro}>{t(c.step === 1 ? 'contact.intro' : 'billing.intro')}</p>
          <p className={styles.requiredNote}>{t('page.requiredNote')}</p>
          {c.alert ? (
            <p key={c.alert.key} className={styles.alert} role="alert" data-testid="checkout-alert">
              <ErrorMark />
              {t(`validation.alert.${c.alert.kind}`)}
            </p>
          ) : null}
          {c.step === 1 || !later ? (
            <ContactForm value={c.contact} errors={c.contactErrors} onChange={c.updateContact} />
          ) : (
            <later.BillingForm value={c.billing} errors={c.billingErrors} onChange={c.updateBilling} onTypeChange={c.setBillingType} onPrivacyChange={c.setPrivacy} />
          )}
          <div className={styles.actions}>
            {c.step === 1 ? (
              <Link to="/cart" className="btn btn-secondary">
                {t('actions.backToCart')}
              </Link>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={c.back}>
                {t('actions.back')}
              </button>
            )}
            <button type="submit" className="btn btn-primary">
              {t('actions.continue')}
            </button>
          </div>
        </form>
        <aside className={styles.aside} aria-label={t('summary.title')}>
          {summary}
        </aside>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      {header}
      {pending ? (
        <p className="visually-hidden" role="status">
          {t('page.loading')}
        </p>
      ) : null}
      <StepIndicator current={c.step} />
      {c.processing ? null : <div className={styles.hold}>{holdNotice}</div>}
      {body}
    </div>
  );
}
