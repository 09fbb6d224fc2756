import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  staffCashUpQuery,
  staffCashUpResponse,
  staffOccupancyReportResponse,
  staffPartnerReportResponse,
  staffPaymentsReportResponse,
  staffReportQuery,
  staffReportRangeQuery,
  staffSalesReportResponse,
} from '@tenuta/contracts';
import { exportBookingReportCsv, exportCashUpCsv, getCashUp, getOccupancyReport, getPaymentsReport, getSalesReport, type ReportCsvFile } from '@tenuta/booking';
import { exportPartnerReportCsv, getPartnerReport } from '@tenuta/billing';
import type { FastifyReply } from 'fastify';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 503: errorResponse };
const csv = (what: string) => z.string().describe(`text/csv; charset=utf-8: a header line, then one line per ${what}`);
const period = 'Rome days from..to, both included (this month so far by default)';
const send = (reply: FastifyReply, file: ReportCsvFile) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);

/**
 * The staff reports (docs/domain/reports.md): aggregates read in SQL by booking and billing.
 * Sales, payments, occupancy and partners need reports.read (owner, manager, accountant); the
 * day's cash-up cash_up.read (the front desk too), its CSV exports (it names guests). Every CSV
 * is recorded in the audit log (export.report).
 */
export const staffReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = requireStaff(app, 'reports.read');
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/reports/sales',
    {
      preHandler: reports,
      schema: {
        tags,
        summary: `Bookings made in the period per day or month and per channel (direct, reseller, referrer, OCTO): count, guests, retail and net; ${period}`,
        querystring: staffReportQuery,
        response: { 200: staffSalesReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { success: true as const, data: await getSalesReport(app.deps, req.query) };
    },
  );
  app.get(
    '/reports/sales.csv',
    {
      preHandler: reports,
      schema: { tags, summary: 'The sales table as CSV (period × channel); audited', querystring: staffReportQuery, response: { 200: csv('period and channel'), ...errors } },
    },
    async (req, reply) => send(reply, await exportBookingReportCsv(app.deps, currentStaff(req), 'sales', req.query)),
  );

  app.get(
    '/reports/payments',
    {
      preHandler: reports,
      schema: {
        tags,
        summary: `Payments and refunds that succeeded, per day or month, per method and per channel; ${period}`,
        querystring: staffReportQuery,
        response: { 200: staffPaymentsReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { success: true as const, data: await getPaymentsReport(app.deps, req.query) };
    },
  );
  app.get(
    '/reports/payments.csv',
    {
      preHandler: reports,
      schema: { tags, summary: 'The payments table as CSV (period × method); audited', querystring: staffReportQuery, response: { 200: csv('period and method'), ...errors } },
    },
    async (req, reply) => send(reply, await exportBookingReportCsv(app.deps, currentStaff(req), 'payments', req.query)),
  );

  app.get(
    '/reports/cash-up',
    {
      preHandler: requireStaff(app, 'cash_up.read'),
      schema: {
        tags,
        summary: 'What the desk took on a Rome day (today by default): cash and card terminal, per member, every payment',
        querystring: staffCashUpQuery,
        response: { 200: staffCashUpResponse, ...errors },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { success: true as const, data: await getCashUp(app.deps, req.query) };
    },
  );
  app.get(
    '/reports/cash-up.csv',
    {
      preHandler: requireStaff(app, 'exports'),
      schema: { tags, summary: "The day's payments at the desk as CSV; audited", querystring: staffCashUpQuery, response: { 200: csv('payment'), ...errors } },
    },
    async (req, reply) => send(reply, await exportCashUpCsv(app.deps, currentStaff(req), req.query)),
  );

  app.get(
    '/reports/occupancy',
    {
      preHandler: reports,
      schema: {
        tags,
        summary: `Seats sold against capacity of the slots starting in the period, per experience and per start time; ${period}`,
        querystring: staffReportRangeQuery,
        response: { 200: staffOccupancyReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { success: true as const, data: await getOccupancyReport(app.deps, req.query) };
    },
  );
  app.get(
    '/reports/occupancy.csv',
    {
      preHandler: reports,
      schema: { tags, summary: 'The occupancy tables as CSV; audited', querystring: staffReportRangeQuery, response: { 200: csv('experience or start time'), ...errors } },
    },
    async (req, reply) => send(reply, await exportBookingReportCsv(app.deps, currentStaff(req), 'occupancy', req.query)),
  );

  app.get(
    '/reports/partners',
    {
      preHandler: reports,
      schema: {
        tags,
        summary: `Each partner's clicks, referred bookings, orders and commission in the period; ${period}`,
        querystring: staffReportRangeQuery,
        response: { 200: staffPartnerReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { success: true as const, data: await getPartnerReport(app.deps, req.query) };
    },
  );
  app.get(
    '/reports/partners.csv',
    { preHandler: reports, schema: { tags, summary: 'The partners table as CSV; audited', querystring: staffReportRangeQuery, response: { 200: csv('partner'), ...errors } } },
    async (req, reply) => send(reply, await exportPartnerReportCsv(app.deps, currentStaff(req), req.query)),
  );
};
