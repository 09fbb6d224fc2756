import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_CHECKOUT_VOUCHERS } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { isApiError, rateLimitOf } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatEuro } from '../../../lib/format.ts';
import { checkGiftVoucher } from '../api/voucher-api.ts';
import type { AppliedVoucher } from '../voucher-preview.ts';
import { describedBy, errorId, ErrorMark, hintId } from './form-field.tsx';
import fieldStyles from './form-field.module.css';
import styles from './voucher-field.module.css';

export interface VoucherFieldProps {
  vouchers: readonly AppliedVoucher[];
  onAdd: (voucher: AppliedVoucher) => void;
  onRemove: (code: string) => void;
  disabled?: boolean;
}

/** What a typed code is compared by: case, spaces and dashes do not matter (the server reads it the same way). */
const sameCode = (a: string, b: string) => a.toUpperCase().replace(/[\s\-_.]/g, '') === b.toUpperCase().replace(/[\s\-_.]/g, '');

/**
 * Step 3's gift voucher field, beside the order's discount: a code is checked at once (its
 * balance and expiry shown by its last four characters), several can be added (at most five) and
 * removed. Errors are tied to the field and announced; the outcome of each add or removal is
 * read out by a polite live region. The codes stay in this page's memory only.
 */
export function VoucherField({ vouchers, onAdd, onRemove, disabled }: VoucherFieldProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const id = `voucher-${useId().replace(/:/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (busy) return;
    if (!typed) return fail(t('vouchers.errors.required'));
    if (vouchers.some((v) => sameCode(v.code, typed))) return fail(t('vouchers.errors.duplicate'));
    if (vouchers.length >= MAX_CHECKOUT_VOUCHERS) return fail(t('vouchers.errors.max', { count: MAX_CHECKOUT_VOUCHERS }));
    setBusy(true);
    setError(null);
    try {
      const v = await checkGiftVoucher(typed);
      if (!v.spendable) return fail(v.status === 'active' && v.balance_cents === 0 ? t('vouchers.errors.empty') : t('vouchers.errors.invalid'));
      const applied: AppliedVoucher = { code: typed, last4: v.last4, balance: v.balance_cents / 100, expiresOn: v.expires_on };
      onAdd(applied);
      setCode('');
      setAnnounce(t('vouchers.added', { last4: v.last4, balance: formatEuro(applied.balance, locale) }));
    } catch (err) {
      const limited = rateLimitOf(err);
      if (limited) fail(t('vouchers.errors.rateLimited', { count: limited.minutes }));
      else if (isApiError(err) && (err.status === 404 || err.status === 400)) fail(t('vouchers.errors.invalid'));
      else fail(t('vouchers.errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const remove = (v: AppliedVoucher) => {
    onRemove(v.code);
    setAnnounce(t('vouchers.removed', { last4: v.last4 }));
    input.current?.focus();
  };

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid="checkout-vouchers">
      <h3 id={`${id}-title`} className={styles.title}>
        {t('vouchers.title')}
      </h3>
      {vouchers.length > 0 ? (
        <ul className={styles.list}>
          {vouchers.map((v) => (
            <li key={v.code} className={styles.item} data-testid="checkout-voucher">
              <span>
                <span className={styles.code}>{t('vouchers.code', { last4: v.last4 })}</span>
                <span className={styles.meta}>{t('vouchers.balance', { balance: formatEuro(v.balance, locale), date: formatCalendarDate(v.expiresOn, locale) })}</span>
              </span>
              <button type="button" className={styles.remove} onClick={() => remove(v)} disabled={disabled} aria-label={t('vouchers.removeLabel', { last4: v.last4 })}>
                {t('vouchers.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {vouchers.length < MAX_CHECKOUT_VOUCHERS ? (
        <form className={styles.form} noValidate onSubmit={(e) => void add(e)}>
          <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
            <label className={fieldStyles.label} htmlFor={id}>
              {t('vouchers.label')}
            </label>
            <div className={styles.row}>
              <input
                ref={input}
                id={id}
                className={styles.input}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, true, Boolean(error))}
                disabled={disabled}
              />
              <button type="submit" className="btn btn-secondary" disabled={disabled || busy} aria-busy={busy || undefined}>
                {t('vouchers.apply')}
              </button>
            </div>
            <p id={hintId(id)} className={fieldStyles.hint}>
              {t('vouchers.hint')}
            </p>
            {error ? (
              <p id={errorId(id)} className={fieldStyles.error} role="alert">
                <ErrorMark />
                {error}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}
