import { validationText } from '../../ui/validation-text.ts';
import { staffI18n, type useStaffT } from '../i18n/index.ts';
import { isStaffApiError } from './api.ts';

/**
 * The message of a failed call, in the user's language: a known sub-code of the server's
 * detail first (errors.detail.<code> in the staff catalogue), then, for a request that failed
 * its schema, each field and what is wrong with it, then its code, then a generic line. The
 * server's own detail is developer English: it is never shown to an Italian reader, and to an
 * English one only when it is a sentence (never a field path or a key).
 */
export function errorText(t: ReturnType<typeof useStaffT>['t'], error: unknown): string {
  if (!isStaffApiError(error)) return t('errors.generic');
  const byDetail = t(`errors.detail.${error.detail}`, { defaultValue: '' });
  if (byDetail) return byDetail;
  const schemaError = error.code === 'validation_error' && Array.isArray((error.body as { fields?: unknown } | undefined)?.fields);
  if (schemaError) return validationText(t, error.body) ?? t('errors.code.validation_error');
  const byCode = t(`errors.code.${error.code}`, { defaultValue: '' });
  if (!byCode) return t('errors.generic');
  const sentence = (error.code === 'validation_error' || error.code === 'conflict') && staffI18n.language === 'en' && /^[A-Z][^_]*\s[^_]*$/.test(error.detail);
  return sentence ? `${byCode} ${error.detail}` : byCode;
}
