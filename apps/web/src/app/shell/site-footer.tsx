import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { contactInfo, socialLinks, type SocialKey } from './contact-info.ts';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon, YoutubeIcon } from './icons.tsx';
import { PaymentIcons } from './payment-icons.tsx';
import { navLinks } from './site-header.tsx';
import styles from './site-footer.module.css';

const socialIcons: Record<SocialKey, typeof InstagramIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, youtube: YoutubeIcon };
const socialNames: Record<SocialKey, string> = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' };

/**
 * Social links, contact details, opening hours, payment marks and legal links (docs/product.md,
 * App shell): plain HTML. `children` is the newsletter sign-up, the footer's one island.
 */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className="container">{children}</div>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>Tenuta</p>
          <p className={styles.blurb}>{t('shell.footer.blurb')}</p>
          <ul className={styles.social} aria-label={t('shell.footer.social')}>
            {socialLinks.map(({ key, href }) => {
              const Icon = socialIcons[key];
              return (
                <li key={key}>
                  <a href={href} rel="noopener noreferrer" target="_blank" className={styles.socialLink}>
                    <Icon size={20} />
                    <span className="visually-hidden">
                      {socialNames[key]} {t('shell.newWindow')}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <section aria-labelledby="footer-contact" className={styles.col}>
          <h2 id="footer-contact" className={styles.heading}>
            {t('shell.footer.contact')}
          </h2>
          <address className={styles.address}>
            <p className={styles.row}>
              <PinIcon size={17} />
              <span>
                {contactInfo.street}
                <br />
                {contactInfo.city}
                <br />
                {t('shell.footer.region')}
              </span>
            </p>
            <p className={styles.row}>
              <PhoneIcon size={17} />
              <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a>
            </p>
            <p className={styles.row}>
              <MailIcon size={17} />
              <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
            </p>
            <p className={styles.row}>
              <WhatsAppIcon size={17} />
              <a href={contactInfo.whatsappHref} rel="noopener noreferrer" target="_blank">
                WhatsApp<span className="visually-hidden"> {t('shell.newWindow')}</span>
              </a>
            </p>
          </address>
        </section>

        <section aria-labelledby="footer-hours" className={styles.col}>
          <h2 id="footer-hours" className={styles.heading}>
            {t('shell.footer.hours')}
          </h2>
          <p className={styles.row}>
            <ClockIcon size={17} />
            <span>
              {t('shell.footer.daily')}
              <br />
              <strong className={styles.time}>
                {contactInfo.opens}–{contactInfo.closes}
              </strong>
            </span>
          </p>
          <p className={styles.note}>{t('shell.footer.byBooking')}</p>
          <h2 className={`${styles.heading} ${styles.payHeading}`} id="footer-pay">
            {t('shell.footer.payments')}
          </h2>
          <PaymentIcons label={t('shell.footer.payments')} />
        </section>

        <nav aria-labelledby="footer-explore" className={styles.col}>
          <h2 id="footer-explore" className={styles.heading}>
            {t('shell.footer.explore')}
          </h2>
          <ul className={styles.list}>
            {navLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(`nav.${l.key}`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/wine-tasting">{t('nav.wine')}</Link>
            </li>
            <li>
              <Link to="/regala/saldo">{t('nav.giftBalance')}</Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copy}>{t('shell.footer.copyright', { year })}</p>
          <ul className={styles.legal} aria-label={t('shell.footer.legal')}>
            <li>
              <Link to="/privacy-policy">{t('shell.footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/termini">{t('shell.footer.terms')}</Link>
            </li>
            <li>
              <Link to="/partner/login" reloadDocument>
                {t('shell.footer.partner')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
