import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { partnerDownload } from '../app/api.ts';
import { CommissionError } from '../features/commissions/commission-error.tsx';
import { referralLinksQueryOptions, useCreateLink, type PartnerReferralLink } from '../features/commissions/commissions-api.ts';
import own from '../features/commissions/commissions.module.css';
import styles from '../features/orders/orders.module.css';
import { QrCode } from '../features/referrals/qr-code.tsx';
import { languageName } from '../../lib/format.ts';
import { partnerLocale, usePartnerT, type PartnerLocale } from '../i18n/index.ts';

/** A language inside a sentence: "si apre in inglese", "opens in English". */
const languageWord = (l: PartnerLocale): string => {
  const name = languageName(l, partnerLocale());
  return partnerLocale() === 'it' ? name.toLocaleLowerCase('it') : name;
};

/** A page of the site as the partner reads it ('/' is the home page). */
const pageKey = (path: string) => (path === '/' ? 'home' : path.slice(1));

/** The referrer's links: a public page and a campaign label make a link with its code; each one with its QR code, clicks and bookings. */
export function Component() {
  const { t } = usePartnerT('partnerCommissions');
  const links = useQuery(referralLinksQueryOptions());
  const create = useCreateLink();
  const [page, setPage] = useState('/truffle-hunting');
  const [label, setLabel] = useState('');
  // The language the link opens the site in: the visitors the partner has in mind (its own by default).
  const [locale, setLocale] = useState<PartnerLocale>(partnerLocale);
  const [copied, setCopied] = useState<{ id: number; ok: boolean } | null>(null);
  const [download, setDownload] = useState<unknown>(null);
  const d = links.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ target_path: page, label, locale }, { onSuccess: () => setLabel('') });
  };
  const copy = async (l: PartnerReferralLink) => {
    try {
      await navigator.clipboard.writeText(l.url);
      setCopied({ id: l.id, ok: true });
    } catch {
      setCopied({ id: l.id, ok: false });
    }
  };
  const saveQr = (l: PartnerReferralLink) => {
    setDownload(null);
    partnerDownload(`/referrals/links/${l.id}/qr.svg`, `qr-${pageKey(l.target_path)}-${l.id}.svg`).catch(setDownload);
  };

  return (
    <>
      <PageHeader title={t('links.title')} description={t('links.intro')} />
      <CommissionError error={links.error} />
      {links.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {d ? (
        <>
          <form className={own.form} onSubmit={submit} aria-label={t('links.build')}>
            <Field label={t('links.page')}>
              <select className={ui.input} value={page} onChange={(e) => setPage(e.target.value)}>
                {d.targets.map((p) => (
                  <option key={p} value={p}>
                    {t(`pages.${pageKey(p)}`, { defaultValue: p })}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('links.label')} hint={t('links.labelHint')}>
              <input className={ui.input} required maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} />
            </Field>
            <Field label={t('links.language')} hint={t('links.languageHint')}>
              <select className={ui.input} value={locale} onChange={(e) => setLocale(e.target.value === 'en' ? 'en' : 'it')}>
                {(['it', 'en'] as const).map((l) => (
                  <option key={l} value={l}>
                    {languageName(l, partnerLocale())}
                  </option>
                ))}
              </select>
            </Field>
            <div className={own.formActions}>
              <button type="submit" className="btn btn-primary" disabled={create.isPending || label.trim() === ''}>
                {t('links.create')}
              </button>
            </div>
          </form>
          <CommissionError error={create.error} />
          {create.isSuccess ? (
            <p role="status" className={ui.alertSuccess}>
              {t('links.created')}
            </p>
          ) : null}
          {d.ref_code ? <p className={own.refLine}>{t('links.refCode', { code: d.ref_code, url: d.ref_url })}</p> : null}
          {d.links.length === 0 ? (
            <div className={`${styles.empty} ${own.section}`}>
              <p>{t('links.none')}</p>
            </div>
          ) : (
            <div className={own.links}>
              {d.links.map((l) => (
                <article key={l.id} className={own.link} data-testid="referral-link-card">
                  <div className={own.linkHead}>
                    <h3>{l.label}</h3>
                    <span className={own.page}>
                      {t(`pages.${pageKey(l.target_path)}`, { defaultValue: l.target_path })} ·{' '}
                      {l.locale ? t('links.opensIn', { language: languageWord(l.locale) }) : t('links.visitorLanguage')}
                    </span>
                  </div>
                  <p className={`${own.refLine} ${styles.mono}`} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }} data-testid="referral-link">
                    {l.url}
                  </p>
                  <p className={own.stats}>
                    {t('links.stats', {
                      clicks: t('links.clicks', { count: l.clicks }),
                      recent: l.clicks_30d,
                      bookings: t('links.bookings', { count: l.bookings }),
                    })}
                  </p>
                  <div className={own.qrRow}>
                    <QrCode text={l.url} size={132} label={t('links.qrLabel', { label: l.label })} />
                    <div className={`${ui.row} ${own.noPrint}`}>
                      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy(l)}>
                        {t('links.copy')}
                      </button>
                      <button type="button" className="btn btn-small" onClick={() => saveQr(l)}>
                        {t('links.downloadQr')}
                      </button>
                    </div>
                  </div>
                  <p role="status" className={ui.muted}>
                    {copied?.id === l.id ? (copied.ok ? t('links.copied') : t('links.copyFailed')) : ''}
                  </p>
                </article>
              ))}
            </div>
          )}
          <CommissionError error={download} />
        </>
      ) : null}
    </>
  );
}
