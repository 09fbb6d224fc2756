import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { usePartnerT } from '../../i18n/index.ts';
import styles from '../../pages/auth-pages.module.css';

export const MIN_PASSWORD = 12;

/** The client's view of the password rules (the server also refuses common passwords). */
export const passwordReady = (password: string, confirm: string) => password.length >= MIN_PASSWORD && password.length <= 128 && password === confirm;

/** New password and its repetition, with the rules shown as they are met. */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
}) {
  const { t } = usePartnerT();
  return (
    <>
      <Field label={t('fields.newPassword')}>
        <input
          className={ui.input}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          maxLength={128}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field>
      <Field label={t('fields.confirmPassword')}>
        <input className={ui.input} type="password" autoComplete="new-password" required value={confirm} onChange={(e) => onConfirm(e.target.value)} />
      </Field>
      <ul className={styles.rules} aria-label={t('password.rulesLabel')}>
        <li data-ok={password.length >= MIN_PASSWORD}>{t('password.length', { min: MIN_PASSWORD })}</li>
        <li data-ok={confirm.length > 0 && password === confirm}>{t('password.match')}</li>
        <li>{t('password.common')}</li>
      </ul>
    </>
  );
}
