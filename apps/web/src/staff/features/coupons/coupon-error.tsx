import { isStaffApiError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/**
 * A failed coupon call in the user's language. "max_uses_below_uses; uses=3; max_uses=2"
 * carries its numbers in the server's detail; everything else is the back office's mapping.
 */
export function CouponError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  if (!error) return null;
  let text = errorText(ts, error);
  if (isStaffApiError(error) && error.detail.startsWith('max_uses_below_uses')) {
    const params = Object.fromEntries(
      error.detail
        .split(';')
        .slice(1)
        .map((p) => p.trim().split('=') as [string, string]),
    );
    text = t('coupons.maxUsesBelow', params);
  }
  return (
    <p role="alert" className={ui.alertError}>
      {text}
    </p>
  );
}
