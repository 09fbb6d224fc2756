import { contactInfo } from '../../app/shell/contact-info.ts';
import { usePartner, usePartnerAuth } from '../app/auth.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

/** Where a suspended or inactive partner lands: why, whom to call, and logout. */
export function Component() {
  const { t } = usePartnerT();
  const partner = usePartner();
  const { signOut } = usePartnerAuth();
  const suspended = partner.status === 'suspended';
  // A refused application is decided: not "being reviewed".
  const state = suspended ? 'suspended' : partner.application_refused ? 'refused' : 'inactive';
  const title = { suspended: t('suspended.title'), refused: t('suspended.refusedTitle'), inactive: t('suspended.inactiveTitle') }[state];
  const text = {
    suspended: t('suspended.text', { company: partner.company_name }),
    refused: t('suspended.refusedText', { company: partner.company_name }),
    inactive: t('suspended.inactiveText', { company: partner.company_name }),
  }[state];
  return (
    <AuthFrame title={title}>
      <p>{text}</p>
      {partner.status_reason ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('suspended.reason')}</dt>
            <dd>{partner.status_reason}</dd>
          </div>
        </dl>
      ) : null}
      <p>{t('suspended.contact')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('fields.phone')}</dt>
          <dd>
            <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a>
          </dd>
        </div>
        <div>
          <dt>{t('fields.email')}</dt>
          <dd>
            <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-secondary" onClick={() => void signOut()}>
        {t('shell.logout')}
      </button>
    </AuthFrame>
  );
}
