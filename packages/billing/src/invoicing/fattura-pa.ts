import type { InvoiceLine } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { checkFatturaPa } from './fattura-pa-rules.ts';
import { foreignBuyerTaxId, isPerson, type InvoiceBuyer } from './invoice-buyer.ts';
import { transmissionProgressive, type InvoiceDocument } from './invoice-document.ts';
import { withNature } from './invoice-lines.ts';
import { vatSummaries } from './invoice-money.ts';
import { natureReference } from './nature-references.ts';
import type { Seller } from './seller.ts';
import { STAMP_DUTY_CENTS, stampDutyDue } from './stamp-duty.ts';
import { el, leaf, optionalLeaf, serializeXml, type XmlNode } from './xml-tree.ts';

/**
 * An invoice as FatturaPA 1.2.2 XML between private parties (FormatoTrasmissione FPR12): the file
 * the estate's e-invoicing provider uploads to the exchange system (SdI). Built as a tree, checked
 * against the specification's rules (fattura-pa-rules.ts), then written. Pure.
 */

export const FATTURA_PA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const SCHEMA_LOCATION = `${FATTURA_PA_NAMESPACE} http://www.fatturapa.gov.it/export/fatturazione/sdi/fatturapa/v1.2/Schema_del_file_xml_FatturaPA_versione_1.2.xsd`;

/** Cents as the specification writes amounts: a point and two decimals ("1234.50"). */
export function xmlAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage with two decimals: 2200 → "22.00". */
export const xmlRate = (bps: number): string => xmlAmount(bps);

/**
 * Text as the specification allows it: Basic Latin and Latin-1 only, no line breaks, cut to the
 * field's length (typographic quotes and dashes become their plain forms).
 */
export function xmlText(s: string, max: number): string {
  const plain = s
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u20ac/g, 'EUR')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
    .trim();
  return plain.length > max ? plain.slice(0, max).trimEnd() : plain;
}

/** How the document reaches the buyer: its 7-character code, 0000000 with a PEC address, XXXXXXX abroad. */
export function recipientCode(buyer: Pick<InvoiceBuyer, 'country' | 'sdi_code' | 'pec'>): { code: string; pec: string | null } {
  if (buyer.country && buyer.country !== 'IT') return { code: 'XXXXXXX', pec: null };
  if (buyer.sdi_code && buyer.sdi_code.length === 7) return { code: buyer.sdi_code.toUpperCase(), pec: null };
  return { code: '0000000', pec: buyer.pec };
}

/**
 * An address as Sede. Abroad, a postal code of five digits is written as it is; any other goes at
 * the end of the street line and CAP holds 00000 (the field only takes five digits, and the exchange
 * system's rule for foreign addresses is 00000 then). No province abroad.
 */
function sede(a: { address: string | null; city: string | null; postalCode: string | null; province: string | null; country: string }): XmlNode {
  const italy = a.country === 'IT';
  const postal = xmlText(a.postalCode ?? '', 20);
  const fiveDigits = /^\d{5}$/.test(postal);
  const street = !italy && postal && !fiveDigits ? `${xmlText(a.address ?? '', 60 - postal.length - 2)}, ${postal}` : xmlText(a.address ?? '', 60);
  return el('Sede', [
    leaf('Indirizzo', street),
    leaf('CAP', italy || fiveDigits ? postal : '00000'),
    leaf('Comune', xmlText(a.city ?? '', 60)),
    italy && optionalLeaf('Provincia', a.province),
    leaf('Nazione', a.country),
  ]);
}

/** The buyer's IdFiscaleIVA: its VAT number; abroad without one, its country and tax id or placeholder. */
function buyerTaxId(b: InvoiceBuyer, country: string): XmlNode | null {
  if (b.vat_number) return el('IdFiscaleIVA', [leaf('IdPaese', b.vat_country ?? country), leaf('IdCodice', b.vat_number)]);
  const foreign = foreignBuyerTaxId({ country, fiscal_code: b.fiscal_code });
  return foreign && el('IdFiscaleIVA', [leaf('IdPaese', foreign.country), leaf('IdCodice', xmlText(foreign.code, 28))]);
}

/** A person as Nome and Cognome, a company as Denominazione. */
const anagrafica = (b: InvoiceBuyer): XmlNode[] =>
  isPerson(b) ? [leaf('Nome', xmlText(b.first_name ?? '', 60)), leaf('Cognome', xmlText(b.last_name ?? '', 60))] : [leaf('Denominazione', xmlText(b.name, 80))];

function header(doc: InvoiceDocument, seller: Seller): XmlNode {
  const b = doc.buyer;
  const recipient = recipientCode(b);
  const country = b.country ?? 'IT';
  return el('FatturaElettronicaHeader', [
    el('DatiTrasmissione', [
      el('IdTrasmittente', [leaf('IdPaese', seller.country), leaf('IdCodice', seller.fiscalCode || seller.vatNumber)]),
      leaf('ProgressivoInvio', transmissionProgressive(doc)),
      leaf('FormatoTrasmissione', 'FPR12'),
      leaf('CodiceDestinatario', recipient.code),
      optionalLeaf('PECDestinatario', recipient.pec),
    ]),
    el('CedentePrestatore', [
      el('DatiAnagrafici', [
        el('IdFiscaleIVA', [leaf('IdPaese', seller.country), leaf('IdCodice', seller.vatNumber)]),
        optionalLeaf('CodiceFiscale', seller.fiscalCode),
        el('Anagrafica', [leaf('Denominazione', xmlText(seller.name, 80))]),
        leaf('RegimeFiscale', seller.regime),
      ]),
      sede({ address: seller.address, city: seller.city, postalCode: seller.postalCode, province: seller.province, country: seller.country }),
    ]),
    el('CessionarioCommittente', [
      el('DatiAnagrafici', [
        buyerTaxId(b, country),
        // CodiceFiscale is an Italian code: a buyer abroad is identified by IdFiscaleIVA only.
        country === 'IT' && optionalLeaf('CodiceFiscale', b.fiscal_code),
        el('Anagrafica', anagrafica(b)),
      ]),
      sede({ address: b.address, city: b.city, postalCode: b.postal_code, province: b.province, country }),
    ]),
  ]);
}

