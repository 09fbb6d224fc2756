import { useEffect, useState, type FormEvent } from 'react';
import { useStaffAuth } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDate, formatDateTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { usePayoutMutations, useTaxProfile, type StaffTaxProfile, type StaffTaxRequestRow } from './api.ts';
import { PayoutError } from './payout-error.tsx';
import styles from './payouts.module.css';

type Request = Omit<StaffTaxRequestRow, 'company_name' | 'partner_id'> & Partial<Pick<StaffTaxRequestRow, 'company_name' | 'partner_id'>>;

const percent = (bps: number) => (bps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });

/** What a request asks for: "Company, VAT number 123…" or "Private person". */
function useAsked() {
  const { t } = useStaffT('staffPayouts');
  return (r: Pick<Request, 'person_type' | 'vat_number'>) => `${t(`taxStatus.person.${r.person_type}`)}${r.vat_number ? ` · ${t('taxStatus.vat', { vat: r.vat_number })}` : ''}`;
}

/** Confirm (the withholding follows) or refuse with a reason (nothing changes); the partner is e-mailed either way. */
export function TaxRequestActions({ request, onDone }: { request: Pick<Request, 'id'>; onDone?: () => void }) {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  const { decide } = usePayoutMutations();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const done = () => {
    setRefusing(false);
    setReason('');
    onDone?.();
  };
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    decide.mutate({ id: request.id, decision: 'refuse', reason: reason.trim() }, { onSuccess: done });
  };
  return (
    <div className={ui.stack}>
      {refusing ? (
        <form className={ui.stack} onSubmit={refuse}>
          <Field label={t('taxStatus.reason')} hint={t('taxStatus.reasonHint')}>
            <textarea className={ui.input} rows={2} required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className={styles.actions}>
            <button type="submit" className={`${ui.danger} ${ui.small}`} disabled={decide.isPending || reason.trim().length < 3}>
              {decide.isPending ? ts('common.working') : t('taxStatus.refuseSubmit')}
            </button>
            <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setRefusing(false)}>
              {ts('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${ui.primary} ${ui.small}`}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, decision: 'confirm' }, { onSuccess: done })}
          >
            {t('taxStatus.confirm')}
          </button>
          <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setRefusing(true)}>
            {t('taxStatus.refuse')}
          </button>
        </div>
      )}
      <PayoutError error={decide.error} />
    </div>
  );
}

/** The tax status as confirmed (or not yet), and the company data's VAT number when it differs. */
export function TaxStatusSummary({ profile }: { profile: StaffTaxProfile }) {
  const { t } = useStaffT('staffPayouts');
  const asked = useAsked();
  return (
    <div className={ui.stack}>
      {profile.tax_confirmed ? (
        <p className={ui.muted}>
          <span className={ui.badgeGood}>{t('taxStatus.confirmed')}</span> {asked(profile)} ·{' '}
          {profile.withholding_applies ? t('taxStatus.withheld', { rate: percent(profile.withholding_bps) }) : t('taxStatus.notWithheld')}
          {profile.tax_confirmed_at ? ` · ${t('taxStatus.since', { when: formatDate(profile.tax_confirmed_at) })}` : ''}
        </p>
      ) : (
        <p className={ui.alertInfo}>{t('taxStatus.unconfirmed')}</p>
      )}
      {profile.company_vat_number !== profile.vat_number ? <p className={ui.muted}>{t('taxStatus.companyVat', { vat: profile.company_vat_number ?? t('tax.noVat') })}</p> : null}
    </div>
  );
}

/** A referrer's tax status: the confirmed one, a request waiting (confirm or refuse), and the form to set it (confirmed by whoever saves it). */
export function TaxProfileDialog({ partner, canManage, onClose }: { partner: { id: number; name: string }; canManage: boolean; onClose: () => void }) {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  const asked = useAsked();
  const query = useTaxProfile(partner.id);
  const { profile: save } = usePayoutMutations();
  const [personType, setPersonType] = useState<'private' | 'company'>('private');
  const [vat, setVat] = useState('');
  const [rate, setRate] = useState('11.5');
  useEffect(() => {
    const p = query.data?.profile;
    if (!p) return;
    setPersonType(p.person_type);
    setVat((p.tax_confirmed ? p.vat_number : p.company_vat_number) ?? '');
    setRate(String(p.withholding_bps / 100));
  }, [query.data]);
  const bps = Math.round(Number(rate.replace(',', '.')) * 100);
  const valid = Number.isFinite(bps) && bps >= 0 && bps <= 5000;
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save.mutate({ partnerId: partner.id, person_type: personType, withholding_bps: bps, vat_number: vat.trim() || null }, { onSuccess: close });
  };
  const p = query.data?.profile;
  const pending = query.data?.tax_requests.find((r) => r.status === 'pending');
  return (
    <Dialog open title={t('tax.title', { company: partner.name })} onClose={close} closeLabel={ts('common.close')}>
      <div className={ui.stack}>
        <PayoutError error={query.error} />
        {p ? (
          <>
            <TaxStatusSummary profile={p} />
            <p className={ui.muted}>
              {t('tax.now', { holder: p.account_holder ?? '—', iban: p.iban_masked ?? '—' })}
              {p.hold_until ? ` ${t('tax.held', { until: formatDate(p.hold_until) })}` : ''}
            </p>
          </>
        ) : null}
        {pending ? (
          <section className={ui.alertInfo} aria-label={t('taxStatus.pendingTitle')}>
            <p>
              <strong>{t('taxStatus.pendingTitle')}</strong> {asked(pending)}
            </p>
            <p className={styles.sub}>{t('taxStatus.requestedBy', { who: pending.requested_by ?? t('taxStatus.fromData'), when: formatDateTime(pending.requested_at) })}</p>
            {canManage ? <TaxRequestActions request={pending} /> : null}
          </section>
        ) : null}
        <form className={ui.stack} onSubmit={submit}>
          <Field label={t('tax.personType')}>
            <select className={ui.input} value={personType} disabled={!canManage} onChange={(e) => setPersonType(e.target.value === 'company' ? 'company' : 'private')}>
              <option value="private">{t('tax.private')}</option>
              <option value="company">{t('tax.company')}</option>
            </select>
          </Field>
          <Field label={t('tax.vatNumber')} hint={t('tax.vatHint')}>
            <input className={ui.input} maxLength={20} autoComplete="off" value={vat} disabled={!canManage} onChange={(e) => setVat(e.target.value.toUpperCase())} />
          </Field>
          <Field label={t('tax.rate')} hint={t('tax.rateHint')} error={valid ? null : t('tax.rateInvalid')}>
            <input className={ui.input} inputMode="decimal" value={rate} disabled={!canManage} onChange={(e) => setRate(e.target.value)} />
          </Field>
          {canManage ? <p className={styles.sub}>{t('tax.confirmsNote')}</p> : null}
          <PayoutError error={save.error} />
          {canManage ? (
            <div className={ui.row}>
              <button type="submit" className={ui.primary} disabled={save.isPending || !valid || !p}>
                {save.isPending ? ts('common.working') : t('tax.save')}
              </button>
              <button type="button" className={ui.ghost} onClick={close}>
                {ts('common.cancel')}
              </button>
            </div>
          ) : null}
        </form>
      </div>
    </Dialog>
  );
}

