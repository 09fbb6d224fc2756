import { useState } from 'react';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { euroToCents } from '../../../ui/euro-input.ts';
import { Field } from '../../../ui/field.tsx';
import { addDays, formatMoney, romeToday } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useVoucherMutations } from './api.ts';
import { VoucherError } from './voucher-error.tsx';
import styles from './vouchers.module.css';

export type VoucherAction = 'extend' | 'adjust' | 'resend' | 'void';

/**
 * One action on a voucher, each with its reason: extend (a later last day), adjust (± euros),
 * resend (a new code, optionally to a corrected address), void (what is left is taken off).
 */
export function VoucherActionForm({ voucher, action, onDone }: { voucher: StaffVoucherDetail; action: VoucherAction; onDone: () => void }) {
  const { t, i18n } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  const m = useVoucherMutations();
  const mutation = m[action];
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [email, setEmail] = useState('');
  const cents = euroToCents(amount);
  // The new last day: after the current one, and not in the past (YYYY-MM-DD strings sort as dates).
  const earliest = [addDays(voucher.expires_on, 1), romeToday()].sort().at(-1);
  const ready = reason.trim().length >= 3 && (action !== 'extend' || date !== '') && (action !== 'adjust' || (cents !== null && cents > 0));

  const submit = () => {
    const done = { onSuccess: onDone };
    if (action === 'extend') m.extend.mutate({ id: voucher.id, expires_on: date, reason }, done);
    else if (action === 'void') m.void.mutate({ id: voucher.id, reason }, done);
    else if (action === 'adjust' && cents) m.adjust.mutate({ id: voucher.id, amount_cents: direction === 'add' ? cents : -cents, reason }, done);
    else if (action === 'resend') m.resend.mutate({ id: voucher.id, reason, ...(email.trim() ? { email: email.trim() } : {}) }, done);
  };

  return (
    <form
      className={styles.form}
      aria-label={t(`actions.${action}`)}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={ui.muted}>{t(`actionHelp.${action}`, { balance: formatMoney(voucher.balance_cents) })}</p>
      {action === 'extend' ? (
        <Field label={t('form.expiresOn')}>
          <input className={ui.input} type="date" required min={earliest} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
      ) : null}
      {action === 'adjust' ? (
        <div className={ui.row}>
          <Field label={t('form.direction')}>
            <select className={ui.input} value={direction} onChange={(e) => setDirection(e.target.value === 'remove' ? 'remove' : 'add')}>
              <option value="add">{t('form.add')}</option>
              <option value="remove">{t('form.remove')}</option>
            </select>
          </Field>
          <Field label={t('form.amount')} hint={t('form.amountHint')}>
            <input
              className={ui.input}
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={i18n.language === 'en' ? '12.50' : '12,50'}
            />
          </Field>
        </div>
      ) : null}
      {action === 'resend' ? (
        <Field label={t('form.resendEmail')} hint={t('form.resendEmailHint')}>
          <input
            className={ui.input}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={voucher.deliver_to === 'recipient' ? (voucher.recipient_email ?? '') : voucher.buyer_email}
          />
        </Field>
      ) : null}
      <Field label={t('form.reason')}>
        <textarea className={ui.input} required minLength={3} maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <VoucherError error={mutation.error} />
      <div className={ui.row}>
        <button type="submit" className={action === 'void' ? ui.danger : ui.primary} disabled={mutation.isPending || !ready}>
          {mutation.isPending ? ts('common.working') : t(`actions.${action}Submit`)}
        </button>
        <button type="button" className={ui.ghost} onClick={onDone}>
          {ts('common.cancel')}
        </button>
      </div>
    </form>
  );
}
