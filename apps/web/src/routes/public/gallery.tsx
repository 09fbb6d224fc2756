import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { GalleryBrowser } from '../../features/gallery/components/gallery-browser.tsx';

export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  return (
    <>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')} />
      <section aria-label={t('sectionLabel')}>
        <GalleryBrowser />
      </section>
    </>
  );
}