/** The payouts page's list of tax status requests waiting for a decision (the badge counts them). */
export function TaxRequestsSection({ requests, canManage, onOpen }: { requests: StaffTaxRequestRow[]; canManage: boolean; onOpen: (r: StaffTaxRequestRow) => void }) {
  const { t } = useStaffT('staffPayouts');
  const asked = useAsked();
  return (
    <section className={styles.section} aria-labelledby="tax-requests-title">
      <div className={styles.sectionHead}>
        <h2 id="tax-requests-title" className={styles.sectionTitle}>
          {t('taxStatus.listTitle')} <span className={requests.length ? ui.badgeWarn : ui.badge}>{requests.length}</span>
        </h2>
        <span className={ui.muted}>{t('taxStatus.listIntro')}</span>
      </div>
      {requests.length === 0 ? (
        <p className={ui.muted}>{t('taxStatus.none')}</p>
      ) : (
        <ul className={styles.requests}>
          {requests.map((r) => (
            <li key={r.id} className={styles.request}>
              <div>
                <span className={styles.company}>{r.company_name}</span>
                <span>{asked(r)}</span>
                <span className={styles.sub}>{t('taxStatus.requestedBy', { who: r.requested_by ?? t('taxStatus.fromData'), when: formatDateTime(r.requested_at) })}</span>
              </div>
              <div className={ui.stack}>
                {canManage ? <TaxRequestActions request={r} /> : null}
                <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => onOpen(r)}>
                  {t('actions.tax')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The partner page's tax status card: the confirmed status, the requests and their decisions, the dialog to act. */
export function TaxStatusCard({ partner }: { partner: { id: number; name: string } }) {
  const { t } = useStaffT('staffPayouts');
  const { can } = useStaffAuth();
  const query = useTaxProfile(partner.id);
  const asked = useAsked();
  const [open, setOpen] = useState(false);
  const d = query.data;
  return (
    <section className={styles.section} aria-labelledby="partner-tax-status">
      <div className={styles.sectionHead}>
        <h2 id="partner-tax-status" className={styles.sectionTitle}>
          {t('taxStatus.title')}
        </h2>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setOpen(true)}>
          {can('payouts.manage') ? t('taxStatus.open') : t('taxStatus.view')}
        </button>
      </div>
      <PayoutError error={query.error} />
      {d ? (
        <div className={ui.stack}>
          <TaxStatusSummary profile={d.profile} />
          {d.tax_requests.length ? (
            <ul className={styles.requests}>
              {d.tax_requests.map((r) => (
                <li key={r.id} className={styles.request}>
                  <div>
                    <span className={r.status === 'pending' ? ui.badgeWarn : r.status === 'confirmed' ? ui.badgeGood : ui.badgeBad}>{t(`taxStatus.status.${r.status}`)}</span>{' '}
                    {asked(r)}
                    <span className={styles.sub}>{t('taxStatus.requestedBy', { who: r.requested_by ?? t('taxStatus.fromData'), when: formatDateTime(r.requested_at) })}</span>
                    {r.decided_at && r.status !== 'pending' ? (
                      <span className={styles.sub}>
                        {t('taxStatus.decidedBy', { who: r.decided_by ?? '—', when: formatDateTime(r.decided_at) })}
                        {r.reason ? ` · ${r.reason}` : ''}
                      </span>
                    ) : null}
                  </div>
                  {r.status === 'pending' && can('payouts.manage') ? <TaxRequestActions request={r} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {open ? <TaxProfileDialog partner={partner} canManage={can('payouts.manage')} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
