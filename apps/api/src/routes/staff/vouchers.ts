import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idParam,
  staffVoucherAdjustRequest,
  staffVoucherExtendRequest,
  staffVoucherIssueRequest,
  staffVoucherReportQuery,
  staffVoucherReportResponse,
  staffVoucherResendRequest,
  staffVoucherResponse,
  staffVouchersCsvQuery,
  staffVouchersQuery,
  staffVouchersRedeemedQuery,
  staffVouchersRedeemedResponse,
  staffVouchersResponse,
  staffVoucherVoidRequest,
} from '@tenuta/contracts';
import {
  adjustVoucher,
  exportVoucherReportCsv,
  exportVouchersCsv,
  extendVoucher,
  getStaffVoucher,
  getVoucherReport,
  issueComplimentaryVoucher,
  listStaffVouchers,
  resendVoucher,
  type StaffVoucherDeps,
  voidVoucher,
  vouchersRedeemedOn,
} from '@tenuta/billing';
import { romeDate } from '@tenuta/core';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const csv = (what: string) => z.string().describe(`text/csv; charset=utf-8: a header line, then one line per ${what}`);

/**
 * Gift vouchers in the back office: every role looks them up (vouchers.read), owner and manager
 * act on them (vouchers.write), the CSV needs exports and the money report money.read. Each
 * action runs in one transaction under the voucher's lock and writes its audit row.
 */
export const staffVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'vouchers.read');
  const write = requireStaff(app, 'vouchers.write');
  const deps = (): StaffVoucherDeps => ({ ...app.deps, ...(app.config.GIFT_VOUCHER_VALID_MONTHS ? { voucherValidMonths: app.config.GIFT_VOUCHER_VALID_MONTHS } : {}) });
  const one = (voucher: Awaited<ReturnType<typeof getStaffVoucher>>) => ({ success: true as const, data: { voucher } });

  app.get(
    '/vouchers',
    {
      preHandler: read,
      schema: {
        tags,
        summary:
          "Vouchers, newest first: search by the code's last four characters (or the whole code), the buyer's or the recipient's name or e-mail; status as read now (an active one past its date is expired)",
        querystring: staffVouchersQuery,
        response: { 200: staffVouchersResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = req.query;
      return { success: true as const, data: await listStaffVouchers(app.deps, { q: q.q, status: q.status, page: q.page, pageSize: q.page_size }) };
    },
  );

  app.get(
    '/vouchers.csv',
    {
      preHandler: requireStaff(app, 'exports'),
      schema: {
        tags,
        summary: 'The vouchers of the filters as CSV (UTF-8 with BOM, semicolons, euros with a decimal comma); recorded in the audit log',
        querystring: staffVouchersCsvQuery,
        response: { 200: csv('voucher'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportVouchersCsv(app.deps, currentStaff(req), { q: req.query.q, status: req.query.status });
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  );

  app.get(
    '/vouchers/redeemed',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The voucher redemptions of a Rome day (today by default), with the bookings they paid: the Today page',
        querystring: staffVouchersRedeemedQuery,
        response: { 200: staffVouchersRedeemedResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await vouchersRedeemedOn(app.deps.db, req.query.date ?? romeDate(app.deps.clock.now())) };
    },
  );

  app.get(
    '/vouchers/report',
    {
      preHandler: requireStaff(app, 'money.read'),
      schema: {
        tags,
        summary:
          'The vouchers’ money per Rome month (sold, complimentary, redeemed, refunded to vouchers, expired, adjusted, the balance at each month’s end) and the outstanding balance now (a liability)',
        querystring: staffVoucherReportQuery,
        response: { 200: staffVoucherReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await getVoucherReport(app.deps, req.query) };
    },
  );

  app.get(
    '/vouchers/report.csv',
    {
      preHandler: requireStaff(app, 'money.read'),
      schema: {
        tags,
        summary: 'The vouchers’ report as CSV, one line per month; recorded in the audit log',
        querystring: staffVoucherReportQuery,
        response: { 200: csv('month'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportVoucherReportCsv(app.deps, currentStaff(req), req.query);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  );

  app.get(
    '/vouchers/:id',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A voucher: holder, balance, the ledger (issue, redeem with its bookings, refund, expiry, adjustment), its e-mails and what can be done now',
        params: idParam,
        response: { 200: staffVoucherResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return one(await getStaffVoucher(app.deps, req.params.id));
    },
  );

  app.post(
    '/vouchers',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Gives a complimentary voucher (amount, recipient and e-mail, message, reason): e-mailed to the recipient at once or on a date; audited',
        body: staffVoucherIssueRequest,
        response: { 201: staffVoucherResponse, ...errors },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const voucher = await issueComplimentaryVoucher(deps(), currentStaff(req), {
        amountCents: b.amount_cents,
        recipientName: b.recipient_name,
        recipientEmail: b.recipient_email,
        message: b.message,
        locale: b.locale,
        deliverOn: b.deliver_on,
        reason: b.reason,
      });
      return reply.status(201).send(one(voucher));
    },
  );

  app.post(
    '/vouchers/:id/extend',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Extends an active voucher to the end of a later Rome day (400 expiry_not_later, expiry_in_past, expiry_too_far; 409 voucher_not_active)',
        params: idParam,
        body: staffVoucherExtendRequest,
        response: { 200: staffVoucherResponse, ...errors },
      },
    },
    async (req) => one(await extendVoucher(deps(), currentStaff(req), req.params.id, { expiresOn: req.body.expires_on, reason: req.body.reason })),
  );

  app.post(
    '/vouchers/:id/void',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Voids an active voucher: its balance leaves by an adjustment entry, nothing can spend it afterwards (409 voucher_not_active)',
        params: idParam,
        body: staffVoucherVoidRequest,
        response: { 200: staffVoucherResponse, ...errors },
      },
    },
    async (req) => one(await voidVoucher(deps(), currentStaff(req), req.params.id, { reason: req.body.reason })),
  );

  app.post(
    '/vouchers/:id/adjust',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Adjusts an active voucher’s balance by ± cents with a reason; never below zero (409 voucher_balance_too_low, voucher_not_active)',
        params: idParam,
        body: staffVoucherAdjustRequest,
        response: { 200: staffVoucherResponse, ...errors },
      },
    },
    async (req) => one(await adjustVoucher(deps(), currentStaff(req), req.params.id, { amountCents: req.body.amount_cents, reason: req.body.reason })),
  );

  app.post(
    '/vouchers/:id/resend',
    {
      preHandler: write,
      schema: {
        tags,
        summary:
          'Sends an active voucher again with a NEW code (the old one stops working; balance and ledger unchanged), to its holder or a corrected address (409 voucher_not_sent_yet, voucher_email_pending, voucher_expired, voucher_not_active)',
        params: idParam,
        body: staffVoucherResendRequest,
        response: { 200: staffVoucherResponse, ...errors },
      },
    },
    async (req) => one(await resendVoucher(deps(), currentStaff(req), req.params.id, { email: req.body.email, reason: req.body.reason })),
  );
};
