import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, invoiceFileQuery, partnerInvoicesQuery, partnerInvoicesResponse } from '@tenuta/contracts';
import { demoSeller, getInvoiceFile, listPartnerInvoices, toPartnerInvoice } from '@tenuta/billing';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';

const tags = ['partners'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * A reseller's invoices (its owner only: money): the issued invoices and credit notes, what is
 * unpaid and overdue, each as a PDF and as FatturaPA XML. Another partner's invoice is a 404.
 */
export const partnerInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requirePartner(app, { type: 'reseller', money: true });
  const seller = () => app.config.seller ?? demoSeller;

  app.get(
    '/invoices',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: "The reseller's issued invoices and credit notes, newest first, with the balance: unpaid (less open credit notes) and overdue",
        querystring: partnerInvoicesQuery,
        response: { 200: partnerInvoicesResponse, ...errors },
      },
    },
    async (req) => {
      const r = await listPartnerInvoices(app.deps, currentPartner(req).partnerId, req.query);
      return {
        success: true as const,
        data: {
          invoices: r.invoices.map(toPartnerInvoice),
          total: r.total,
          balance: { unpaid_cents: r.balance.unpaidCents, overdue_cents: r.balance.overdueCents, overdue_count: r.balance.overdueCount },
        },
      };
    },
  );

  for (const kind of ['pdf', 'xml'] as const) {
    app.get(
      `/invoices/:id.${kind}`,
      {
        onRequest: owner,
        schema: {
          tags,
          summary:
            kind === 'pdf' ? 'One of its invoices as a PDF (courtesy copy), in a language (default the company’s)' : 'One of its invoices as FatturaPA 1.2.2 XML (the e-invoice)',
          params: idParam,
          querystring: invoiceFileQuery,
          response: { 200: z.any().describe(kind === 'pdf' ? 'application/pdf' : 'application/xml'), ...errors },
        },
      },
      async (req, reply) => {
        const caller = currentPartner(req);
        const file = await getInvoiceFile(app.deps, seller(), { id: req.params.id, kind, partnerId: caller.partnerId, ...(req.query.lang ? { locale: req.query.lang } : {}) });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  }
};
