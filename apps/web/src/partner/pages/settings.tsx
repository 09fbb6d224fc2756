import { contactInfo } from '../../app/shell/contact-info.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePartner } from '../app/auth.tsx';
import { dayOf, money } from '../components/format.ts';
import { SettingsTaxNotice } from '../features/payouts/tax-request-notice.tsx';
import { CompanyForm } from '../features/settings/company-form.tsx';
import { PasswordForm } from '../features/settings/password-form.tsx';
import { ProfileForm } from '../features/settings/profile-form.tsx';
import styles from '../features/settings/settings.module.css';
import { UsersSection } from '../features/settings/users-section.tsx';
import { OctoKeysSection } from '../features/octo/octo-keys-section.tsx';
import { WebhookLogSection } from '../features/octo/webhook-log-section.tsx';
import { usePartnerT } from '../i18n/index.ts';

/** Company data, the user's profile and password, the terms in force and (owner) the account's users and, for a reseller, its OCTO API keys and webhook log. */
export function Component() {
  const { t } = usePartnerT(['partnerSettings', 'partnerOrders']);
  const partner = usePartner();
  const contract = partner.contract;
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className={styles.layout}>
        <CompanyForm partner={partner} />
        {/* A referrer's new VAT number waits for the estate before it changes the withholding. */}
        <SettingsTaxNotice partner={partner} />
        {contract ? (
          <section className={styles.card} aria-labelledby="settings-terms">
            <h2 id="settings-terms">{t('terms.title')}</h2>
            <dl className={styles.terms}>
              {partner.partner_type === 'reseller' ? (
                <>
                  <div>
                    <dt>{t('terms.payment')}</dt>
                    <dd>{t(`partnerOrders:terms.${contract.payment_terms}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('terms.netDiscount')}</dt>
                    <dd>{t('terms.percent', { value: contract.net_discount_percent })}</dd>
                  </div>
                  {contract.payment_terms === 'on_account' ? (
                    <div>
                      <dt>{t('terms.creditLimit')}</dt>
                      <dd>{money(contract.credit_limit_cents)}</dd>
                    </div>
                  ) : null}
                </>
              ) : (
                <>
                  <div>
                    <dt>{t('terms.commission')}</dt>
                    <dd>{t('terms.percent', { value: contract.commission_percent })}</dd>
                  </div>
                  <div>
                    <dt>{t('terms.attribution')}</dt>
                    <dd>{t('terms.days', { count: contract.attribution_days })}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>{t('terms.since')}</dt>
                <dd>{dayOf(contract.valid_from)}</dd>
              </div>
            </dl>
            <p className={styles.note}>{t('terms.change', { phone: contactInfo.phoneDisplay, email: contactInfo.email })}</p>
          </section>
        ) : null}
        <ProfileForm partner={partner} />
        <PasswordForm />
        {partner.user.role === 'owner' ? <UsersSection partner={partner} /> : null}
        {/* A reseller's systems connect over OCTO: its keys and what the estate sent them (owner only). */}
        {partner.user.role === 'owner' && partner.partner_type === 'reseller' ? (
          <>
            <OctoKeysSection />
            <WebhookLogSection />
          </>
        ) : null}
      </div>
    </>
  );
}
