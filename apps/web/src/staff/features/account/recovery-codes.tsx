import { useEffect, useRef, useState } from 'react';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './account.module.css';

/**
 * Recovery codes, shown once (the server keeps only their hashes): a list to copy, download or
 * print, and a button to say they are kept. The heading takes the focus so a screen reader
 * starts here.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useStaffT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('account.recoveryFileTitle')}\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'tenuta-recovery-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className={`${ui.stack} ${styles.codesPanel}`} aria-labelledby="recovery-title">
      <h3 id="recovery-title" ref={heading} tabIndex={-1} className={styles.codesTitle}>
        {t('account.recoveryTitle')}
      </h3>
      <p>{t('account.recoveryHelp', { count: codes.length })}</p>
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className={ui.row}>
        <button type="button" className={ui.button} onClick={() => void copy()}>
          {t('account.recoveryCopy')}
        </button>
        <button type="button" className={ui.button} onClick={download}>
          {t('account.recoveryDownload')}
        </button>
        <button type="button" className={ui.button} onClick={() => window.print()}>
          {t('account.recoveryPrint')}
        </button>
      </div>
      <p role="status" className={copied ? ui.hint : ui.visuallyHidden}>
        {copied ? t('account.recoveryCopied') : ''}
      </p>
      <p className={ui.alertInfo}>{t('account.recoveryOnce')}</p>
      <div>
        <button type="button" className={ui.primary} onClick={onDone}>
          {t('account.recoveryKept')}
        </button>
      </div>
    </section>
  );
}
