import { useState } from 'react';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { euroToCents } from '../../../ui/euro-input.ts';
import { Field } from '../../../ui/field.tsx';
import { languageName, romeToday } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useVoucherMutations } from './api.ts';
import { VoucherError } from './voucher-error.tsx';

/** A complimentary voucher: amount, recipient and e-mail, message, language, when it goes, and why (required). */
export function IssueVoucherDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (v: StaffVoucherDetail) => void }) {
  const { t, i18n } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  const { issue } = useVoucherMutations();
  const [f, setF] = useState({ amount: '', name: '', email: '', message: '', locale: i18n.language === 'en' ? 'en' : 'it', deliverOn: '', reason: '' });
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));
  const cents = euroToCents(f.amount);
  const amountError = f.amount && (cents === null || cents < 100 || cents > 100_000) ? t('form.amountRange') : null;
  const ready = cents !== null && !amountError && f.name.trim() && f.email.trim() && f.reason.trim().length >= 3;
  return (
    <Dialog open title={t('issue.title')} onClose={onClose} closeLabel={ts('common.close')}>
      <form
        className={ui.stack}
        onSubmit={(e) => {
          e.preventDefault();
          if (cents === null) return;
          issue.mutate(
            {
              amount_cents: cents,
              recipient_name: f.name,
              recipient_email: f.email,
              locale: f.locale === 'en' ? 'en' : 'it',
              reason: f.reason,
              ...(f.message.trim() ? { message: f.message } : {}),
              ...(f.deliverOn && f.deliverOn > romeToday() ? { deliver_on: f.deliverOn } : {}),
            },
            { onSuccess: onIssued },
          );
        }}
      >
        <p className={ui.muted}>{t('issue.help')}</p>
        <div className={ui.grid2}>
          <Field label={t('form.amount')} hint={t('form.amountRange')} error={amountError}>
            <input className={ui.input} inputMode="decimal" required value={f.amount} onChange={(e) => set({ amount: e.target.value })} />
          </Field>
          <Field label={t('form.language')}>
            <select className={ui.input} value={f.locale} onChange={(e) => set({ locale: e.target.value })}>
              <option value="it">{languageName('it')}</option>
              <option value="en">{languageName('en')}</option>
            </select>
          </Field>
          <Field label={t('form.recipientName')}>
            <input className={ui.input} required maxLength={100} value={f.name} onChange={(e) => set({ name: e.target.value })} />
          </Field>
          <Field label={t('form.recipientEmail')}>
            <input className={ui.input} type="email" required maxLength={254} value={f.email} onChange={(e) => set({ email: e.target.value })} />
          </Field>
          <Field label={t('form.deliverOn')} hint={t('form.deliverOnHint')}>
            <input className={ui.input} type="date" min={romeToday()} value={f.deliverOn} onChange={(e) => set({ deliverOn: e.target.value })} />
          </Field>
        </div>
        <Field label={t('form.message')}>
          <textarea className={ui.input} maxLength={500} rows={3} value={f.message} onChange={(e) => set({ message: e.target.value })} />
        </Field>
        <Field label={t('form.reason')} hint={t('form.reasonHint')}>
          <textarea className={ui.input} required minLength={3} maxLength={500} rows={2} value={f.reason} onChange={(e) => set({ reason: e.target.value })} />
        </Field>
        <VoucherError error={issue.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={issue.isPending || !ready}>
            {issue.isPending ? ts('common.working') : t('issue.submit')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
