import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idParam,
  partnerRemittanceQuery,
  staffPayoutCancelRequest,
  staffPayoutResponse,
  staffPayoutRunRequest,
  staffPayoutRunResponse,
  staffPayoutsCsvQuery,
  staffPayoutsQuery,
  staffPayoutsResponse,
  staffSepaErrorResponse,
  staffSepaExportRequest,
  staffSepaParams,
  staffWithholdingQuery,
  staffWithholdingResponse,
} from '@tenuta/contracts';
import {
  approvePayout,
  cancelPayout,
  demoSeller,
  exportApprovedPayouts,
  exportPayoutsCsv,
  getStaffPayout,
  getStaffRemittance,
  listStaffPayouts,
  markPayoutPaid,
  payoutPeriod,
  runMonthlyPayouts,
  sepaFileAgain,
  withholdingTotals,
  type PayoutRecord,
  type SepaFile,
} from '@tenuta/billing';
import type { FastifyReply } from 'fastify';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';
import { payoutThreshold, sellerBank } from '../../seller-bank.ts';
import { sendPdfAttachment } from '../pdf-attachment.ts';
import { staffPayoutTaxRoutes, taxRequestOut } from './payout-tax-status.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const iso = (d: Date | null) => d?.toISOString() ?? null;

const payoutOut = (p: PayoutRecord) => ({
  id: p.id,
  partner_id: p.partnerId,
  company_name: p.companyName,
  period: p.period,
  status: p.status,
  person_type: p.personType,
  gross_cents: p.grossCents,
  withholding_cents: p.withholdingCents,
  net_cents: p.netCents,
  account_holder: p.accountHolder,
  iban: p.iban,
  iban_changed_since: p.ibanChangedSince,
  entries: p.entries,
  prepared_by: p.preparedBy,
  changed_by: p.changedBy,
  tax_confirmed_by: p.taxConfirmedBy,
  approved_by: p.approvedBy,
  approval_counts: p.approvalCounts,
  created_at: p.createdAt.toISOString(),
  approved_at: iso(p.approvedAt),
  exported_at: iso(p.exportedAt),
  sepa_message_id: p.sepaMessageId,
  paid_at: iso(p.paidAt),
});

const sendSepa = (reply: FastifyReply, file: SepaFile) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-sepa-message-id', file.messageId)
    .header('x-sepa-count', String(file.count))
    .header('x-sepa-total-cents', String(file.totalCents))
    .header('x-sepa-skipped', file.skippedIds.join(','))
    .header('cache-control', 'no-store')
    .send(file.xml);

/**
 * The payouts page: payouts and the balances waiting (money.read), the monthly withholding totals
 * and the CSV; approving, the SEPA file, marking paid, cancelling, gathering now, the referrers'
 * tax profiles and their requests (payouts.manage). Every change is audited; approving needs a
 * second person (or an owner), and the SEPA file takes only payouts so approved.
 */
