import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idParam,
  invoiceFileQuery,
  staffInvoiceCreditRequest,
  staffInvoicePrepareRequest,
  staffInvoicePrepareResponse,
  staffInvoiceResponse,
  staffInvoicesCsvQuery,
  staffInvoicesQuery,
  staffInvoicesResponse,
} from '@tenuta/contracts';
import {
  creditInvoice,
  demoSeller,
  exportInvoicesCsv,
  getInvoiceFile,
  getStaffInvoice,
  issueInvoice,
  listStaffInvoices,
  markInvoicePaid,
  prepareDeferredInvoices,
  toStaffInvoice,
  type StaffInvoiceFilter,
} from '@tenuta/billing';
import { notFound } from '@tenuta/core';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

const filterOf = (q: z.infer<typeof staffInvoicesCsvQuery>): StaffInvoiceFilter => ({ type: q.type, status: q.status, period: q.period, partnerId: q.partner_id });

/**
 * The invoices page (permission invoices.manage: owners and accountants): resellers' deferred
 * invoices prepared for a month and issued by the 15th, guests' invoices, credit notes for
 * cancellations after invoicing, payments, the PDF and FatturaPA XML of each, the CSV export.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'invoices.manage');
  const seller = () => app.config.seller ?? demoSeller;
  const one = async (id: number) => {
    const item = await getStaffInvoice(app.deps, id);
    if (!item) throw notFound('Invoice');
    return { success: true as const, data: { invoice: toStaffInvoice(item) } };
  };

  app.get(
    '/invoices',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          'Invoices and credit notes, drafts first then newest: filters by type (TD01, TD24, TD04), status (draft, issued, unpaid, paid, overdue), month and partner; with the count of deferred drafts still unissued after their 15th',
        querystring: staffInvoicesQuery,
        response: { 200: staffInvoicesResponse, ...errors },
      },
    },
    async (req) => {
      const r = await listStaffInvoices(app.deps, { ...filterOf(req.query), limit: req.query.limit, offset: req.query.offset });
      return { success: true as const, data: { invoices: r.invoices.map(toStaffInvoice), total: r.total, late_drafts: r.lateDrafts } };
    },
  );

  app.get(
    '/invoices.csv',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'The invoices of the filters as CSV (UTF-8 with BOM, semicolons, euros with a decimal comma); recorded in the audit log',
        querystring: staffInvoicesCsvQuery,
        response: { 200: z.string().describe('text/csv; charset=utf-8: a header line, then one line per invoice or credit note'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportInvoicesCsv(app.deps, currentStaff(req), filterOf(req.query));
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  );

  app.post(
    '/invoices/prepare',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "Prepares a month's deferred invoices (TD24) as drafts, one per reseller with experiences on account that month (idempotent: a draft is brought up to date, an issued one left alone), and credit notes for cancellations after invoicing; a month not yet over: 409 period_not_over",
        body: staffInvoicePrepareRequest,
        response: { 200: staffInvoicePrepareResponse, ...errors },
      },
    },
    async (req) => {
      const r = await prepareDeferredInvoices(app.deps, { period: req.body.period, actor: currentStaff(req) });
      return {
        success: true as const,
        data: {
          period: r.period,
          invoices: r.invoices.map((i) => ({
            partner_id: i.partnerId,
            invoice_id: i.invoiceId,
            outcome: i.outcome,
            bookings: i.bookings,
            total_cents: i.totalCents,
            left_over: i.leftOver,
          })),
          credit_notes: r.creditNotes,
        },
      };
    },
  );

  app.post(
    '/invoices/:id/issue',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "Issues a draft: the next number of the year's series (gapless, never reused), today's date, the due date, the e-mail with the PDF (and the XML for resellers); 409 already_issued, buyer_incomplete (with the problems), nothing_to_invoice",
        params: idParam,
        response: { 200: staffInvoiceResponse, ...errors },
      },
    },
    async (req) => {
      // The seller's settings decide whether the stamp duty is charged on the invoice (STAMP_DUTY_CHARGED).
      await issueInvoice({ ...app.deps, seller: seller() }, currentStaff(req), req.params.id);
      return one(req.params.id);
    },
  );

  app.post(
    '/invoices/:id/credit',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          'Drafts a credit note (TD04) of an issued invoice for what its bookings (all, or those named) were invoiced beyond what they owe now (cancellations, refunds); 409 not_creditable, nothing_to_credit',
        params: idParam,
        body: staffInvoiceCreditRequest,
        response: { 200: staffInvoiceResponse, ...errors },
      },
    },
    async (req) => {
      const note = await creditInvoice(app.deps, currentStaff(req), req.params.id, { reason: req.body.reason, bookingIds: req.body.booking_ids ?? null });
      return one(note.id);
    },
  );

  app.post(
    '/invoices/:id/paid',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: "Records an issued invoice as paid: its bookings are settled (the reseller's credit is released) with its open credit notes; 409 already_paid, invoice_draft",
        params: idParam,
        response: { 200: staffInvoiceResponse, ...errors },
      },
    },
    async (req) => {
      await markInvoicePaid(app.deps, currentStaff(req), req.params.id);
      return one(req.params.id);
    },
  );

  for (const kind of ['pdf', 'xml'] as const) {
    app.get(
      `/invoices/:id.${kind}`,
      {
        preHandler: manage,
        schema: {
          tags,
          summary:
            kind === 'pdf'
              ? 'The PDF of an invoice (a draft as a preview), in a language (default the buyer’s)'
              : 'The FatturaPA 1.2.2 XML of an issued invoice, checked against the specification’s rules; a draft: 409 invoice_draft',
          params: idParam,
          querystring: invoiceFileQuery,
          response: { 200: z.any().describe(kind === 'pdf' ? 'application/pdf' : 'application/xml'), ...errors },
        },
      },
      async (req, reply) => {
        const file = await getInvoiceFile(app.deps, seller(), { id: req.params.id, kind, ...(req.query.lang ? { locale: req.query.lang } : {}) });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  }
};
