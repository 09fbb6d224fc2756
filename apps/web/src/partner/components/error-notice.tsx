import type { TFunction } from '../../i18n/translator.ts';
import { validationText } from '../../ui/validation-text.ts';
import { isPartnerApiError } from '../app/api.ts';
import { usePartnerT } from '../i18n/index.ts';
import ui from '../../ui/ui.module.css';

/**
 * A failed call in the partner's language: the server's sub-code when the catalogue knows it
 * (`errors.detail.*`), else, for a request that failed its schema, each field and what is wrong
 * with it, else its code (`errors.code.*`), else a general line. Never the server's own text.
 */
export function partnerErrorText(t: TFunction, error: unknown): string {
  if (!isPartnerApiError(error)) return t('partner:errors.generic');
  return (
    t(`partner:errors.detail.${error.detail}`, { defaultValue: '' }) ||
    (error.code === 'validation_error' ? validationText(t, error.body, 'partner:errors.') : null) ||
    t(`partner:errors.code.${error.code}`, { defaultValue: '' }) ||
    t('partner:errors.generic')
  );
}

export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = usePartnerT();
  if (!error) return null;
  return (
    <p role="alert" className={ui.alertError}>
      {partnerErrorText(t, error)}
    </p>
  );
}
