import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PartnerView } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { dayOf } from '../../components/format.ts';
import { usePartnerT } from '../../i18n/index.ts';
import { payoutProfileQueryOptions, type PayoutProfile } from './payouts-api.ts';

type TaxRequest = NonNullable<PayoutProfile['tax_request']>;

/**
 * The referrer's latest tax status request as the partner reads it: waiting for the estate (the
 * withholding stays as it is until then), or refused with the reason. A confirmed one needs no notice.
 */
export function TaxRequestNotice({ request }: { request: TaxRequest | null }) {
  const { t } = usePartnerT('partnerPayouts');
  if (!request || request.status === 'confirmed' || request.status === 'superseded') return null;
  const asked = `${t(`details.person.${request.person_type}`)}${request.vat_number ? ` · ${t('tax.vat', { vat: request.vat_number })}` : ''}`;
  if (request.status === 'pending')
    return (
      <p role="status" className={ui.alertInfo}>
        {t('tax.pending', { asked, when: dayOf(request.requested_at) })}
      </p>
    );
  return (
    <p role="status" className={ui.alertError}>
      {t('tax.refused', { asked, reason: request.reason ?? '—' })}
    </p>
  );
}

/** On the settings page of a referrer's owner: what became of a new VAT number (read again whenever it changes). */
export function SettingsTaxNotice({ partner }: { partner: PartnerView }) {
  const profile = useQuery({ ...payoutProfileQueryOptions(), enabled: partner.partner_type === 'referral' && partner.can_see_money });
  const { refetch } = profile;
  const vat = partner.vat_number;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the VAT number saved is what asks for a fresh read
  useEffect(() => {
    if (partner.partner_type === 'referral' && partner.can_see_money) void refetch();
  }, [vat, refetch, partner.partner_type, partner.can_see_money]);
  return profile.data ? <TaxRequestNotice request={profile.data.tax_request} /> : null;
}
