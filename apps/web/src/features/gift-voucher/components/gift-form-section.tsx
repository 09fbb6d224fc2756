import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { GiftVoucherForm } from './gift-form.tsx';
import styles from './gift-form.module.css';

/** The "make your voucher" section of /regala: the form and its summary. */
export function GiftFormSection({ contactEmail }: { contactEmail: string }) {
  const { t } = useTranslation('gift');
  return (
    <section id="scegli" className={styles.section} aria-labelledby="gift-form-title">
      <div className="container">
        <SectionHeading id="gift-form-title" eyebrow={t('form.eyebrow')} title={t('form.title')} intro={t('form.intro')} />
        <GiftVoucherForm contactEmail={contactEmail} />
      </div>
    </section>
  );
}
