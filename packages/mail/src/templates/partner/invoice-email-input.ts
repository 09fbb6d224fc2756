import type { Executor } from '@tenuta/core';
import { type InvoiceDocument, invoiceFileName, loadInvoiceDocument, renderFatturaPa, renderInvoicePdf, type Seller, sellerOfInvoice } from '@tenuta/billing';
import type { MailAttachment } from '../../mail.ts';
import type { Locale } from '../../strings.ts';
import { payloadRecord, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

/** What an invoice e-mail needs: the issued invoice and its files, made when the e-mail is sent. */
export interface InvoiceEmailInput {
  locale: Locale;
  invoice: InvoiceDocument;
  attachments: MailAttachment[];
  /** The partner area's invoices page (resellers). */
  invoicesUrl: string;
}

/** The queued payload is { invoice_id }; the PDF (and for resellers the XML) are attached. */
export async function invoiceEmailInput(
  db: Executor,
  payload: unknown,
  locale: Locale,
  publicUrl: string,
  configured: Seller | undefined,
  withXml: boolean,
  fail: Fail,
): Promise<InvoiceEmailInput> {
  const p = payloadRecord(payload, fail);
  if (!Number.isSafeInteger(p.invoice_id)) return fail('payload.invoice_id must be an invoice id');
  if (!configured) return fail('the seller data (SELLER_*) is not configured for e-mails');
  const invoice = await loadInvoiceDocument(db, p.invoice_id as number, { issuedOnly: true });
  if (!invoice) return fail(`issued invoice not found: ${String(p.invoice_id)}`);
  const seller = await sellerOfInvoice(db, invoice.id, configured);
  const pdf = await renderInvoicePdf(invoice, seller, locale);
  const attachments: MailAttachment[] = [
    { filename: invoiceFileName(invoice, 'pdf', seller.vatNumber), content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' },
  ];
  if (withXml) {
    let xml: string;
    try {
      xml = renderFatturaPa(invoice, seller);
    } catch (e) {
      const problems = (e as { extra?: { problems?: string[] } }).extra?.problems ?? [];
      return fail(`the e-invoice breaks the FatturaPA rules: ${problems.join('; ') || (e as Error).message}`);
    }
    attachments.push({ filename: invoiceFileName(invoice, 'xml', seller.vatNumber), content: xml, contentType: 'application/xml' });
  }
  return { locale, invoice, attachments, invoicesUrl: withLang(`${publicUrl}/partner/billing/invoices`, locale) };
}
