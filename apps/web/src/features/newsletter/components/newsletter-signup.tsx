import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import type { NewsletterProblem } from '../newsletter-problem.ts';
import type { SignupErrors, SignupField, SignupValues } from '../signup-rules.ts';
import styles from './newsletter-signup.module.css';

// The contract's validation library, the API call and the reading of its errors load on
// first use (focus or submit), not with every page.
const loadRules = () => import('../signup-rules.ts');
const loadSending = () => Promise.all([import('../api/newsletter-api.ts'), import('../newsletter-problem.ts')]);
const empty: SignupValues = { email: '', name: '', consent: false, website: '' };
const fieldId = (f: SignupField | 'website') => `newsletter-${f}`;

/** The footer's newsletter block (double opt-in): e-mail, optional name, consent, honeypot. Texts in `common`. */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState<SignupValues>(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [problem, setProblem] = useState<Exclude<NewsletterProblem, { kind: 'fields' }> | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const set = <K extends keyof SignupValues>(field: K, value: SignupValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirst = (e: SignupErrors, order: readonly SignupField[]) => {
    const first = order.find((f) => e[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    setStatus('sending');
    try {
      const [rules, [{ subscribeToNewsletter }, { newsletterProblem }]] = await Promise.all([loadRules(), loadSending()]);
      const found = rules.validateSignup(values, locale);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setStatus('editing');
        setAttempt((n) => n + 1);
        focusFirst(found, rules.SIGNUP_FIELD_ORDER);
        return;
      }
      try {
        await subscribeToNewsletter(rules.toSignupRequest(values, locale));
        setValues(empty);
        setStatus('sent');
      } catch (error) {
        const p = newsletterProblem(error, 'subscribe');
        setStatus('editing');
        setAttempt((n) => n + 1);
        if (p.kind === 'fields') {
          const fromServer = rules.serverSignupErrors(p.detail);
          setErrors(fromServer);
          if (Object.keys(fromServer).length > 0) focusFirst(fromServer, rules.SIGNUP_FIELD_ORDER);
          else setProblem({ kind: 'server' });
        } else setProblem(p);
      }
    } catch {
      // A chunk could not be loaded: the connection is gone.
      setStatus('editing');
      setAttempt((n) => n + 1);
      setProblem({ kind: 'network' });
    } finally {
      busy.current = false;
    }
  };

  const errorOf = (f: SignupField) => (errors[f] ? t(`newsletterSignup.errors.${errors[f]}`) : null);
  const describe = (f: SignupField, extra?: string) => [errors[f] ? `${fieldId(f)}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined;
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <section className={styles.block} aria-labelledby="newsletter-title" data-testid="newsletter-signup">
      <div className={styles.text}>
        <h2 id="newsletter-title" className={styles.title}>
          {t('newsletterSignup.title')}
        </h2>
        <p className={styles.intro}>{t('newsletterSignup.intro')}</p>
      </div>

      {status === 'sent' ? (
        <div className={styles.done} role="status">
          <p ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
            {t('newsletterSignup.sent.title')}
          </p>
          <p className={styles.doneBody}>{t('newsletterSignup.sent.body')}</p>
          <button type="button" className={styles.linkButton} onClick={() => setStatus('editing')}>
            {t('newsletterSignup.sent.again')}
          </button>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => void submit(e)}
          onFocus={() => void Promise.all([loadRules(), loadSending()]).catch(() => undefined)}
          aria-labelledby="newsletter-title"
        >
          {hasErrors || problem ? (
            <p key={attempt} className={styles.alert} role="alert">
              {problem?.kind === 'rate_limited'
                ? t('newsletterSignup.errors.rate_limited', { count: problem.minutes })
                : problem?.kind === 'network'
                  ? t('newsletterSignup.errors.network')
                  : problem
                    ? t('newsletterSignup.errors.server')
                    : t('newsletterSignup.errors.summary')}
            </p>
          ) : null}
          <div className={styles.fields}>
            <div className={styles.field} data-invalid={errors.email ? 'true' : undefined}>
              <label htmlFor={fieldId('email')}>
                {t('newsletterSignup.email')}
                <span aria-hidden="true"> *</span>
              </label>
              <input
                id={fieldId('email')}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                maxLength={254}
                value={values.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describe('email')}
                onChange={(e) => set('email', e.target.value)}
              />
              {errorOf('email') ? (
                <p id={`${fieldId('email')}-error`} className={styles.error}>
                  {errorOf('email')}
                </p>
              ) : null}
            </div>
            <div className={styles.field} data-invalid={errors.name ? 'true' : undefined}>
              <label htmlFor={fieldId('name')}>
                {t('newsletterSignup.name')} <span className={styles.optional}>{t('newsletterSignup.optional')}</span>
              </label>
              <input
                id={fieldId('name')}
                name="name"
                autoComplete="given-name"
                maxLength={100}
                value={values.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describe('name')}
                onChange={(e) => set('name', e.target.value)}
              />
              {errorOf('name') ? (
                <p id={`${fieldId('name')}-error`} className={styles.error}>
                  {errorOf('name')}
                </p>
              ) : null}
            </div>
            <button type="submit" className={`btn btn-light ${styles.submit}`} aria-disabled={status === 'sending' || undefined}>
              {status === 'sending' ? t('newsletterSignup.sending') : t('newsletterSignup.submit')}
            </button>
          </div>
          <div className={styles.consent} data-invalid={errors.consent ? 'true' : undefined}>
            <input
              id={fieldId('consent')}
              type="checkbox"
              name="consent"
              required
              checked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describe('consent')}
              onChange={(e) => set('consent', e.target.checked)}
            />
            <label htmlFor={fieldId('consent')}>
              {t('newsletterSignup.consentBefore')}
              <Link to="/privacy-policy">{t('newsletterSignup.consentLink')}</Link>
              {t('newsletterSignup.consentAfter')}
            </label>
            {errorOf('consent') ? (
              <p id={`${fieldId('consent')}-error`} className={styles.error}>
                {errorOf('consent')}
              </p>
            ) : null}
          </div>
          {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={fieldId('website')}>{t('newsletterSignup.honeypot')}</label>
            <input id={fieldId('website')} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {status === 'sending' ? t('newsletterSignup.sending') : ''}
          </p>
        </form>
      )}
    </section>
  );
}
