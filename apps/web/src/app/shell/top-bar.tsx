import { useTranslation } from '../../i18n/index.ts';
import { contactInfo } from './contact-info.ts';
import { ClockIcon, MailIcon, PhoneIcon, WhatsAppIcon } from './icons.tsx';
import styles from './top-bar.module.css';

/** The top bar with phone, e-mail and WhatsApp (docs/product.md, App shell). */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <section className={styles.bar} aria-label={t('shell.topBar.label')}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.hours}>
          <ClockIcon size={15} />
          <span>{t('shell.topBar.hours', { opens: contactInfo.opens, closes: contactInfo.closes })}</span>
        </p>
        <ul className={styles.links}>
          <li>
            <a href={contactInfo.phoneHref}>
              <PhoneIcon size={15} />
              <span className="visually-hidden">{t('shell.contact.phone')} </span>
              <span>{contactInfo.phoneDisplay}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${contactInfo.email}`}>
              <MailIcon size={15} />
              <span className="visually-hidden">{t('shell.contact.email')} </span>
              <span className={styles.email}>{contactInfo.email}</span>
            </a>
          </li>
          <li>
            <a href={contactInfo.whatsappHref} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon size={15} />
              <span>WhatsApp</span>
              <span className="visually-hidden"> {t('shell.newWindow')}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
