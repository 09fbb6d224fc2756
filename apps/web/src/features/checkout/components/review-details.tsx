import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { toCustomerData } from '../billing-details.ts';
import type { BillingData } from '../billing-step.ts';
import type { ContactData } from '../contact-step.ts';
import { countryName } from '../countries.ts';
import styles from './review-details.module.css';

export interface ReviewDetailsProps {
  contact: ContactData;
  billing: BillingData;
  onEdit: (step: 1 | 2) => void;
}

function Block({ title, onEdit, editLabel, children }: { title: string; onEdit: () => void; editLabel: string; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.block} aria-label={title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        <button type="button" className={styles.edit} onClick={onEdit} aria-label={editLabel}>
          {t('actions.edit')}
        </button>
      </div>
      <dl className={styles.list}>{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Step 3 (docs/product.md, Checkout steps): the contact and billing data the guest gave, as they will be sent. */
export function ReviewDetails({ contact, billing, onEdit }: ReviewDetailsProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const data = toCustomerData(contact, billing);
  const contactTitle = t('review.contact');
  const billingTitle = t('review.billing');
  return (
    <div className={styles.wrap}>
      <Block title={contactTitle} onEdit={() => onEdit(1)} editLabel={t('actions.editSection', { section: contactTitle })}>
        <Row label={t('review.name')} value={`${data.name} ${data.surname}`} />
        <Row label={t('review.email')} value={contact.email.trim()} />
        <Row label={t('review.phone')} value={data.phone} />
        {data.notes ? <Row label={t('review.notes')} value={<span className={styles.notes}>{data.notes}</span>} /> : null}
      </Block>
      <Block title={billingTitle} onEdit={() => onEdit(2)} editLabel={t('actions.editSection', { section: billingTitle })}>
        <Row label={t('review.type')} value={t(`billing.types.${billing.billingType}`)} />
        {data.fiscal_code ? <Row label={t('review.fiscalCode')} value={data.fiscal_code} /> : null}
        {billing.billingType === 'private_foreign' ? (
          <Row label={t('review.birth')} value={[data.birth_date, data.birth_city, data.birth_place].filter(Boolean).join(', ')} />
        ) : null}
        {data.company_name ? <Row label={t('review.company')} value={data.company_name} /> : null}
        {data.vat_number ? <Row label={t('review.vatNumber')} value={data.vat_number} /> : null}
        {data.sdi_code ? <Row label={t('review.sdiCode')} value={data.sdi_code} /> : null}
        {data.pec ? <Row label={t('review.pec')} value={data.pec} /> : null}
        <Row
          label={t('review.address')}
          value={
            <>
              {data.address}
              <br />
              <span data-testid="review-locality">{[data.postal_code, data.city, data.province ? `(${data.province})` : ''].filter(Boolean).join(' ')}</span>
              <br />
              {countryName(billing.country, locale)}
            </>
          }
        />
        <Row label={t('review.privacy')} value={t('review.privacyAccepted')} />
      </Block>
    </div>
  );
}
