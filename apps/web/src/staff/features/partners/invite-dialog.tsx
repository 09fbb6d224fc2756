import { useState, type FormEvent } from 'react';
import type { PartnerTypeName } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { languageName } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { useInviteMutations } from './api.ts';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';

/** Invites a company: e-mail, company name, kind of partner, language of the e-mail. */
export function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: (email: string) => void }) {
  const { t, i18n } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const { invite } = useInviteMutations();
  const [type, setType] = useState<PartnerTypeName>('reseller');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const email = String(f.get('email') ?? '').trim();
    invite.mutate(
      { email, company_name: String(f.get('company_name') ?? '').trim(), partner_type: type, locale: f.get('locale') === 'en' ? 'en' : 'it' },
      { onSuccess: (r) => onDone(r.data.invite.email) },
    );
  };
  return (
    <Dialog open title={t('invite.title')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit}>
        <p className={ui.muted}>{t('invite.help')}</p>
        <Field label={t('invite.company')}>
          <input className={ui.input} name="company_name" required minLength={2} maxLength={160} autoComplete="off" />
        </Field>
        <Field label={t('invite.email')} hint={t('invite.emailHint')}>
          <input className={ui.input} name="email" type="email" required maxLength={254} autoComplete="off" spellCheck={false} />
        </Field>
        <fieldset className={styles.toggle}>
          <legend className={ui.label}>{t('invite.type')}</legend>
          {(['reseller', 'referral'] as const).map((k) => (
            <label key={k} className={styles.toggleOption}>
              <input type="radio" name="partner_type" value={k} checked={type === k} onChange={() => setType(k)} />
              <span>{t(`type.${k}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className={ui.hint}>{t(`invite.typeHint.${type}`)}</p>
        <Field label={t('invite.locale')}>
          <select className={ui.input} name="locale" defaultValue={i18n.language === 'en' ? 'en' : 'it'}>
            <option value="it">{languageName('it')}</option>
            <option value="en">{languageName('en')}</option>
          </select>
        </Field>
        <PartnerError error={invite.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={invite.isPending}>
            {invite.isPending ? ts('common.working') : t('invite.submit')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
