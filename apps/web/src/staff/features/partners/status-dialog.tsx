import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { StaffPartnerDetail } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';

/** Suspend, reactivate or refuse an application: the reason is required (the partner reads it in the e-mail, and on its page when suspended). */
export function StatusDialog({
  partner,
  mode,
  onClose,
  action,
}: {
  partner: StaffPartnerDetail;
  mode: 'suspend' | 'reactivate' | 'refuse';
  onClose: () => void;
  action: UseMutationResult<unknown, Error, string>;
}) {
  const { t } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const [reason, setReason] = useState('');
  const close = () => {
    action.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(reason.trim(), { onSuccess: close });
  };
  return (
    <Dialog open title={t(`status.${mode}Title`, { company: partner.company_name })} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={mode === 'reactivate' ? ui.muted : ui.alertInfo}>{t(`status.${mode}Help`, { email: partner.email })}</p>
        <Field label={t('status.reason')} hint={t('status.reasonHint')}>
          <textarea
            className={`${ui.input} ${styles.textarea}`}
            name="reason"
            rows={3}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <PartnerError error={action.error} />
        <div className={ui.row}>
          <button type="submit" className={mode === 'reactivate' ? ui.primary : ui.danger} disabled={action.isPending || reason.trim().length < 3}>
            {action.isPending ? ts('common.working') : t(`status.${mode}Submit`)}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
