import type { ModerationReview, ReviewModerationAction } from '@tenuta/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { moderateReview, moderationReviewQueryOptions } from '../api/reviews-api.ts';
import { ErrorMark } from './form-field.tsx';
import { ReviewCard } from './review-card.tsx';
import styles from './review-form.module.css';
import own from './moderation-view.module.css';

type Outcome = { kind: 'done'; status: 'approved' | 'rejected' } | { kind: 'spent' } | { kind: 'failed' };

function readModerationLink(search: string): { token: string; action: ReviewModerationAction | null } | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() ?? '';
  if (!token || token.length > 200) return null;
  const action = params.get('action');
  return { token, action: action === 'approve' || action === 'reject' ? action : null };
}

/**
 * /reviews/moderate?token (the links in the staff e-mail): shows the pending
 * review and acts only on a button press, never on opening the link (mail
 * scanners open links).
 */
export function ModerationView() {
  const { t } = useTranslation('reviews');
  const { search } = useLocation();
  const [link, setLink] = useState<ReturnType<typeof readModerationLink> | undefined>(undefined);
  useEffect(() => setLink(readModerationLink(search)), [search]);
  const query = useQuery({ ...moderationReviewQueryOptions(link?.token ?? ''), enabled: Boolean(link) }, queryClient);
  const [working, setWorking] = useState<ReviewModerationAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function act(action: ReviewModerationAction) {
    if (!link || working) return;
    setWorking(action);
    setOutcome(null);
    try {
      const r = await moderateReview(link.token, action);
      setOutcome({ kind: 'done', status: r.status });
    } catch (e) {
      setOutcome(isApiError(e) && e.status === 404 ? { kind: 'spent' } : { kind: 'failed' });
    } finally {
      setWorking(null);
    }
  }

  if (link === null) return <Notice title={t('moderate.missing.title')} text={t('moderate.missing.text')} />;
  if (outcome && outcome.kind !== 'failed') {
    const key = outcome.kind === 'spent' ? 'spent' : `done.${outcome.status}`;
    return (
      <div ref={outcomeRef} tabIndex={-1} className={`${styles.panel} ${own.outcome}`} role="status">
        <div className={styles.doneMark} aria-hidden="true" data-tone={outcome.kind === 'spent' ? 'error' : outcome.status}>
          {outcome.kind === 'spent' ? '!' : outcome.status === 'approved' ? '✓' : '✕'}
        </div>
        <h2 className={styles.doneTitle}>{t(`moderate.${key}.title`)}</h2>
        <p className={styles.doneText}>{t(`moderate.${key}.text`)}</p>
      </div>
    );
  }
  if (query.isError) {
    const spent = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    if (spent) return <Notice title={t('moderate.spent.title')} text={t('moderate.spent.text')} />;
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.doneText}>{t('moderate.error')}</p>
        <div className={styles.doneActions}>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!query.data || !link) {
    return (
      <div className={`${styles.panel} ${own.loading}`} aria-busy="true">
        <p role="status">{t('moderate.loading')}</p>
      </div>
    );
  }
  const primary: ReviewModerationAction = link.action ?? 'approve';
  return (
    <div className={styles.panel}>
      <p className={own.intro}>{t('moderate.intro')}</p>
      <ModerationDetails review={query.data} />
      <div className={own.review}>
        <ReviewCard review={query.data} headingLevel={2} />
      </div>
      {outcome?.kind === 'failed' ? (
        <p className={styles.alert} role="alert">
          <ErrorMark />
          {t('moderate.failure')}
        </p>
      ) : null}
      <div className={own.buttons}>
        {(primary === 'approve' ? (['approve', 'reject'] as const) : (['reject', 'approve'] as const)).map((action) => (
          <button key={action} type="button" className={`btn ${action === primary ? 'btn-primary' : 'btn-secondary'}`} disabled={working !== null} onClick={() => void act(action)}>
            {working === action ? t('moderate.working') : t(`moderate.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function ModerationDetails({ review }: { review: ModerationReview }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('moderate.details.experience'), pickLocalized(review.experience_title, locale)],
    ...(review.booking_number ? [[t('moderate.details.booking'), review.booking_number] as [string, string]] : []),
    [t('moderate.details.language'), t(`moderate.languages.${review.locale}`)],
    [t('moderate.details.written'), `${formatRomeDate(review.created_at, locale)}, ${formatRomeTime(review.created_at, locale)}`],
  ];
  return (
    <dl className={own.details}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.panel} role="alert">
      <div className={styles.doneMark} aria-hidden="true" data-tone="error">
        !
      </div>
      <h2 className={styles.doneTitle}>{title}</h2>
      <p className={styles.doneText}>{text}</p>
    </div>
  );
}
