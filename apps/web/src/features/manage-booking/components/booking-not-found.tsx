import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { contactInfo } from '../../../app/shell/contact-info.ts';
import { NoticePanel } from '../../../components/notice-panel.tsx';
import styles from './manage-booking.module.css';

/** A missing or wrong token, or an unknown booking: one friendly answer, with ways to reach the estate. */
export function BookingNotFound() {
  const { t } = useTranslation('manage');
  return (
    <div data-testid="manage-not-found">
      <NoticePanel
        mark="?"
        eyebrow={t('notFound.eyebrow')}
        title={t('notFound.title')}
        actions={
          <>
            <Link className="btn btn-primary" to="/contatti">
              {t('notFound.contact')}
            </Link>
            <Link className="btn btn-secondary" to="/">
              {t('notFound.home')}
            </Link>
          </>
        }
      >
        <p>{t('notFound.text')}</p>
        <dl className={styles.contactList}>
          <div>
            <dt>{t('notFound.phone')}</dt>
            <dd>
              <a href={contactInfo.phoneHref}>{contactInfo.phoneDisplay}</a>
            </dd>
          </div>
          <div>
            <dt>{t('notFound.email')}</dt>
            <dd>
              <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
            </dd>
          </div>
        </dl>
      </NoticePanel>
    </div>
  );
}