const line = (l: InvoiceLine, i: number): XmlNode =>
  el('DettaglioLinee', [
    leaf('NumeroLinea', String(i + 1)),
    leaf('Descrizione', xmlText(l.description, 1000)),
    leaf('Quantita', `${l.quantity}.00`),
    leaf('PrezzoUnitario', xmlAmount(l.unitPriceCents)),
    leaf('PrezzoTotale', xmlAmount(l.taxableCents)),
    leaf('AliquotaIVA', xmlRate(l.vatBps)),
    l.vatBps === 0 && leaf('Natura', l.nature ?? ''),
  ]);

/** The reason lines of DatiGeneraliDocumento (Causale), 200 characters each. */
function causale(doc: InvoiceDocument): string[] {
  const parts: string[] = [];
  if (doc.docType === 'TD24' && doc.period) parts.push(`Fattura differita delle esperienze svolte nel mese ${doc.period.slice(5, 7)}/${doc.period.slice(0, 4)}`);
  if (doc.docType === 'TD04' && doc.creditOf) parts.push(`Nota di credito a storno della fattura ${doc.creditOf.numberLabel} del ${doc.creditOf.issueDate}`);
  return parts.map((p) => xmlText(p, 200));
}

function body(doc: InvoiceDocument, seller: Seller): XmlNode {
  const lines = withNature(doc.lines, seller.zeroVatNature);
  const summaries = vatSummaries(lines);
  const payment =
    doc.payment === 'none'
      ? null
      : el('DatiPagamento', [
          leaf('CondizioniPagamento', 'TP02'),
          el('DettaglioPagamento', [
            // MP05 bank transfer (resellers), MP08 payment card (guests, paid at checkout).
            leaf('ModalitaPagamento', doc.payment === 'card' ? 'MP08' : 'MP05'),
            optionalLeaf('DataScadenzaPagamento', doc.dueDate),
            leaf('ImportoPagamento', xmlAmount(doc.totalCents)),
            doc.payment === 'transfer' && optionalLeaf('IBAN', seller.iban),
          ]),
        ]);
  return el('FatturaElettronicaBody', [
    el('DatiGenerali', [
      el('DatiGeneraliDocumento', [
        leaf('TipoDocumento', doc.docType),
        leaf('Divisa', 'EUR'),
        leaf('Data', doc.issueDate ?? ''),
        leaf('Numero', doc.numberLabel ?? ''),
        // Stamp duty paid virtually, when the amounts not subject to VAT exceed EUR 77.47 (stamp-duty.ts).
        stampDutyDue(doc.lines, seller.zeroVatNature) && el('DatiBollo', [leaf('BolloVirtuale', 'SI'), leaf('ImportoBollo', xmlAmount(STAMP_DUTY_CENTS))]),
        leaf('ImportoTotaleDocumento', xmlAmount(doc.totalCents)),
        ...causale(doc).map((c) => leaf('Causale', c)),
      ]),
      doc.creditOf && el('DatiFattureCollegate', [leaf('IdDocumento', doc.creditOf.numberLabel), leaf('Data', doc.creditOf.issueDate)]),
    ]),
    el('DatiBeniServizi', [
      ...lines.map(line),
      ...summaries.map((s) =>
        el('DatiRiepilogo', [
          leaf('AliquotaIVA', xmlRate(s.vatBps)),
          s.vatBps === 0 && leaf('Natura', s.nature ?? ''),
          leaf('ImponibileImporto', xmlAmount(s.taxableCents)),
          leaf('Imposta', xmlAmount(s.vatCents)),
          s.vatBps > 0 && leaf('EsigibilitaIVA', 'I'),
          // Why there is no VAT: the rule the Natura relies on (art. 21 DPR 633/72).
          s.vatBps === 0 && leaf('RiferimentoNormativo', xmlText(natureReference(s.nature ?? '', seller), 100)),
        ]),
      ),
    ]),
    payment,
  ]);
}

/** The e-invoice as a tree (for the checks and tests). */
export function fatturaPaTree(doc: InvoiceDocument, seller: Seller): XmlNode {
  return el('p:FatturaElettronica', [header(doc, seller), body(doc, seller)], {
    versione: 'FPR12',
    'xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
    'xmlns:p': FATTURA_PA_NAMESPACE,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': SCHEMA_LOCATION,
  });
}

/**
 * The XML of an issued invoice, checked first: a document that breaks a rule of the
 * specification (e.g. the seller's VAT number is not configured) is never handed out
 * (409 fattura_pa_invalid, with the problems).
 */
export function renderFatturaPa(doc: InvoiceDocument, seller: Seller): string {
  if (doc.status !== 'issued') throw new DomainError('conflict', 'A draft has no e-invoice yet: issue it first', 'invoice_draft');
  const tree = fatturaPaTree(doc, seller);
  const problems = checkFatturaPa(tree);
  if (problems.length > 0) throw new DomainError('conflict', 'The e-invoice does not meet the FatturaPA rules', 'fattura_pa_invalid', { problems });
  return serializeXml(tree);
}
