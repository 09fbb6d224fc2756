import { useEffect, useRef } from 'react';
import { GIFT_VOUCHER_MESSAGE_MAX, GIFT_VOUCHER_NAME_MAX } from '@tenuta/contracts';
import { useTranslation, type TFunction } from '../../../i18n/index.ts';
import { Field } from '../../contact-form/components/field.tsx';
import { EMAIL_MAX_LENGTH, giftFieldId, type GiftField } from '../gift-form-model.ts';
import type { PurchaseProblem } from '../gift-problem.ts';
import { useGiftForm } from '../use-gift-form.ts';
import { GiftChoiceFields } from './gift-choice-fields.tsx';
import { GiftDeliveryFields } from './gift-delivery-fields.tsx';
import { GiftSummary } from './gift-summary.tsx';
import styles from './gift-form.module.css';

export type GiftForm = ReturnType<typeof useGiftForm>;

/** The words of a problem that is not about one field. */
function problemText(t: TFunction, p: Exclude<PurchaseProblem, { kind: 'fields' }>, email: string): string {
  switch (p.kind) {
    case 'rate_limited':
      return t('form.errors.rate_limited', { count: p.minutes });
    case 'server':
      return t('form.errors.server', { email });
    default:
      return t(`form.errors.${p.kind}`);
  }
}

/**
 * The voucher form (docs/domain/gift-vouchers.md, Buying and paying): what, for whom, how it
 * arrives, who buys; the summary with the total beside it; on to the payment page.
 */
export function GiftVoucherForm({ contactEmail }: { contactEmail: string }) {
  const { t } = useTranslation('gift');
  const f = useGiftForm();
  const { values, errors } = f;
  const errorText = (field: GiftField) => (errors[field] ? t(`form.errors.${errors[field]}`) : null);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const sending = f.status !== 'editing';
  const returnedRef = useRef<HTMLParagraphElement>(null);
  // Back from the payment page: the guest is told, where the form is.
  useEffect(() => {
    if (f.returned) returnedRef.current?.focus();
  }, [f.returned]);

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(e) => void f.submit(e)}
      onFocusCapture={f.prepare}
      onPointerDownCapture={f.prepare}
      aria-labelledby="gift-form-title"
      aria-busy={sending || undefined}
      data-testid="gift-form"
    >
      <div className={styles.card}>
        {f.returned ? (
          <p ref={returnedRef} tabIndex={-1} className={styles.notice} role="status" data-testid="gift-cancelled">
            {t('form.cancelled')}
          </p>
        ) : null}
        <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
        {hasFieldErrors || f.problem ? (
          <p key={f.attempt} className={styles.alert} role="alert" data-testid="gift-alert">
            {f.problem ? problemText(t, f.problem, contactEmail) : t('form.errors.summary')}
          </p>
        ) : null}

        <GiftChoiceFields f={f} />

        <fieldset className={styles.step}>
          <legend className={styles.stepLegend}>{t('form.recipient.legend')}</legend>
          <div className={styles.fields}>
            <Field id={giftFieldId('recipientName')} label={t('form.recipient.name')} required hint={t('form.recipient.nameHint')} error={errorText('recipientName')}>
              {(p) => (
                <input
                  {...p}
                  name="recipient_name"
                  autoComplete="off"
                  maxLength={GIFT_VOUCHER_NAME_MAX}
                  value={values.recipientName}
                  onChange={(e) => f.update('recipientName', e.target.value)}
                />
              )}
            </Field>
            {/* The counter's number is `length`, not `count`: a plural would build an Intl object while the page hydrates. */}
            <Field
              id={giftFieldId('message')}
              label={t('form.recipient.message')}
              optional={t('form.optional')}
              wide
              hint={`${t('form.recipient.messageHint')} ${t('form.recipient.counter', { length: values.message.length, max: GIFT_VOUCHER_MESSAGE_MAX })}`}
              hintTone={values.message.length > GIFT_VOUCHER_MESSAGE_MAX ? 'danger' : undefined}
              error={errorText('message')}
            >
              {(p) => <textarea {...p} name="message" rows={4} value={values.message} onChange={(e) => f.update('message', e.target.value)} />}
            </Field>
          </div>
        </fieldset>

        <GiftDeliveryFields f={f} />

        <fieldset className={styles.step}>
          <legend className={styles.stepLegend}>{t('form.buyer.legend')}</legend>
          <div className={styles.fields}>
            <Field id={giftFieldId('buyerName')} label={t('form.buyer.name')} required error={errorText('buyerName')}>
              {(p) => (
                <input
                  {...p}
                  name="buyer_name"
                  autoComplete="name"
                  maxLength={GIFT_VOUCHER_NAME_MAX}
                  value={values.buyerName}
                  onChange={(e) => f.update('buyerName', e.target.value)}
                />
              )}
            </Field>
            <Field id={giftFieldId('buyerEmail')} label={t('form.buyer.email')} required hint={t('form.buyer.emailHint')} error={errorText('buyerEmail')}>
              {(p) => (
                <input
                  {...p}
                  type="email"
                  name="buyer_email"
                  autoComplete="email"
                  inputMode="email"
                  spellCheck={false}
                  maxLength={EMAIL_MAX_LENGTH}
                  value={values.buyerEmail}
                  onChange={(e) => f.update('buyerEmail', e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
      </div>

      <div className={styles.aside}>
        <GiftSummary f={f} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {f.status === 'sending' ? t('form.summary.sending') : f.status === 'redirecting' ? t('form.summary.redirecting') : ''}
      </p>
    </form>
  );
}
