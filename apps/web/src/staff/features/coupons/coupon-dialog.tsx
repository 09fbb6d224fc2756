import { useState, type FormEvent } from 'react';
import type { StaffCouponCreateRequest, StaffCouponView } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useCouponMutations } from './api.ts';
import { CouponError } from './coupon-error.tsx';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';
import styles from './coupons.module.css';

type Kind = 'percentage' | 'fixed';

/** Creates a coupon (no `coupon`) or edits one: percentage/fixed toggle, euros typed and sent as cents. */
export function CouponDialog({ coupon, onClose }: { coupon: StaffCouponView | null; onClose: () => void }) {
  const { t, i18n } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const { create, update } = useCouponMutations();
  const mutation = coupon ? update : create;
  const [kind, setKind] = useState<Kind>(coupon?.discount_type ?? 'percentage');
  const [valueError, setValueError] = useState<string | null>(null);
  const initialValue = coupon ? (coupon.discount_type === 'fixed' ? centsToEuroInput(coupon.discount_value, locale) : String(coupon.discount_value)) : '';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const raw = String(f.get('value') ?? '');
    const value = kind === 'fixed' ? euroToCents(raw) : /^\d{1,3}$/.test(raw.trim()) && Number(raw) >= 1 && Number(raw) <= 100 ? Number(raw) : null;
    if (value === null || value < 1) {
      setValueError(t(kind === 'fixed' ? 'coupons.euroInvalid' : 'coupons.percentInvalid'));
      return;
    }
    setValueError(null);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const body: StaffCouponCreateRequest = {
      code: coupon?.code_locked ? coupon.code : text('code'),
      discount_type: kind,
      discount_value: value,
      valid_from: text('valid_from') || null,
      valid_until: text('valid_until') || null,
      max_uses: text('max_uses') ? Number(text('max_uses')) : null,
      partner_name: text('partner_name') || null,
    };
    const done = { onSuccess: onClose };
    if (coupon) update.mutate({ id: coupon.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Dialog open title={coupon ? t('coupons.dialogEdit', { code: coupon.code }) : t('coupons.dialogCreate')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <Field label={t('coupons.code')} hint={coupon?.code_locked ? t('coupons.codeLockedHint') : t('coupons.codeHint')}>
          <input
            className={`${ui.input} ${styles.codeInput}`}
            name="code"
            required
            maxLength={64}
            pattern="[A-Za-z0-9_\-]+"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={coupon?.code ?? ''}
            readOnly={coupon?.code_locked ?? false}
          />
        </Field>
        <fieldset className={styles.toggle}>
          <legend className={ui.label}>{t('coupons.type')}</legend>
          {(['percentage', 'fixed'] as const).map((k) => (
            <label key={k} className={styles.toggleOption}>
              <input type="radio" name="discount_type" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>{t(k === 'percentage' ? 'coupons.typePercentage' : 'coupons.typeFixed')}</span>
            </label>
          ))}
        </fieldset>
        <Field
          key={kind}
          label={t(kind === 'fixed' ? 'coupons.valueEuro' : 'coupons.valuePercent')}
          hint={kind === 'fixed' ? t('coupons.valueEuroHint') : undefined}
          error={valueError}
        >
          <input
            className={ui.input}
            name="value"
            required
            inputMode={kind === 'fixed' ? 'decimal' : 'numeric'}
            autoComplete="off"
            defaultValue={coupon && coupon.discount_type === kind ? initialValue : ''}
          />
        </Field>
        <div className={styles.pair}>
          <Field label={t('coupons.validFrom')} hint={t('coupons.windowHint')}>
            <input className={ui.input} type="date" name="valid_from" defaultValue={coupon?.valid_from ?? ''} />
          </Field>
          <Field label={t('coupons.validUntil')} hint={t('coupons.validUntilHint')}>
            <input className={ui.input} type="date" name="valid_until" defaultValue={coupon?.valid_until ?? ''} />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={t('coupons.maxUses')} hint={t('coupons.maxUsesHint', { uses: coupon?.uses ?? 0 })}>
            <input className={ui.input} type="number" name="max_uses" min={Math.max(1, coupon?.uses ?? 1)} step={1} inputMode="numeric" defaultValue={coupon?.max_uses ?? ''} />
          </Field>
          <Field label={t('coupons.partnerName')} hint={t('coupons.partnerHint')}>
            <input className={ui.input} name="partner_name" maxLength={120} autoComplete="off" defaultValue={coupon?.partner_name ?? ''} />
          </Field>
        </div>
        {coupon ? <p className={ui.muted}>{t('coupons.cartsNote')}</p> : null}
        <CouponError error={mutation.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={mutation.isPending}>
            {coupon ? t('coupons.save') : t('coupons.create')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
