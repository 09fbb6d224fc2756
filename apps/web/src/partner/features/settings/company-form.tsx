import type { PartnerView } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { CompanyFields, companyFrom, companyPayload } from '../account/company-fields.tsx';
import { usePartnerT } from '../../i18n/index.ts';
import { SaveFooter } from './save-footer.tsx';
import { useUpdateMe } from './use-update-me.ts';
import styles from './settings.module.css';

/** The company's data for invoices and its contact (the owner changes them; colleagues read them). */
export function CompanyForm({ partner }: { partner: PartnerView }) {
  const { t } = usePartnerT('partnerSettings');
  const owner = partner.user.role === 'owner';
  const [company, setCompany] = useState(() => companyFrom(partner));
  const [contact, setContact] = useState({ contact_name: partner.contact_name ?? '', phone: partner.phone ?? '' });
  const save = useUpdateMe();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...companyPayload(company), contact_name: contact.contact_name.trim() || null, phone: contact.phone.trim() || null });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="settings-company">
      <div className={styles.cardHead}>
        <h2 id="settings-company">{t('company.title')}</h2>
        {owner ? null : <p className={ui.muted}>{t('company.ownerOnly')}</p>}
      </div>
      <CompanyFields value={company} onChange={setCompany} disabled={!owner} />
      <div className={styles.grid}>
        <Field label={t('company.contactName')}>
          <input
            className={ui.input}
            autoComplete="name"
            maxLength={120}
            disabled={!owner}
            value={contact.contact_name}
            onChange={(e) => setContact({ ...contact, contact_name: e.target.value })}
          />
        </Field>
        <Field label={t('partner:fields.phone')}>
          <input
            className={ui.input}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            disabled={!owner}
            value={contact.phone}
            onChange={(e) => setContact({ ...contact, phone: e.target.value })}
          />
        </Field>
        <Field label={t('partner:fields.email')} hint={t('company.emailHint')}>
          <input className={ui.input} type="email" readOnly value={partner.email} />
        </Field>
      </div>
      {owner ? <SaveFooter save={save} done={t('saved')} label={t('company.save')} disabled={company.company_name.trim().length < 2} /> : null}
    </form>
  );
}
