import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { usePartner } from '../app/auth.tsx';
import { money, shortDay } from '../components/format.ts';
import { CommissionError } from '../features/commissions/commission-error.tsx';
import { codeRequestsQueryOptions, useRequestCode, type PartnerCodeRequest } from '../features/commissions/commissions-api.ts';
import own from '../features/commissions/commissions.module.css';
import styles from '../features/orders/orders.module.css';
import { referralCodesQueryOptions, type ReferralCode } from '../features/referrals/codes-api.ts';
import { usePartnerT } from '../i18n/index.ts';

const requestBadge: Record<PartnerCodeRequest['status'], string> = { pending: ui.badgeWarn!, approved: ui.badgeGood!, refused: ui.badgeBad! };

/** The owner asks the estate for a new code; its requests and the answers. */
function CodeRequests() {
  const { t } = usePartnerT('partnerCommissions');
  const requests = useQuery(codeRequestsQueryOptions());
  const ask = useRequestCode();
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate(
      { code: code.trim(), discount_percent: Number(percent), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setCode('');
          setNote('');
        },
      },
    );
  };
  return (
    <section className={own.section} aria-labelledby="code-requests">
      <h2 id="code-requests">{t('requests.title')}</h2>
      <p className={ui.muted}>{t('requests.intro')}</p>
      <form className={own.askForm} onSubmit={submit}>
        <Field label={t('requests.code')} hint={t('requests.codeHint')}>
          <input className={ui.input} required minLength={4} maxLength={20} pattern="[A-Za-z0-9]{4,20}" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
        </Field>
        <Field label={t('requests.percent')}>
          <input className={ui.input} type="number" required min={1} max={50} step={1} value={percent} onChange={(e) => setPercent(e.target.value)} />
        </Field>
        <Field label={t('requests.note')}>
          <input className={ui.input} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className={own.formActions}>
          <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
            {t('requests.submit')}
          </button>
        </div>
      </form>
      <CommissionError error={ask.error ?? requests.error} />
      {ask.isSuccess ? (
        <p role="status" className={ui.alertSuccess}>
          {t('requests.sent')}
        </p>
      ) : null}
      {requests.data && requests.data.length > 0 ? (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('requests.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('requests.col.code')}</th>
                <th scope="col" className={styles.num}>
                  {t('requests.col.percent')}
                </th>
                <th scope="col">{t('requests.col.asked')}</th>
                <th scope="col">{t('requests.col.status')}</th>
                <th scope="col">{t('requests.col.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('requests.col.code')} className={styles.mono}>
                    <strong>{r.code}</strong>
                  </td>
                  <td data-label={t('requests.col.percent')} className={styles.num}>
                    {r.discount_percent}%
                  </td>
                  <td data-label={t('requests.col.asked')}>{shortDay(r.created_at)}</td>
                  <td data-label={t('requests.col.status')}>
                    <span className={requestBadge[r.status]}>{t(`requests.status.${r.status}`)}</span>
                  </td>
                  <td data-label={t('requests.col.answer')}>{r.decided_at ? `${shortDay(r.decided_at)}${r.decision_note ? ` · ${r.decision_note}` : ''}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** The referrer's discount codes (given by the estate), their discount, validity and real uses; the owner may ask for a new one. */
export function Component() {
  const { t } = usePartnerT('partnerCommissions');
  const partner = usePartner();
  const codes = useQuery(referralCodesQueryOptions());
  const discount = (c: ReferralCode) => (c.discount_type === 'percentage' ? t('codes.percent', { value: c.discount_value }) : money(c.discount_value));
  const validity = (c: ReferralCode) =>
    c.valid_from && c.valid_until
      ? t('codes.between', { from: shortDay(c.valid_from), to: shortDay(c.valid_until) })
      : c.valid_until
        ? t('codes.until', { date: shortDay(c.valid_until) })
        : c.valid_from
          ? t('codes.from', { date: shortDay(c.valid_from) })
          : t('codes.always');
  return (
    <>
      <PageHeader title={t('codes.title')} description={t('codes.intro')} />
      <CommissionError error={codes.error} />
      {codes.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {codes.data?.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('codes.none')}</p>
        </div>
      ) : null}
      {codes.data && codes.data.length > 0 ? (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('codes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('codes.col.code')}</th>
                <th scope="col">{t('codes.col.discount')}</th>
                <th scope="col">{t('codes.col.validity')}</th>
                <th scope="col" className={styles.num}>
                  {t('codes.col.uses')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('codes.col.bookings')}
                </th>
                <th scope="col">{t('codes.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((c) => (
                <tr key={c.code}>
                  <td data-label={t('codes.col.code')} className={styles.mono}>
                    <strong>{c.code}</strong>
                  </td>
                  <td data-label={t('codes.col.discount')}>{discount(c)}</td>
                  <td data-label={t('codes.col.validity')}>{validity(c)}</td>
                  <td data-label={t('codes.col.uses')} className={styles.num}>
                    {c.max_uses === null ? c.uses : t('codes.usesOf', { uses: c.uses, max: c.max_uses })}
                  </td>
                  <td data-label={t('codes.col.bookings')} className={styles.num}>
                    {c.bookings}
                  </td>
                  <td data-label={t('codes.col.state')}>
                    <span className={c.active ? ui.badgeGood : ui.badge}>{c.active ? t('codes.active') : t('codes.inactive')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {partner.can_see_money ? <CodeRequests /> : null}
    </>
  );
}
