import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { confirmNewsletter, unsubscribeFromNewsletter } from '../api/newsletter-api.ts';
import { newsletterProblem, type NewsletterProblem } from '../newsletter-problem.ts';
import styles from './newsletter-token-page.module.css';

export type TokenAction = 'confirm' | 'unsubscribe';

type State =
  /** Before hydration the token in the address is not known yet. */
  | { kind: 'reading' }
  | { kind: 'missing' }
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; unsubscribeToken?: string }
  | { kind: 'problem'; problem: NewsletterProblem };

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the link's token is sent
 * only when the guest presses the button (mail scanners open links, they do
 * not press buttons), then the result is announced.
 */
export function NewsletterTokenPage({ action, contactEmail }: { action: TokenAction; contactEmail: string }) {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'reading' });
  const resultRef = useRef<HTMLHeadingElement>(null);
  const token = params.get('token')?.trim() ?? '';

  useEffect(() => {
    setState((s) => (s.kind === 'reading' || s.kind === 'missing' || s.kind === 'ready' ? { kind: token ? 'ready' : 'missing' } : s));
  }, [token]);

  const settled = state.kind === 'done' || state.kind === 'problem';
  useEffect(() => {
    if (settled) resultRef.current?.focus();
  }, [settled]);

  const run = async () => {
    if (state.kind === 'working' || !token) return;
    setState({ kind: 'working' });
    try {
      if (action === 'confirm') {
        const r = await confirmNewsletter(token);
        setState({ kind: 'done', unsubscribeToken: r.unsubscribe_token });
      } else {
        await unsubscribeFromNewsletter(token);
        setState({ kind: 'done' });
      }
    } catch (error) {
      setState({ kind: 'problem', problem: newsletterProblem(error, 'token') });
    }
  };

  const button = (label: string) => (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => void run()}
      aria-disabled={state.kind !== 'ready' && state.kind !== 'problem' ? true : undefined}
      data-testid="newsletter-action"
    >
      {label}
    </button>
  );

  let result: { title: string; body: ReactNode; tone: 'ok' | 'problem'; retry: boolean } | null = null;
  if (state.kind === 'missing') result = { title: t('problems.missingTitle'), body: t('problems.missingBody'), tone: 'problem', retry: false };
  if (state.kind === 'done') {
    result =
      action === 'confirm'
        ? {
            title: t('confirm.doneTitle'),
            body: (
              <>
                <p>{t('confirm.doneBody')}</p>
                {state.unsubscribeToken ? (
                  <p className={styles.small}>
                    {t('confirm.changedMind')}{' '}
                    <Link to={`/newsletter/unsubscribe?token=${encodeURIComponent(state.unsubscribeToken)}`} data-testid="newsletter-unsubscribe-link">
                      {t('confirm.unsubscribeLink')}
                    </Link>{' '}
                    {t('confirm.changedMindAfter')}
                  </p>
                ) : null}
              </>
            ),
            tone: 'ok',
            retry: false,
          }
        : { title: t('unsubscribe.doneTitle'), body: t('unsubscribe.doneBody'), tone: 'ok', retry: false };
  }
  if (state.kind === 'problem') {
    const p = state.problem;
    if (p.kind === 'expired') result = { title: t('problems.expiredTitle'), body: t('problems.expiredBody'), tone: 'problem', retry: false };
    else if (p.kind === 'invalid' || p.kind === 'fields')
      result =
        action === 'confirm'
          ? { title: t('problems.invalidConfirmTitle'), body: t('problems.invalidConfirmBody'), tone: 'problem', retry: false }
          : { title: t('problems.invalidUnsubscribeTitle'), body: t('problems.invalidUnsubscribeBody', { email: contactEmail }), tone: 'problem', retry: false };
    else {
      const text = p.kind === 'rate_limited' ? t('problems.rate_limited', { count: p.minutes }) : p.kind === 'network' ? t('problems.network') : t('problems.server');
      result = { title: t('problems.failedTitle'), body: text, tone: 'problem', retry: true };
    }
  }

  const showAction = state.kind === 'reading' || state.kind === 'ready' || state.kind === 'working';
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={styles.panel} data-testid={`newsletter-${action}`}>
        <div className={styles.mark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" focusable="false" aria-hidden="true">
            <rect x="3" y="5.5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path d="M3.8 7l8.2 6 8.2-6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
          </svg>
        </div>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={styles.title}>{t(`${action}.title`)}</h1>
        {showAction ? (
          <>
            <p className={styles.body}>{t(`${action}.intro`)}</p>
            <div className={styles.actions}>{button(state.kind === 'working' ? t(`${action}.working`) : t(`${action}.action`))}</div>
          </>
        ) : null}
        <div aria-live="polite" className={styles.live}>
          {state.kind === 'working' ? <p className="visually-hidden">{t(`${action}.working`)}</p> : null}
          {result ? (
            <div className={styles.result} data-tone={result.tone} data-testid="newsletter-result">
              <h2 ref={resultRef} tabIndex={-1} className={styles.resultTitle}>
                {result.title}
              </h2>
              {typeof result.body === 'string' ? <p>{result.body}</p> : result.body}
            </div>
          ) : null}
        </div>
        {settled || state.kind === 'missing' ? (
          <div className={styles.actions}>
            {result?.retry ? button(t('retry')) : null}
            <Link to="/" className={result?.retry ? 'btn btn-secondary' : 'btn btn-primary'}>
              {t('home')}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
