import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, staffPaymentsCsvQuery } from '@tenuta/contracts';
import { exportPaymentsLedgerCsv } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 503: errorResponse };

/** The payments ledger for the accountant: every payment, refund and void of a range of days, as CSV. */
export const staffPaymentsLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments.csv',
    {
      preHandler: requireStaff(app, 'exports'),
      schema: {
        tags: ['staff'],
        summary:
          "Every payment, refund and void whose instant is on the Rome days from..to (at most 366), as CSV in the exports' one dialect (UTF-8 with BOM, semicolons, signed euros with a decimal comma); recorded in the audit log",
        querystring: staffPaymentsCsvQuery,
        // 200 is the CSV text itself (sent as text/csv); errors are the usual JSON.
        response: { 200: z.string().describe('text/csv; charset=utf-8: a header line, then one line per payment, refund or void'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportPaymentsLedgerCsv(app.deps, req.query, currentStaff(req));
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
