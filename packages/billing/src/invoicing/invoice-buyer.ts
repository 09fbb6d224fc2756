import { isValidFiscalCode, isValidItalianVatNumber, isValidSdiCode, normalizeFiscalCode, normalizeVatNumber } from '@tenuta/contracts';
import type { Partner } from '@tenuta/db';

/**
 * Who an invoice is made out to (the e-invoice's CessionarioCommittente), as it was when the
 * invoice was drafted or issued: kept on the invoice (`invoices.buyer`), never read again from the
 * partner or the checkout afterwards.
 */
export interface InvoiceBuyer {
  /** A company's name, or a person's first and last name together (what lists and the PDF show). */
  name: string;
  /** A natural person (a guest buying privately): written as Nome and Cognome; null for a company. */
  first_name: string | null;
  last_name: string | null;
  /** VAT number without its country prefix, and that prefix (IT for Italian ones). */
  vat_number: string | null;
  vat_country: string | null;
  /** Italy: the codice fiscale. Abroad: the buyer's own tax identifier, when given. */
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
    first_name: null,
    last_name: null,
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
const PRIVATE = ['private_italy', 'private_foreign', 'private_abroad'];
const isPrivate = (customerData: Record<string, unknown>): boolean => PRIVATE.includes(String(customerData.billing_type));

/**
 * Whether a guest's checkout billing data asks for an invoice: a business with a VAT number and,
 * in Italy, an SDI code or a PEC address to receive it (abroad the VAT number is enough); a guest
 * buying privately when the checkout asked for one (`invoice_requested`), with a first and last name.
 */
export function guestWantsInvoice(customerData: Record<string, unknown>): boolean {
  if (isPrivate(customerData)) return customerData.invoice_requested === true && Boolean(clean(customerData.name) && clean(customerData.surname));
  if (customerData.billing_type !== 'business' && customerData.billing_type !== 'company') return false;
  if (!clean(customerData.vat_number) || !clean(customerData.company_name)) return false;
  const italy = ITALY.test(clean(customerData.billing_country) ?? 'IT');
  return !italy || Boolean(clean(customerData.sdi_code) || clean(customerData.pec));
}

/** Italy: the codice fiscale in capitals. Abroad: a tax identifier kept to its letters and digits (spaces, dots, dashes dropped). */
function guestTaxCode(value: string | null, country: string | null): string | null {
  if (!value) return null;
  const code = country && country !== 'IT' ? value.toUpperCase().replace(/[^A-Z0-9]/g, '') : normalizeFiscalCode(value);
  return code || null;
}

/**
 * A guest's billing data from its checkout (`checkout_sessions.customer_data`): a business, or a
 * person buying privately (named by the contact's first and last name, identified in Italy by the
 * codice fiscale, abroad by their own tax identifier if they gave one in `fiscal_code`).
 */
export function guestBuyer(customerData: Record<string, unknown>, email: string, locale: 'it' | 'en'): InvoiceBuyer {
  const billingCountry = clean(customerData.billing_country);
  const country = billingCountry && ITALY.test(billingCountry) ? 'IT' : countryCode(billingCountry);
  const person = isPrivate(customerData);
  const vat = person ? { vat_number: null, vat_country: null } : splitVatNumber(clean(customerData.vat_number), country);
  const first = clean(customerData.name);
  const last = clean(customerData.surname);
  return {
    name: (person ? [first, last].filter(Boolean).join(' ') : clean(customerData.company_name)) ?? '',
    first_name: person ? first : null,
    last_name: person ? last : null,
    ...vat,
    fiscal_code: guestTaxCode(clean(customerData.fiscal_code), country),
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

/** A natural person rather than a company (Nome and Cognome on the e-invoice). */
export const isPerson = (b: Pick<InvoiceBuyer, 'first_name' | 'last_name'>): boolean => Boolean(b.first_name || b.last_name);

const abroad = (b: Pick<InvoiceBuyer, 'country'>): boolean => b.country !== null && b.country !== 'IT';

/** A foreign tax identifier as the e-invoice's IdCodice takes it: letters and digits, at most 28. */
const FOREIGN_TAX_ID = /^[A-Z0-9]{1,28}$/;

/**
 * What stops an invoice to this buyer from being issued, as codes the staff page translates:
 * a name (a person's first and last), a VAT number or fiscal code (not needed by a person abroad:
 * the e-invoice identifies them by their country, foreignBuyerTaxId), a full address, and (in
 * Italy) a valid delivery code or PEC if one is given.
 */
export function buyerProblems(b: InvoiceBuyer): string[] {
  const problems: string[] = [];
  if (!b.name || (isPerson(b) && !(b.first_name && b.last_name))) problems.push('buyer_name');
  if (!b.vat_number && !b.fiscal_code && !(isPerson(b) && abroad(b))) problems.push('buyer_tax_id');
  if (b.vat_number && b.vat_country === 'IT' && !isValidItalianVatNumber(b.vat_number)) problems.push('buyer_vat_number');
  if (b.fiscal_code && !(abroad(b) ? FOREIGN_TAX_ID.test(b.fiscal_code) : isValidFiscalCode(b.fiscal_code) || isValidItalianVatNumber(b.fiscal_code)))
    problems.push('buyer_fiscal_code');
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
    first_name: s('first_name'),
    last_name: s('last_name'),
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

/** The EU member states (ISO 3166 codes) besides Italy: their private buyers get the EU placeholder. */
const EU = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']);

/**
 * How the e-invoice identifies a buyer abroad who has no VAT number (IdFiscaleIVA): their country
 * and their own tax identifier when they gave one; else the placeholder the exchange system accepts
 * (it does not check IdCodice for a foreign country): 99999999999 for a private buyer in the EU,
 * OO99999999999 outside it. Null for a buyer in Italy (identified by its codice fiscale instead).
 */
export function foreignBuyerTaxId(b: Pick<InvoiceBuyer, 'country' | 'fiscal_code'>): { country: string; code: string } | null {
  if (!b.country || b.country === 'IT') return null;
  if (b.fiscal_code) return { country: b.country, code: b.fiscal_code };
  return { country: b.country, code: EU.has(b.country) ? '99999999999' : 'OO99999999999' };
}
