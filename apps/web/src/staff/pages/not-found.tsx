import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import { useStaffT } from '../i18n/index.ts';

export function Component() {
  const { t } = useStaffT();
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.body')} />
      <Link to="/staff">{t('notFound.back')}</Link>
    </>
  );
}
