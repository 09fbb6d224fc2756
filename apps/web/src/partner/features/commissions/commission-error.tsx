import { isPartnerApiError } from '../../app/api.ts';
import { partnerErrorText } from '../../components/error-notice.tsx';
import { usePartnerT } from '../../i18n/index.ts';
import ui from '../../../ui/ui.module.css';

/** A failed call of the referral pages: their own sub-codes first (partnerCommissions `errors.*`), then the area's. */
export function CommissionError({ error }: { error: unknown }) {
  const { t } = usePartnerT('partnerCommissions');
  if (!error) return null;
  const own = isPartnerApiError(error) ? t(`errors.${error.detail}`, { defaultValue: '' }) : '';
  return (
    <p role="alert" className={ui.alertError}>
      {own || partnerErrorText(t, error)}
    </p>
  );
}
