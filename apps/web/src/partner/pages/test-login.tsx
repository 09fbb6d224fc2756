import { useQuery } from '@tanstack/react-query';
import type { PartnerView } from '@tenuta/contracts';
import { Link } from 'react-router';
import { partnerApi } from '../app/api.ts';
import { usePartnerAuth } from '../app/auth.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { partnerErrorText } from '../components/error-notice.tsx';
import { usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

/** A plain check for testing: is a partner token stored, and what does the server say of it? */
export function Component() {
  const { t } = usePartnerT();
  const { token } = usePartnerAuth();
  const check = useQuery({
    queryKey: ['partner', 'test-login', token],
    queryFn: () => partnerApi<{ data: { partner: PartnerView } }>('/auth/validate').then((r) => r.data.partner),
    enabled: Boolean(token),
    retry: false,
  });
  const result = !token
    ? t('testLogin.notChecked')
    : check.isPending
      ? t('common.loading')
      : check.isError
        ? partnerErrorText(t, check.error)
        : t('testLogin.valid', { company: check.data.company_name, type: t(`types.${check.data.partner_type}`), status: t(`statuses.${check.data.status}`) });
  return (
    <AuthFrame title={t('testLogin.title')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('testLogin.token')}</dt>
          <dd data-testid="partner-token">{token ? t('testLogin.stored') : t('testLogin.none')}</dd>
        </div>
        <div>
          <dt>{t('testLogin.validate')}</dt>
          <dd data-testid="partner-validate" role="status">
            {result}
          </dd>
        </div>
      </dl>
      <Link className="btn btn-secondary" to={token ? '/partner/dashboard' : '/partner/login'}>
        {token ? t('testLogin.toDashboard') : t('testLogin.toLogin')}
      </Link>
    </AuthFrame>
  );
}
