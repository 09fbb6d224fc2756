import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { FaqBrowser } from '../../features/faq/components/faq-browser.tsx';

export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')}>
        <p>
          {t('header.contactPrefix')} <Link to="/contatti">{t('header.contactLink')}</Link>
        </p>
      </PageHeader>
      <section aria-label={t('sectionLabel')}>
        <FaqBrowser />
      </section>
    </>
  );
}
