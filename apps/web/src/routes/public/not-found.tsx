import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { NoticePanel } from '../../components/notice-panel.tsx';
import { estate } from '../../features/location/estate.ts';
import styles from './notice-page.module.css';

/** 'Pagina non trovata' with links to home, /truffle-hunting, /prenota-ora and /reviews, a home button, a back button and a phone link. */
const links = [
  { to: '/', key: 'home' },
  { to: '/truffle-hunting', key: 'truffle' },
  { to: '/prenota-ora', key: 'bookNow' },
  { to: '/reviews', key: 'reviews' },
] as const;

export default function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <NoticePanel
      mark="404"
      eyebrow={t('eyebrow')}
      title={t('title')}
      actions={
        <>
          <Link className="btn btn-primary" to="/">
            {t('homeButton')}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={goBack}>
            {t('backButton')}
          </button>
        </>
      }
    >
      <p>{t('text')}</p>
      <nav aria-labelledby="not-found-links-title" className={styles.linksNav}>
        <h2 id="not-found-links-title" className={styles.linksTitle}>
          {t('linksTitle')}
        </h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <span className={styles.linkLabel}>{t(`links.${link.key}.label`)}</span>
                <span className={styles.linkText}>{t(`links.${link.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.phone}>
        {t('phonePrefix')} <a href={estate.phoneHref}>{estate.phoneDisplay}</a>
      </p>
    </NoticePanel>
  );
}
