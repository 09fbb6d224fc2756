import type { PartnerView } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { changePartnerLocale, usePartnerT } from '../../i18n/index.ts';
import { SaveFooter } from './save-footer.tsx';
import { useUpdateMe } from './use-update-me.ts';
import styles from './settings.module.css';

/** The user's own name and language (the language of the area and of the e-mails the user gets). */
export function ProfileForm({ partner }: { partner: PartnerView }) {
  const { t } = usePartnerT('partnerSettings');
  const [name, setName] = useState(partner.user.name);
  const [locale, setLocale] = useState(partner.user.locale);
  const save = useUpdateMe();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ user_name: name.trim(), locale }, { onSuccess: () => void changePartnerLocale(locale) });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('profile.title')}</h2>
      <div className={styles.grid}>
        <Field label={t('partner:fields.name')}>
          <input className={ui.input} autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={t('partner:fields.email')}>
          <input className={ui.input} type="email" readOnly value={partner.user.email} />
        </Field>
        <Field label={t('profile.language')} hint={t('profile.languageHint')}>
          <select className={ui.input} value={locale} onChange={(e) => setLocale(e.target.value === 'en' ? 'en' : 'it')}>
            <option value="it">Italiano</option>
            <option value="en">English</option>
          </select>
        </Field>
      </div>
      <SaveFooter save={save} done={t('saved')} label={t('profile.save')} disabled={!name.trim()} />
    </form>
  );
}
