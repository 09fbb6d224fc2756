import { queryOptions } from '@tanstack/react-query';
import type { PartnerInvoice, PartnerInvoicesResponse } from '@tenuta/contracts';
import { partnerApi } from '../../app/api.ts';

export type PartnerInvoices = PartnerInvoicesResponse['data'];
export type { PartnerInvoice };

/** The reseller's issued invoices and credit notes, with what is unpaid and overdue. */
export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'invoices'] as const,
    queryFn: ({ signal }) => partnerApi<{ data: PartnerInvoices }>('/invoices', { signal, query: { limit: 100 } }).then((r) => r.data),
  });

/** The file name a download is saved under: fattura-2026-0007.pdf / invoice-2026-0007.xml. */
export function invoiceFileName(invoice: Pick<PartnerInvoice, 'doc_type' | 'number'>, kind: 'pdf' | 'xml', locale: 'it' | 'en'): string {
  const word = invoice.doc_type === 'TD04' ? (locale === 'it' ? 'nota-credito' : 'credit-note') : locale === 'it' ? 'fattura' : 'invoice';
  return `${word}-${invoice.number.replace(/\//g, '-')}.${kind}`;
}
