import { useRef, useState } from 'react';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useCheckIn, type CheckInOutcome } from '../features/check-in/api.ts';
import { CheckInResult } from '../features/check-in/check-in-result.tsx';
import styles from '../features/check-in/check-in.module.css';
import { ManualEntry } from '../features/check-in/manual-entry.tsx';
import { QrCamera } from '../features/check-in/qr-camera.tsx';
import { useStaffT } from '../i18n/index.ts';

/**
 * The desk's check-in: the phone camera reads the QR code of the confirmation e-mail; the booking
 * number typed by hand does the same without a camera. One clear answer each time.
 */
export function Component() {
  const { t } = useStaffT('staffCheckIn');
  const checkIn = useCheckIn();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const manualInput = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLElement>(null);

  const show = (o: CheckInOutcome) => {
    setOutcome(o);
    // Bring the answer into view on a phone (the camera fills the screen above it).
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };
  const onScan = (token: string) => checkIn.mutate({ token }, { onSuccess: show });
  // A handheld barcode reader types the QR code's text into the field, as a keyboard would: that is a scan.
  const onNumber = (value: string) => checkIn.mutate(/^\S+\.[A-Za-z0-9_-]{20,}$/.test(value) ? { token: value } : { ref: value, method: 'number' }, { onSuccess: show });
  const next = () => {
    setOutcome(null);
    checkIn.reset();
    manualInput.current?.focus();
  };

  return (
    <>
      <PageHeader title={t('checkIn.title')} description={t('checkIn.description')} />
      <div className={styles.checkInGrid}>
        <section className={`${ui.card} ${styles.scanCard}`} aria-labelledby="scan-title">
          <h2 id="scan-title" className={ui.cardTitle}>
            {t('checkIn.scanTitle')}
          </h2>
          <QrCamera onScan={onScan} paused={outcome !== null || checkIn.isPending} />
        </section>
        <section ref={resultRef} className={styles.resultArea} aria-labelledby="result-title" aria-live="polite">
          <h2 id="result-title" className={ui.visuallyHidden}>
            {t('checkIn.resultTitle')}
          </h2>
          {checkIn.isPending ? <p className={styles.resultPending}>{t('checkIn.checking')}</p> : null}
          {!checkIn.isPending && outcome ? <CheckInResult outcome={outcome} onNext={next} nextLabel={t('checkIn.next')} onChange={setOutcome} /> : null}
          {!checkIn.isPending && !outcome && !checkIn.error ? <p className={styles.resultIdle}>{t('checkIn.idle')}</p> : null}
          <ErrorMessage error={checkIn.error} />
        </section>
        <section className={`${ui.card} ${styles.manualCard}`} aria-labelledby="manual-title">
          <h2 id="manual-title" className={ui.cardTitle}>
            {t('manual.title')}
          </h2>
          <ManualEntry onSubmit={onNumber} busy={checkIn.isPending} inputRef={manualInput} />
        </section>
      </div>
    </>
  );
}
