export { type Seller, demoSeller, sellerOfInvoice } from './seller.ts';
export {
  splitVatInclusive,
  vatInclusiveLine,
  invoiceTotals,
  vatSummaries,
  invoiceNumberLabel,
  isPeriod,
  periodDays,
  previousPeriod,
  issueDeadline,
  dueDateOf,
  type InvoiceTotals,
  type VatSummary,
} from './invoice-money.ts';
export { type InvoiceBuyer, partnerBuyer, guestBuyer, guestWantsInvoice, buyerProblems, countryCode } from './invoice-buyer.ts';
export { type InvoiceDocument, type InvoiceDocType, loadInvoiceDocument, invoiceFileName, transmissionProgressive } from './invoice-document.ts';
export { prepareDeferredInvoices, type PrepareResult, type PreparedInvoice } from './prepare-deferred-invoices.ts';
export { issueInvoice, issueLockedInvoice, type InvoiceDeps } from './issue-invoice.ts';
export { creditInvoice, draftCreditNote, draftCancellationCredits, CANCELLED_AFTER_INVOICING } from './credit-note.ts';
export { invoicePaidCheckout, type PaidCheckoutInvoice } from './guest-invoice.ts';
export { markInvoicePaid } from './mark-invoice-paid.ts';
export { listStaffInvoices, listPartnerInvoices, getStaffInvoice, findInvoicesForExport, type InvoiceListItem, type StaffInvoiceFilter } from './list-invoices.ts';
export { exportInvoicesCsv, invoicesCsv, INVOICE_CSV_COLUMNS } from './invoices-csv.ts';
export { getInvoiceFile, type InvoiceFile } from './invoice-files.ts';
export { toStaffInvoice, toPartnerInvoice } from './invoice-mapper.ts';
export { renderInvoicePdf } from './invoice-pdf.ts';
export { fatturaPaTree, renderFatturaPa, recipientCode, xmlAmount, xmlText, FATTURA_PA_NAMESPACE } from './fattura-pa.ts';
export { checkFatturaPa, parseCents } from './fattura-pa-rules.ts';
export { TIPO_DOCUMENTO, NATURA, REGIME_FISCALE, CONDIZIONI_PAGAMENTO, MODALITA_PAGAMENTO, ESIGIBILITA_IVA } from './fattura-pa-spec.ts';
export { serializeXml, type XmlNode } from './xml-tree.ts';
