import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { GIFT_VOUCHER_CODE_INPUT_MAX } from '@tenuta/contracts';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation, type TFunction } from '../../../i18n/index.ts';
import { formatEuro, formatRomeDate } from '../../../lib/format.ts';
import { Field } from '../../contact-form/components/field.tsx';
import type { CheckProblem } from '../gift-problem.ts';
import { CHECK_CODE_ID, useBalanceCheck } from '../use-balance-check.ts';
import styles from './balance-check.module.css';

type Problem = CheckProblem | { kind: 'required' };

const problemText = (t: TFunction, p: Problem) => (p.kind === 'rate_limited' ? t('check.errors.rate_limited', { count: p.minutes }) : t(`check.errors.${p.kind}`));

/** The code's own problems are shown at the field; the others (too many attempts, the connection) above the form. */
const isFieldProblem = (p: Problem) => p.kind === 'required' || p.kind === 'not_found' || p.kind === 'invalid';

/** /regala/saldo: the code alone gives the balance, the expiry and the state of a voucher. */
export function BalanceCheck({ contactEmail }: { contactEmail: string }) {
  const { t } = useTranslation('gift');
  const locale = useLocale();
  const c = useBalanceCheck();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const found = c.state.kind === 'found' ? c.state.voucher : null;
  const problem = c.state.kind === 'problem' ? c.state.problem : null;
  const checking = c.state.kind === 'checking';

  useEffect(() => {
    if (found) resultRef.current?.focus();
  }, [found]);

  return (
    <section className={styles.section} aria-label={t('check.title')}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.card}>
          <form className={styles.form} method="post" noValidate onSubmit={(e) => void c.submit(e)} aria-busy={checking || undefined} data-testid="gift-check-form">
            {problem && !isFieldProblem(problem) ? (
              <p key={c.attempt} className={styles.alert} role="alert" data-testid="gift-check-alert">
                {problemText(t, problem)}
              </p>
            ) : null}
            <div className={styles.row}>
              <Field id={CHECK_CODE_ID} label={t('check.code')} required hint={t('check.codeHint')} error={problem && isFieldProblem(problem) ? problemText(t, problem) : null}>
                {(p) => (
                  <input
                    {...p}
                    className={styles.code}
                    name="code"
                    autoComplete="off"
                    autoCapitalize="characters"
                    autoCorrect="off"
                    spellCheck={false}
                    maxLength={GIFT_VOUCHER_CODE_INPUT_MAX}
                    placeholder="XXXX-XXXX-XXXX-XXXX"
                    value={c.code}
                    onChange={(e) => c.setCode(e.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="btn btn-primary" aria-disabled={checking || undefined} data-testid="gift-check-submit">
                {checking ? t('check.checking') : t('check.submit')}
              </button>
            </div>
            <p className={styles.privacy}>{t('check.privacy')}</p>
            <p className="visually-hidden" role="status" aria-live="polite">
              {checking ? t('check.checking') : ''}
            </p>
          </form>
        </div>

        {found ? (
          <div className={styles.result} data-testid="gift-check-result">
            <h2 ref={resultRef} tabIndex={-1} className={styles.resultTitle}>
              {t('check.result.title', { last4: found.last4 })}
            </h2>
            <p className={styles.for}>{t('check.result.for', { name: found.recipient_name })}</p>
            <dl className={styles.figures}>
              <div>
                <dt>{t('check.result.balance')}</dt>
                <dd className={styles.balance} data-testid="gift-check-balance">
                  {formatEuro(found.balance_cents / 100, locale)}
                </dd>
              </div>
              <div>
                <dt>{t('check.result.amount')}</dt>
                <dd>{formatEuro(found.amount_cents / 100, locale)}</dd>
              </div>
              <div>
                <dt>{t('check.result.expires')}</dt>
                <dd>{formatRomeDate(found.expires_at, locale)}</dd>
              </div>
              <div>
                <dt>{t('check.result.status')}</dt>
                <dd data-testid="gift-check-status">{t(`check.result.statuses.${found.status}`)}</dd>
              </div>
            </dl>
            <p className={styles.verdict} data-tone={found.spendable ? 'ok' : undefined}>
              {found.spendable ? t('check.result.spendable') : t('check.result.notSpendable', { email: contactEmail })}
            </p>
            <div className={styles.actions}>
              {found.spendable ? (
                <Link className="btn btn-primary" to="/prenota-ora">
                  {t('check.result.book')}
                </Link>
              ) : null}
              <button type="button" className="btn btn-secondary" onClick={c.again}>
                {t('check.result.again')}
              </button>
            </div>
          </div>
        ) : null}

        <p className={styles.buy}>
          <Link to="/regala">{t('check.buyLink')}</Link>
        </p>
      </div>
    </section>
  );
}
