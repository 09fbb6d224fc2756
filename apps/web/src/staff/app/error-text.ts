import type { useStaffT } from '../i18n/index.ts';
import { isStaffApiError } from './api.ts';

/**
 * The message of a failed call, in the user's language: a known sub-code of the server's
 * detail first (errors.detail.<code> in the staff catalogue), then its code, then a generic line.
 * The server's own English detail is shown beside it only when nothing more precise is known.
 */
export function errorText(t: ReturnType<typeof useStaffT>['t'], error: unknown): string {
  if (!isStaffApiError(error)) return t('errors.generic');
  const byDetail = t(`errors.detail.${error.detail}`, { defaultValue: '' });
  if (byDetail) return byDetail;
  const byCode = t(`errors.code.${error.code}`, { defaultValue: '' });
  if (byCode && error.code !== 'validation_error' && error.code !== 'conflict') return byCode;
  return byCode ? `${byCode} ${error.detail}` : t('errors.generic');
}
