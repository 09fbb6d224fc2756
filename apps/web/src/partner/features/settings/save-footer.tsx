import ui from '../../../ui/ui.module.css';
import { ErrorNotice } from '../../components/error-notice.tsx';
import { usePartnerT } from '../../i18n/index.ts';

/** The end of a settings form: what went wrong or that it was saved, and its button. */
export function SaveFooter({
  save,
  done,
  label,
  disabled = false,
}: {
  save: { error: unknown; isSuccess: boolean; isPending: boolean };
  done: string;
  label: string;
  disabled?: boolean;
}) {
  const { t } = usePartnerT();
  return (
    <>
      <ErrorNotice error={save.error} />
      {save.isSuccess ? (
        <p role="status" className={ui.alertSuccess}>
          {done}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={disabled || save.isPending}>
        {save.isPending ? t('common.saving') : label}
      </button>
    </>
  );
}
