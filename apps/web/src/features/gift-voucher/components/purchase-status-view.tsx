import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NoticePanel } from '../../../components/notice-panel.tsx';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatCalendarDate, formatEuro, formatRomeDate, romeToday } from '../../../lib/format.ts';
import { deliveryOf, MAX_PURCHASE_POLLS, type PurchaseState } from '../purchase-state.ts';
import { GiftMark } from './gift-mark.tsx';
import styles from './purchase-status-view.module.css';

/** Only a web address (or one of this site's) is offered as a link, never javascript: or data:. */
const isWebAddress = (url: string | null): url is string => url !== null && /^(https?:\/\/|\/(?!\/))/i.test(url);

/**
 * /regala/grazie: paid → thanks, where and when the voucher arrives (never its code); pending →
 * waits while the payment is confirmed; abandoned or unknown → says so, with the way back.
 */
export function PurchaseStatusView({ state, onRetry, contactEmail }: { state: PurchaseState; onRetry: () => void; contactEmail: string }) {
  const { t } = useTranslation('gift');
  const locale = useLocale();
  const titleRef = useRef<HTMLDivElement>(null);
  const settled = !['reading', 'loading', 'pending'].includes(state.kind);
  // The outcome is announced: focus moves to it once known.
  useEffect(() => {
    const heading = settled ? titleRef.current?.querySelector('h1') : null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [settled]);

  const back = (
    <Link className="btn btn-primary" to="/regala">
      {t('thanks.tryAgain')}
    </Link>
  );
  let panel: { title: string; body: ReactNode; actions?: ReactNode };
  switch (state.kind) {
    case 'reading':
    case 'loading':
      panel = { title: t('thanks.loadingTitle'), body: <p role="status">{t('thanks.loading')}</p> };
      break;
    case 'pending':
      panel = {
        title: t('thanks.pendingTitle'),
        body: (
          <>
            <p>{t('thanks.pendingBody')}</p>
            <p className={styles.progress} role="status">
              {t('thanks.attempt', { attempt: state.attempt, max: MAX_PURCHASE_POLLS })}
            </p>
          </>
        ),
      };
      break;
    case 'still_pending':
      panel = {
        title: t('thanks.stillPendingTitle'),
        body: <p>{t('thanks.stillPendingBody', { email: state.purchase.buyer_email })}</p>,
        actions: isWebAddress(state.purchase.payment_url) ? (
          <a className="btn btn-secondary" href={state.purchase.payment_url}>
            {t('thanks.payNow')}
          </a>
        ) : undefined,
      };
      break;
    case 'paid': {
      const p = state.purchase;
      const d = deliveryOf(p, romeToday());
      const where =
        d.to === 'buyer'
          ? t(d.sent ? 'thanks.deliveryBuyerSent' : 'thanks.deliveryBuyerSoon', { email: d.email })
          : d.on
            ? t('thanks.deliveryRecipientOn', { name: d.name, date: formatCalendarDate(d.on, locale) })
            : t(d.sent ? 'thanks.deliveryRecipientSent' : 'thanks.deliveryRecipientSoon', { name: d.name });
      const amount = formatEuro(p.amount_cents / 100, locale);
      panel = {
        title: t('thanks.paidTitle'),
        body: (
          <>
            <p>{t('thanks.paidLead', { amount, name: p.recipient_name })}</p>
            <p data-testid="gift-delivery">{where}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('thanks.value')}</dt>
                <dd>{amount}</dd>
              </div>
              {p.expires_at ? (
                <div>
                  <dt>{t('thanks.validUntil')}</dt>
                  <dd>{formatRomeDate(p.expires_at, locale)}</dd>
                </div>
              ) : null}
            </dl>
            {d.to === 'recipient' ? <p className={styles.small}>{t('thanks.receipt', { email: p.buyer_email })}</p> : null}
            <p className={styles.small}>{t('thanks.codeNote')}</p>
          </>
        ),
        actions: (
          <Link className="btn btn-primary" to="/">
            {t('thanks.toExperiences')}
          </Link>
        ),
      };
      break;
    }
    case 'abandoned':
      panel = { title: t('thanks.abandonedTitle'), body: <p>{t('thanks.abandonedBody')}</p>, actions: back };
      break;
    case 'unavailable':
      panel = { title: t('thanks.unavailableTitle'), body: <p>{t('thanks.unavailableBody', { email: contactEmail })}</p>, actions: back };
      break;
    case 'not_found':
      panel = { title: t('thanks.notFoundTitle'), body: <p>{t('thanks.notFoundBody')}</p>, actions: back };
      break;
    case 'failed':
      panel = {
        title: t('thanks.failedTitle'),
        body: <p>{t('thanks.failedBody')}</p>,
        actions: (
          <>
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('thanks.retry')}
            </button>
            <Link className="btn btn-secondary" to="/regala">
              {t('thanks.tryAgain')}
            </Link>
          </>
        ),
      };
      break;
    case 'missing':
      panel = { title: t('thanks.missingTitle'), body: <p>{t('thanks.missingBody')}</p>, actions: back };
      break;
  }
  return (
    <div ref={titleRef} data-testid="gift-thanks" data-state={state.kind}>
      <NoticePanel eyebrow={t('thanks.eyebrow')} title={panel.title} mark={<GiftMark />} actions={panel.actions}>
        {panel.body}
      </NoticePanel>
    </div>
  );
}
