import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import styles from './contact-form.module.css';

/** The "write to us" section of /contatti: a short promise beside the form. */
export function ContactFormSection(props: ContactFormProps) {
  const { t } = useTranslation('contact');
  return (
    <section className={styles.section} aria-labelledby="contact-form-section-title" id="scrivici">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <SectionHeading id="contact-form-section-title" eyebrow={t('form.eyebrow')} title={t('form.sectionTitle')} intro={t('form.intro')} />
          <ul className={styles.promises}>
            <li>{t('form.promiseReply')}</li>
            <li>{t('form.promiseFamily')}</li>
            <li>{t('form.promisePrivacy')}</li>
          </ul>
        </div>
        <div className={styles.card}>
          <h3 id="contact-form-title" className={styles.cardTitle}>
            {t('form.title')}
          </h3>
          <ContactForm {...props} />
        </div>
      </div>
    </section>
  );
}
