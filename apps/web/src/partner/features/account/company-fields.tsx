import type { PartnerCompanyInput, PartnerView } from '@tenuta/contracts';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { usePartnerT } from '../../i18n/index.ts';
import styles from '../../pages/auth-pages.module.css';

/** The company data a partner keeps (invoicing: VAT number, fiscal code, SDI code or PEC, address). */
export const companyKeys = ['company_name', 'vat_number', 'fiscal_code', 'sdi_code', 'pec', 'address', 'city', 'postal_code', 'province'] as const;
export type CompanyKey = (typeof companyKeys)[number];
export type CompanyDraft = Record<CompanyKey, string>;

export const emptyCompany = (companyName = ''): CompanyDraft => ({ ...(Object.fromEntries(companyKeys.map((k) => [k, ''])) as CompanyDraft), company_name: companyName });

export const companyFrom = (partner: PartnerView): CompanyDraft => Object.fromEntries(companyKeys.map((k) => [k, partner[k] ?? ''])) as CompanyDraft;

/** The request's company object: trimmed, blank fields as null (the company name is always sent). */
export function companyPayload(draft: CompanyDraft): Partial<PartnerCompanyInput> {
  const out: Record<string, string | null> = {};
  for (const k of companyKeys) {
    const v = draft[k].trim();
    out[k] = k === 'company_name' ? v : v === '' ? null : k === 'province' || k === 'sdi_code' ? v.toUpperCase() : v;
  }
  return out as Partial<PartnerCompanyInput>;
}

const limits: Record<CompanyKey, number> = { company_name: 160, vat_number: 20, fiscal_code: 16, sdi_code: 7, pec: 254, address: 200, city: 100, postal_code: 12, province: 4 };

export function CompanyFields({ value, onChange, disabled = false }: { value: CompanyDraft; onChange: (next: CompanyDraft) => void; disabled?: boolean }) {
  const { t } = usePartnerT();
  const input = (key: CompanyKey, extra: Record<string, unknown> = {}) => (
    <input className={ui.input} value={value[key]} maxLength={limits[key]} disabled={disabled} onChange={(e) => onChange({ ...value, [key]: e.target.value })} {...extra} />
  );
  return (
    <div className={styles.grid}>
      <Field label={t('company.company_name')}>{input('company_name', { required: true, autoComplete: 'organization' })}</Field>
      <Field label={t('company.vat_number')}>{input('vat_number')}</Field>
      <Field label={t('company.fiscal_code')}>{input('fiscal_code')}</Field>
      <Field label={t('company.sdi_code')} hint={t('company.sdiHint')}>
        {input('sdi_code')}
      </Field>
      <Field label={t('company.pec')}>{input('pec', { type: 'email' })}</Field>
      <Field label={t('company.address')}>{input('address', { autoComplete: 'street-address' })}</Field>
      <Field label={t('company.city')}>{input('city', { autoComplete: 'address-level2' })}</Field>
      <Field label={t('company.postal_code')}>{input('postal_code', { autoComplete: 'postal-code', inputMode: 'numeric' })}</Field>
      <Field label={t('company.province')}>{input('province')}</Field>
    </div>
  );
}