export const staffPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'money.read');
  const manage = requireStaff(app, 'payouts.manage');
  const staffDeps = () => ({ db: app.deps.db, clock: app.deps.clock, ...(app.deps.outbox ? { outbox: app.deps.outbox } : {}) });

  app.get(
    '/payouts',
    {
      preHandler: read,
      schema: {
        tags,
        summary:
          'Payouts by status, period and partner (newest period first), with who gathered, changed and approved each; the referrers whose approved balance waits, with what holds it; the tax status requests to decide',
        querystring: staffPayoutsQuery,
        response: { 200: staffPayoutsResponse, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const r = await listStaffPayouts(app.deps, { status: q.status, period: q.period, partnerId: q.partner_id }, payoutThreshold(app));
      return {
        success: true as const,
        data: {
          payouts: r.payouts.map(payoutOut),
          waiting: r.waiting.map((w) => ({
            partner_id: w.partnerId,
            company_name: w.companyName,
            partner_status: w.partnerStatus,
            balance_cents: w.balanceCents,
            entries: w.entries,
            hold: w.hold ? { reason: w.hold.reason, until: iso(w.hold.until) } : null,
          })),
          tax_requests: r.taxRequests.map(taxRequestOut),
          threshold_cents: payoutThreshold(app),
          period_now: payoutPeriod(app.deps.clock.now()),
        },
      };
    },
  );

  app.get(
    '/payouts.csv',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Payouts as CSV (UTF-8 with BOM, semicolons, euros with a decimal comma), by status and periods from..to; recorded in the audit log',
        querystring: staffPayoutsCsvQuery,
        response: { 200: z.string().describe('text/csv; charset=utf-8: a header line, then one line per payout'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportPayoutsCsv(app.deps, currentStaff(req), { status: req.query.status, fromPeriod: req.query.from, toPeriod: req.query.to });
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  );

  app.get(
    '/payouts/withholding',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Withholding tax of the paid payouts per month of payment (Rome) for a year, with the totals',
        querystring: staffWithholdingQuery,
        response: { 200: staffWithholdingResponse, ...errors },
      },
    },
    async (req) => {
      const r = await withholdingTotals(app.deps.db, req.query.year);
      const out = (m: { payouts: number; grossCents: number; withholdingCents: number; netCents: number }) => ({
        payouts: m.payouts,
        gross_cents: m.grossCents,
        withholding_cents: m.withholdingCents,
        net_cents: m.netCents,
      });
      return { success: true as const, data: { year: r.year, months: r.months.map((m) => ({ month: m.month, ...out(m) })), totals: out(r.totals) } };
    },
  );

  app.post(
    '/payouts/run',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "Gathers now what the monthly job gathers (default: last month's period); one payout per partner and period, so running it again changes nothing. The caller is recorded as who prepared each new payout (so someone else approves it)",
        body: staffPayoutRunRequest,
        response: { 200: staffPayoutRunResponse, ...errors },
      },
    },
    async (req) => {
      const r = await runMonthlyPayouts(app.deps, {
        thresholdCents: payoutThreshold(app),
        preparedBy: currentStaff(req),
        ...(req.body.period ? { period: req.body.period } : {}),
      });
      return {
        success: true as const,
        data: {
          period: r.period,
          created: r.created,
          outcomes: r.outcomes.map((o) => ({
            partner_id: o.partnerId,
            outcome: o.outcome,
            payout_id: o.outcome === 'created' || o.outcome === 'exists' ? o.payoutId : null,
            reason: o.outcome === 'held' ? o.hold.reason : o.outcome === 'failed' ? o.error : null,
          })),
        },
      };
    },
  );

  app.post(
    '/payouts/sepa',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "The approved payouts (all, or those listed) as one SEPA credit-transfer file (pain.001.001.09, dated in Rome time) from the estate's account; they become exported with the file's message id. Only payouts approved by a second person (or an owner) go in; the others are listed in x-sepa-skipped. 409 nothing_to_export, seller_bank_missing, sepa_export_failed, and payout_bank_details_invalid or payout_bic_iban_mismatch naming the payout (payout_id, partner)",
        body: staffSepaExportRequest,
        response: { 200: z.string().describe('application/xml: the pain.001 file, as an attachment'), ...errors, 409: staffSepaErrorResponse },
      },
    },
    async (req, reply) => sendSepa(reply, await exportApprovedPayouts(staffDeps(), currentStaff(req), sellerBank(app), req.body.payout_ids)),
  );

  app.get(
    '/payouts/sepa/:messageId',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'An earlier SEPA file again, as it was exported',
        params: staffSepaParams,
        response: { 200: z.string().describe('application/xml: the pain.001 file'), ...errors, 409: staffSepaErrorResponse },
      },
    },
    async (req, reply) => sendSepa(reply, await sepaFileAgain(app.deps.db, sellerBank(app), req.params.messageId)),
  );

  // The referrers' tax statuses and their requests (same guards, same /payouts prefix).
  await app.register(staffPayoutTaxRoutes);

  app.get(
    '/payouts/:id',
    { preHandler: read, schema: { tags, summary: 'One payout with the commission rows it carries', params: idParam, response: { 200: staffPayoutResponse, ...errors } } },
    async (req) => detail(req.params.id),
  );

  app.get(
    '/payouts/:id/remittance.pdf',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The remittance advice of a payout as the partner receives it (PDF)',
        params: idParam,
        querystring: partnerRemittanceQuery,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await getStaffRemittance({ db: app.deps.db, payer: app.config.seller ?? demoSeller }, req.params.id, req.query.lang ?? 'it');
      return sendPdfAttachment(reply, file);
    },
  );

  app.post(
    '/payouts/:id/approve',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          'Approves a draft payout, by someone other than whoever gathered it, last changed it or confirmed the tax status behind it (an owner may approve anything); 403 payout_needs_second_person, 409 payout_not_draft',
        params: idParam,
        response: { 200: staffPayoutResponse, ...errors },
      },
    },
    async (req) => {
      await approvePayout(staffDeps(), currentStaff(req), req.params.id);
      return detail(req.params.id);
    },
  );

  app.post(
    '/payouts/:id/cancel',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Cancels a draft or approved payout with a reason: its rows are payable again at the next run; 409 payout_not_cancellable',
        params: idParam,
        body: staffPayoutCancelRequest,
        response: { 200: staffPayoutResponse, ...errors },
      },
    },
    async (req) => {
      await cancelPayout(staffDeps(), currentStaff(req), req.params.id, req.body.reason);
      return detail(req.params.id);
    },
  );

  app.post(
    '/payouts/:id/paid',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Marks an approved or exported payout paid: the partner gets the remittance PDF by e-mail; 409 payout_not_payable',
        params: idParam,
        response: { 200: staffPayoutResponse, ...errors },
      },
    },
    async (req) => {
      await markPayoutPaid(staffDeps(), currentStaff(req), req.params.id);
      return detail(req.params.id);
    },
  );

  async function detail(id: number) {
    const r = await getStaffPayout(app.deps, id);
    return {
      success: true as const,
      data: {
        payout: payoutOut(r.payout),
        rows: r.rows.map((x) => ({
          entry_id: x.entryId,
          booking_number: x.bookingNumber,
          kind: x.kind,
          earned_at: x.earnedAt.toISOString(),
          base_cents: x.baseCents,
          rate_bps: x.rateBps,
          amount_cents: x.amountCents,
        })),
      },
    };
  }
};
