import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffInvoicePrepareResponse, staffInvoicesResponse, StaffInvoice } from '@tenuta/contracts';
import { staffApi, staffDownload } from '../../app/api.ts';

export type StaffInvoicesData = z.infer<typeof staffInvoicesResponse>['data'];
export type StaffInvoicePrepared = z.infer<typeof staffInvoicePrepareResponse>['data'];
export type { StaffInvoice };

const key = ['staff', 'invoices'] as const;

export interface InvoiceFilter {
  type?: string | undefined;
  status?: string | undefined;
  period?: string | undefined;
  partner_id?: string | undefined;
}

export const invoicesQueryOptions = (f: InvoiceFilter) =>
  queryOptions({
    queryKey: [...key, 'list', f],
    queryFn: ({ signal }): Promise<StaffInvoicesData> => staffApi<{ data: StaffInvoicesData }>('/invoices', { query: { ...f, limit: 200 }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
export const useInvoices = (f: InvoiceFilter) => useQuery(invoicesQueryOptions(f));

const fileLabel = (i: Pick<StaffInvoice, 'id' | 'number' | 'doc_type'>) => (i.number ? i.number.replace('/', '-') : `bozza-${i.id}`);
export const downloadInvoicePdf = (i: Pick<StaffInvoice, 'id' | 'number' | 'doc_type'>, lang: 'it' | 'en') =>
  staffDownload(`/invoices/${i.id}.pdf`, { lang }, `${i.doc_type === 'TD04' ? 'nota-credito' : 'fattura'}-${fileLabel(i)}.pdf`);
export const downloadInvoiceXml = (i: Pick<StaffInvoice, 'id' | 'number' | 'doc_type'>) =>
  staffDownload(`/invoices/${i.id}.xml`, {}, `${i.doc_type === 'TD04' ? 'nota-credito' : 'fattura'}-${fileLabel(i)}.xml`);
export const downloadInvoicesCsv = (f: InvoiceFilter) => staffDownload('/invoices.csv', { ...f }, `tenuta-invoices-${f.period || 'all'}.csv`);

/** Prepare a month, issue, credit, mark paid: each refreshes the list. */
export function useInvoiceMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  const one = (r: { data: { invoice: StaffInvoice } }) => r.data.invoice;
  return {
    prepare: useMutation({
      mutationFn: (period: string) => staffApi<{ data: StaffInvoicePrepared }>('/invoices/prepare', { method: 'POST', body: { period } }).then((r) => r.data),
      onSuccess,
    }),
    issue: useMutation({ mutationFn: (id: number) => staffApi<{ data: { invoice: StaffInvoice } }>(`/invoices/${id}/issue`, { method: 'POST', body: {} }).then(one), onSuccess }),
    paid: useMutation({ mutationFn: (id: number) => staffApi<{ data: { invoice: StaffInvoice } }>(`/invoices/${id}/paid`, { method: 'POST', body: {} }).then(one), onSuccess }),
    credit: useMutation({
      mutationFn: (v: { id: number; reason: string; bookingIds: number[] }) =>
        staffApi<{ data: { invoice: StaffInvoice } }>(`/invoices/${v.id}/credit`, {
          method: 'POST',
          body: { reason: v.reason, ...(v.bookingIds.length ? { booking_ids: v.bookingIds } : {}) },
        }).then(one),
      onSuccess,
    }),
  };
}
