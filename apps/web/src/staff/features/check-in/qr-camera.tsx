import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './check-in.module.css';

type CameraState = 'off' | 'starting' | 'on' | 'no_camera' | 'denied' | 'failed';

/**
 * The phone's camera reading QR codes (qr-scanner: the browser's BarcodeDetector where there is
 * one, its own decoder in a worker otherwise). The library loads only when the camera is started.
 * While `paused` the camera keeps running but codes are ignored (the desk reads the last result).
 */
export function QrCamera({ onScan, paused }: { onScan: (text: string) => void; paused: boolean }) {
  const { t } = useStaffT('staffCheckIn');
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const [state, setState] = useState<CameraState>('off');
  // The latest callback and pause flag, read by the scanner's long-lived decode handler.
  const handler = useRef({ onScan, paused });
  handler.current = { onScan, paused };
  const last = useRef<{ text: string; at: number } | null>(null);

  useEffect(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );

  async function start() {
    if (!video.current) return;
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      if (!(await Scanner.hasCamera())) {
        setState('no_camera');
        return;
      }
      scanner.current ??= new Scanner(
        video.current,
        (result) => {
          const now = Date.now();
          // The same code seen again within a few seconds is the same guest still in front of the camera.
          if (last.current && last.current.text === result.data && now - last.current.at < 4000) return;
          last.current = { text: result.data, at: now };
          if (!handler.current.paused) handler.current.onScan(result.data);
        },
        { preferredCamera: 'environment', highlightScanRegion: true, highlightCodeOutline: true, maxScansPerSecond: 8, returnDetailedScanResult: true },
      );
      await scanner.current.start();
      setState('on');
    } catch (e) {
      const name = e instanceof DOMException ? e.name : String(e);
      setState(/NotAllowed|Permission|denied/i.test(name) ? 'denied' : /not found|NotFound|Overconstrained/i.test(name) ? 'no_camera' : 'failed');
    }
  }

  function stop() {
    scanner.current?.stop();
    setState('off');
  }

  const on = state === 'on' || state === 'starting';
  return (
    <div className={styles.camera}>
      <div className={styles.viewport} data-on={on || undefined}>
        <video ref={video} className={styles.video} muted playsInline aria-label={t('camera.videoLabel')} />
        {!on ? <p className={styles.viewportHint}>{t('camera.offHint')}</p> : null}
      </div>
      <div className={styles.cameraControls}>
        {on ? (
          <button type="button" className={`${ui.button} ${styles.big}`} onClick={stop}>
            {t('camera.stop')}
          </button>
        ) : (
          <button type="button" className={`${ui.primary} ${styles.big}`} onClick={() => void start()}>
            {t('camera.start')}
          </button>
        )}
        <p className={styles.cameraState} role="status">
          {state === 'off' ? '' : t(`camera.state.${state}`)}
        </p>
      </div>
    </div>
  );
}
