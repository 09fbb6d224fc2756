import { isValidFiscalCode, isValidItalianVatNumber, isValidSdiCode, normalizeFiscalCode, normalizeVatNumber } from '@tenuta/contracts';
import type { Partner } from '@tenuta/db';

/**
 * Who an invoice is made out to (the e-invoice's CessionarioCommittente), as it was when the
 * invoice was drafted or issued: kept on the invoice (`invoices.buyer`), never read again from the
 * partner or the checkout afterwards.
 */
export interface InvoiceBuyer {
  name: string;
  /** VAT number without its country prefix, and that prefix (IT for Italian ones). */
  vat_number: string | null;
  vat_country: string | null;
  fiscal_code: string | null;
  /** Codice destinatario SDI (7 characters), or a PEC address. */
  sdi_code: string | null;
  pec: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  province: string | null;
  /** ISO 3166 two letters. */
  country: string | null;
  /** Where the invoice is e-mailed, and in which language. */
  email: string | null;
  locale: 'it' | 'en';
}

const clean = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

let regionNames: Map<string, string> | undefined;
/** "Italia", "Italy", "germany", "DE" → ISO code; unknown text → null. */
export function countryCode(value: string | null): string | null {
  const v = clean(value);
  if (!v) return null;
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  if (!regionNames) {
    regionNames = new Map();
    const names = ['it', 'en'].map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'code' }));
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        for (const n of names) {
          const name = n.of(code);
          if (name && name !== code) regionNames.set(name.toLowerCase(), code);
        }
      }
  }
  return regionNames.get(v.toLowerCase()) ?? null;
}

/** A VAT number as country prefix + code: "IT01234567897" or "01234567897" → IT, 01234567897. */
export function splitVatNumber(value: string | null, country: string | null): { vat_number: string | null; vat_country: string | null } {
  const v = clean(value);
  if (!v) return { vat_number: null, vat_country: null };
  const n = normalizeVatNumber(v);
  const prefixed = /^([A-Z]{2})([0-9A-Z+*]+)$/.exec(n);
  if (prefixed) return { vat_country: prefixed[1]!, vat_number: prefixed[2]! };
  return { vat_country: country ?? 'IT', vat_number: n };
}

/** A reseller's company data, as on its settings page. */
export function partnerBuyer(
  p: Pick<Partner, 'companyName' | 'vatNumber' | 'fiscalCode' | 'sdiCode' | 'pec' | 'address' | 'city' | 'postalCode' | 'province' | 'country' | 'email' | 'locale'>,
): InvoiceBuyer {
  const country = countryCode(p.country) ?? 'IT';
  return {
    name: p.companyName.trim(),
    ...splitVatNumber(p.vatNumber, country),
    fiscal_code: clean(p.fiscalCode) ? normalizeFiscalCode(p.fiscalCode!) : null,
    sdi_code: clean(p.sdiCode)?.toUpperCase() ?? null,
    pec: clean(p.pec)?.toLowerCase() ?? null,
    address: clean(p.address),
    city: clean(p.city),
    postal_code: clean(p.postalCode),
    province: clean(p.province)?.toUpperCase() ?? null,
    country,
    email: p.email,
    locale: p.locale,
  };
}

const ITALY = /^(it|italia|italy)$/i;

/**
 * Whether a guest's checkout billing data asks for an invoice: a business with a VAT number and,
 * in Italy, an SDI code or a PEC address to receive it (abroad the VAT number is enough).
 */
export function guestWantsInvoice(customerData: Record<string, unknown>): boolean {
  if (customerData.billing_type !== 'business' && customerData.billing_type !== 'company') return false;
  if (!clean(customerData.vat_number) || !clean(customerData.company_name)) return false;
  const italy = ITALY.test(clean(customerData.billing_country) ?? 'IT');
  return !italy || Boolean(clean(customerData.sdi_code) || clean(customerData.pec));
}

/** A guest business's billing data from its checkout (`checkout_sessions.customer_data`). */
export function guestBuyer(customerData: Record<string, unknown>, email: string, locale: 'it' | 'en'): InvoiceBuyer {
  const billingCountry = clean(customerData.billing_country);
  const country = billingCountry && ITALY.test(billingCountry) ? 'IT' : countryCode(billingCountry);
  const vat = splitVatNumber(clean(customerData.vat_number), country);
  return {
    name: clean(customerData.company_name) ?? '',
    ...vat,
    fiscal_code: clean(customerData.fiscal_code) ? normalizeFiscalCode(String(customerData.fiscal_code)) : null,
    sdi_code: clean(customerData.sdi_code)?.toUpperCase() ?? null,
    pec: clean(customerData.pec)?.toLowerCase() ?? null,
    address: clean(customerData.address),
    city: clean(customerData.city),
    postal_code: clean(customerData.postal_code),
    // Italy's sigla in capitals; abroad a state or region as the guest wrote it (docs/domain/billing-addresses.md).
    province: (country === 'IT' ? clean(customerData.province)?.toUpperCase() : clean(customerData.province)) ?? null,
    country: country ?? vat.vat_country,
    email,
    locale,
  };
}

/**
 * What stops an invoice to this buyer from being issued, as codes the staff page translates:
 * a name, a VAT number or fiscal code, a full address, and (in Italy) a valid delivery code or PEC
 * if one is given.
 */
export function buyerProblems(b: InvoiceBuyer): string[] {
  const problems: string[] = [];
  if (!b.name) problems.push('buyer_name');
  if (!b.vat_number && !b.fiscal_code) problems.push('buyer_tax_id');
  if (b.vat_number && b.vat_country === 'IT' && !isValidItalianVatNumber(b.vat_number)) problems.push('buyer_vat_number');
  if (b.fiscal_code && !(isValidFiscalCode(b.fiscal_code) || isValidItalianVatNumber(b.fiscal_code))) problems.push('buyer_fiscal_code');
  if (!b.address || !b.city) problems.push('buyer_address');
  if (!b.country) problems.push('buyer_country');
  if (b.country === 'IT') {
    if (!b.postal_code || !/^\d{5}$/.test(b.postal_code)) problems.push('buyer_postal_code');
    if (b.province && !/^[A-Z]{2}$/.test(b.province)) problems.push('buyer_province');
    if (b.sdi_code && !isValidSdiCode(b.sdi_code)) problems.push('buyer_sdi_code');
  }
  return problems;
}

/** The buyer as the jsonb column keeps it. */
export const buyerRecord = (b: InvoiceBuyer): Record<string, string | null> => ({ ...b });

/** The jsonb column back as a buyer (older or partial rows read as empty fields). */
export function buyerFromRecord(r: Record<string, string | null>): InvoiceBuyer {
  const s = (k: keyof InvoiceBuyer) => clean(r[k]);
  return {
    name: s('name') ?? '',
    vat_number: s('vat_number'),
    vat_country: s('vat_country'),
    fiscal_code: s('fiscal_code'),
    sdi_code: s('sdi_code'),
    pec: s('pec'),
    address: s('address'),
    city: s('city'),
    postal_code: s('postal_code'),
    province: s('province'),
    country: s('country'),
    email: s('email'),
    locale: r.locale === 'en' ? 'en' : 'it',
  };
}
