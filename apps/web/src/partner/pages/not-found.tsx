import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePartnerT } from '../i18n/index.ts';

/** A path of the area that does not exist. */
export function Component() {
  const { t } = usePartnerT();
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.text')} />
      <Link className="btn btn-secondary" to="/partner/dashboard">
        {t('notFound.home')}
      </Link>
    </>
  );
}
