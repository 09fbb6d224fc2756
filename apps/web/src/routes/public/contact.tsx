import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { ContactFormSection } from '../../features/contact-form/components/contact-form-section.tsx';
import { ContactDetails } from '../../features/location/components/contact-details.tsx';
import { estate } from '../../features/location/estate.ts';
import { LocationSection } from '../../features/location/components/location-section.tsx';
import styles from './landing-page.module.css';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')} />
      <section className={styles.plain} aria-labelledby="contact-details-title">
        <div className="container">
          <SectionHeading id="contact-details-title" title={t('details.title')} intro={t('details.intro')} />
          <ContactDetails headingLevel={3} />
          <p className={styles.aside}>
            {t('details.faqPrefix')} <Link to="/faq">{t('details.faqLink')}</Link>
          </p>
        </div>
      </section>
      <ContactFormSection phone={estate.phoneDisplay} email={estate.email} />
      <LocationSection />
    </>
  );
}
