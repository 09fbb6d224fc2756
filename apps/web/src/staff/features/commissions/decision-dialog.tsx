import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useDecide, type CommissionDecision } from './api.ts';

/** Confirms a decision; refusing (a commission or a code) needs a reason the partner or the record keeps. */
export function DecisionDialog({ decision, onClose, onDone }: { decision: CommissionDecision; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useStaffT('staffCommissions');
  const { t: ts } = useStaffT();
  const decide = useDecide();
  const [note, setNote] = useState('');
  const needsReason = decision.decision === 'reject' || decision.decision === 'refuse';
  const what =
    decision.kind === 'commission'
      ? t('dialog.commission', { partner: decision.row.partner.company_name, booking: decision.row.booking.number, amount: formatMoney(decision.row.amount_cents) })
      : t('dialog.code', { partner: decision.row.partner.company_name, code: decision.row.code, percent: decision.row.discount_percent });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    decide.mutate(
      { ...decision, note },
      { onSuccess: () => onDone(t(`done.${decision.decision}`, { what: decision.kind === 'commission' ? decision.row.booking.number : decision.row.code })) },
    );
  };
  return (
    <Dialog open title={t(`dialog.title.${decision.decision}`)} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p>{what}</p>
        <p className={ui.muted}>{t(`dialog.effect.${decision.decision}`)}</p>
        <Field label={needsReason ? t('dialog.reason') : t('dialog.note')} hint={decision.kind === 'code' ? t('dialog.partnerReads') : undefined}>
          <textarea
            className={ui.input}
            rows={3}
            required={needsReason}
            minLength={needsReason ? 3 : undefined}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        <ErrorMessage error={decide.error} />
        <div className={ui.row}>
          <button type="submit" className={needsReason ? ui.danger : ui.primary} disabled={decide.isPending || (needsReason && note.trim().length < 3)}>
            {t(`actions.${decision.decision}`)}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
