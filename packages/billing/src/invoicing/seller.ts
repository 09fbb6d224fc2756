import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';

/**
 * The estate as the seller on its invoices (the e-invoice's CedentePrestatore). It comes from
 * the configuration (SELLER_* variables, see the README); a loopback install runs on the demo
 * values below. The estate confirms its tax regime and VAT rates with its accountant.
 */
export interface Seller {
  name: string;
  /** Partita IVA: 11 digits, without the IT prefix. */
  vatNumber: string;
  /** Codice fiscale of the company (often the VAT number itself). */
  fiscalCode: string;
  address: string;
  city: string;
  postalCode: string;
  /** Two-letter province (sigla), e.g. CN. */
  province: string;
  /** ISO 3166 two letters. */
  country: string;
  /** RegimeFiscale, e.g. RF01 (ordinary). */
  regime: string;
  /** Bank account for transfers (resellers pay their invoices by bank transfer). */
  iban: string | null;
  email: string | null;
  phone: string | null;
  /** The Natura code written on lines at 0 % VAT (e.g. N2.2); the accountant decides. */
  zeroVatNature: string;
  /**
   * The legal reference (RiferimentoNormativo) printed for that Natura; unset: the default of its
   * code (nature-references.ts). Optional: sellers frozen on older invoices lack it.
   */
  zeroVatReference?: string | null;
  /**
   * Whether the estate charges the EUR 2.00 stamp duty to the buyer (a line on deferred invoices)
   * or bears it. Optional: sellers frozen on older invoices lack it (borne).
   */
  stampDutyCharged?: boolean;
}

/** Demo values for a local install: a valid-looking but fictitious company. */
export const demoSeller: Seller = {
  name: 'Tenuta Società Agricola (demo)',
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  address: 'Strada della Tenuta 1',
  city: 'Alba',
  postalCode: '12051',
  province: 'CN',
  country: 'IT',
  regime: 'RF01',
  iban: 'IT60X0542811101000000123456',
  email: 'amministrazione@tenuta.example',
  phone: '+39 0173 123456',
  zeroVatNature: 'N2.2',
  zeroVatReference: null,
  stampDutyCharged: false,
};

/**
 * The seller printed on an invoice: an issued invoice keeps the seller it was first rendered
 * with (an address or a bank account changed later does not rewrite a document already sent);
 * a draft shows the configured one.
 */
export async function sellerOfInvoice(db: Executor, invoiceId: number, configured: Seller): Promise<Seller> {
  const frozen = await db.execute<{ seller: Seller | null }>(sql`
    UPDATE invoices SET seller = coalesce(seller, ${JSON.stringify(configured)}::jsonb)
    WHERE id = ${invoiceId} AND status = 'issued'
    RETURNING seller`);
  return frozen.rows[0]?.seller ?? configured;
}
