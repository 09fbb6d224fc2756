import type { CoreDeps } from '@tenuta/core';
import { notFound } from '@tenuta/core';
import { renderFatturaPa } from './fattura-pa.ts';
import { invoiceFileName, loadInvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sellerOfInvoice, type Seller } from './seller.ts';

export interface InvoiceFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * An invoice's PDF (courtesy copy, in the reader's language) or FatturaPA XML. For a partner
 * (`partnerId`): only its own issued invoices, another partner's id or a draft is a 404. Staff
 * get drafts as PDF previews; a draft has no XML (409 invoice_draft).
 */
export async function getInvoiceFile(
  deps: Pick<CoreDeps, 'db'>,
  configured: Seller,
  input: { id: number; kind: 'pdf' | 'xml'; partnerId?: number; locale?: 'it' | 'en' },
): Promise<InvoiceFile> {
  const scope = input.partnerId === undefined ? {} : { partnerId: input.partnerId, issuedOnly: true };
  const doc = await loadInvoiceDocument(deps.db, input.id, scope);
  if (!doc) throw notFound('Invoice');
  const seller = await sellerOfInvoice(deps.db, doc.id, configured);
  const filename = invoiceFileName(doc, input.kind, seller.vatNumber);
  if (input.kind === 'xml') return { filename, contentType: 'application/xml; charset=utf-8', content: Buffer.from(renderFatturaPa(doc, seller), 'utf8') };
  return { filename, contentType: 'application/pdf', content: await renderInvoicePdf(doc, seller, input.locale ?? doc.buyer.locale) };
}
