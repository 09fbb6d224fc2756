import { useId, useState, type FormEvent, type Ref } from 'react';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './check-in.module.css';

/** The booking number typed by hand: always there, camera or not. */
export function ManualEntry({ onSubmit, busy, inputRef }: { onSubmit: (value: string) => void; busy: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useStaffT('staffCheckIn');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = value.trim();
    if (!v) {
      setError(t('manual.required'));
      return;
    }
    setError(null);
    onSubmit(v);
    setValue('');
  };
  return (
    <form className={styles.manual} onSubmit={submit} noValidate>
      <label htmlFor={id} className={ui.label}>
        {t('manual.label')}
      </label>
      <div className={styles.manualRow}>
        <input
          ref={inputRef}
          id={id}
          className={`${ui.input} ${styles.bigInput}`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="BK-XXXXXXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          data-staff-search
          maxLength={40}
        />
        <button type="submit" className={`${ui.primary} ${styles.big}`} disabled={busy}>
          {t('manual.submit')}
        </button>
      </div>
      <span id={`${id}-hint`} className={ui.hint}>
        {t('manual.hint')}
      </span>
      {error ? (
        <span id={`${id}-error`} className={ui.fieldError}>
          {error}
        </span>
      ) : null}
    </form>
  );
}
