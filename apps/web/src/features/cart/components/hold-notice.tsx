import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import { holdPhase, minutesLeft, warnMinutes, type ExpiredLine } from '../hold-expiry.ts';
import type { ReholdOutcome } from '../use-expired-lines.ts';
import styles from './hold-notice.module.css';

export interface HoldNoticeProps {
  /** The earliest hold's expiry, or null without items. */
  expiresAt: string | null;
  /** The server's hold length (`hold_minutes`). */
  holdMinutes: number;
  /** Items the server dropped because their hold expired. */
  expiredItems: number;
  /** Those lines, when they can be held again. */
  expiredLines?: readonly ExpiredLine[];
  reholding?: boolean;
  onRehold?: () => Promise<ReholdOutcome>;
  onDismissExpired: () => void;
  /** On the checkout: the typed data stays, say so. */
  keepsForm?: boolean;
  /**
   * Before the server's answer: the hold's length, without its end. Shown from the first paint
   * when this browser holds a stored cart with lines (StoredCartMark); the live notice then
   * takes over the same elements, so nothing is painted twice and nothing moves.
   */
  reserve?: boolean;
}

/**
 * The seat hold, on the cart and every checkout step (docs/product.md, Cart behaviour): until when
 * the seats are held (Rome time, labelled), minutes left, a warning announced once shortly before
 * the end (a polite live region, not a ticking one), and after the end the lines that were dropped
 * with one button to hold the same seats again.
 */
export function HoldNotice(props: HoldNoticeProps) {
  return <LiveHoldNotice {...props} />;
}

function LiveHoldNotice({
  expiresAt,
  holdMinutes,
  expiredItems,
  expiredLines = [],
  reholding = false,
  onRehold,
  onDismissExpired,
  keepsForm = false,
  reserve = false,
}: HoldNoticeProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  const [outcome, setOutcome] = useState<ReholdOutcome | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const phase = expiresAt && !reserve ? holdPhase(expiresAt, now, holdMinutes) : null;
  const lost = reserve ? 0 : expiredLines.length > 0 ? expiredLines.length : expiredItems;
  const canRehold = Boolean(onRehold) && expiredLines.some((l) => !l.unavailable);
  const rehold = async () => {
    if (!onRehold) return;
    setOutcome(await onRehold());
  };
  // What the live region says: the warning once the end is near, the expiry, the result of holding again.
  const announcement =
    outcome === 'all' ? t('hold.reholdDone') : lost > 0 ? t('hold.expired', { count: lost }) : phase === 'ending' ? t('hold.warning', { count: warnMinutes(holdMinutes) }) : '';

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="hold-live">
        {announcement}
      </p>
      {lost > 0 ? (
        <div className={`${styles.notice} ${styles.expired}`} data-testid="hold-expired">
          <div className={styles.body}>
            <p className={styles.strong}>{t('hold.expired', { count: lost })}</p>
            {expiredLines.length > 0 ? (
              <ul className={styles.lines}>
                {expiredLines.map((l) => (
                  <li key={l.slotId} data-unavailable={l.unavailable ? 'true' : undefined}>
                    {t('hold.line', {
                      name: (locale === 'en' ? l.name.en : l.name.it) || l.name.it,
                      date: formatRomeDate(l.slotDatetime, locale),
                      time: formatRomeTime(l.slotDatetime, locale),
                    })}
                    {l.unavailable ? <span className={styles.gone}> · {t('hold.unavailable')}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {outcome === 'some' || outcome === 'none' ? <p>{t(outcome === 'some' ? 'hold.reholdSome' : 'hold.reholdNone')}</p> : canRehold ? <p>{t('hold.reholdOffer')}</p> : null}
            {keepsForm ? <p>{t('hold.formKept')}</p> : null}
          </div>
          <div className={styles.actions}>
            {canRehold ? (
              <button type="button" className="btn btn-primary" onClick={() => void rehold()} aria-disabled={reholding} disabled={reholding} data-testid="hold-rehold">
                {reholding ? t('hold.reholding') : t('hold.rehold')}
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary" onClick={onDismissExpired} disabled={reholding}>
              {t('hold.dismiss')}
            </button>
          </div>
        </div>
      ) : null}
      {/* The same elements in both states (see `reserve`): only their text and classes change. */}
      {reserve || (expiresAt && phase !== 'over') ? (
        <p
          className={`${styles.notice} ${reserve ? styles.pending : phase === 'ending' ? styles.ending : ''}`}
          data-testid={reserve ? undefined : 'hold-notice'}
          data-phase={phase ?? undefined}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v4l2.5 2.5M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.stack}>
            <span>
              {reserve || !expiresAt ? t('hold.pending', { minutes: holdMinutes }) : t('hold.notice', { minutes: holdMinutes, time: formatRomeTime(expiresAt, locale) })}{' '}
              <strong>{reserve || !expiresAt ? t('hold.checking') : t('hold.left', { count: minutesLeft(expiresAt, now) })}</strong>
              {phase === 'ending' ? <span className={styles.hurry}> {t('hold.hurry')}</span> : null}
            </span>
            {/* Until the server answers: the live notice's size, kept by an invisible copy of it (nothing moves when it comes). */}
            {reserve ? (
              <span className={styles.ghost} aria-hidden="true">
                {t('hold.notice', { minutes: holdMinutes, time: '00:00' })} <strong>{t('hold.left', { count: holdMinutes })}</strong>
              </span>
            ) : null}
          </span>
        </p>
      ) : null}
    </>
  );
}
