import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, partnerPayoutsResponse, partnerRemittanceQuery, payoutProfileRequest, payoutProfileResponse } from '@tenuta/contracts';
import { demoSeller, getPartnerRemittance, getPayoutProfile, listPartnerPayouts, maskedIban, updatePayoutProfile, type PayoutProfileView } from '@tenuta/billing';
import { verifyPartnerCurrentPassword } from '@tenuta/identity';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';
import { payoutThreshold } from '../../seller-bank.ts';
import { sendPdfAttachment } from '../pdf-attachment.ts';

const tags = ['partners'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

const profileOut = (p: PayoutProfileView) => ({
  person_type: p.personType,
  withholding_bps: p.withholdingBps,
  withholding_applies: p.withholdingApplies,
  vat_number: p.vatNumber,
  tax_confirmed: p.taxConfirmed,
  // The partner sees its request and the decision, not which staff member took it.
  tax_request: p.taxRequest
    ? {
        id: p.taxRequest.id,
        person_type: p.taxRequest.personType,
        vat_number: p.taxRequest.vatNumber,
        status: p.taxRequest.status,
        requested_at: p.taxRequest.requestedAt.toISOString(),
        decided_at: p.taxRequest.decidedAt?.toISOString() ?? null,
        reason: p.taxRequest.reason,
      }
    : null,
  account_holder: p.accountHolder,
  iban_masked: p.ibanMasked,
  bic: p.bic,
  iban_changed_at: p.ibanChangedAt?.toISOString() ?? null,
  hold_until: p.holdUntil?.toISOString() ?? null,
});

/** A referrer's payouts, remittance PDFs and payout details (the account's owner only: money). */
export const partnerPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requirePartner(app, { type: 'referral', money: true });

  app.get(
    '/payouts',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: "The referrer's payouts (status, period, gross, withholding, net) and its approved balance waiting, with what holds it",
        response: { 200: partnerPayoutsResponse, ...errors },
      },
    },
    async (req) => {
      const r = await listPartnerPayouts({ db: app.deps.db, clock: app.deps.clock, thresholdCents: payoutThreshold(app) }, currentPartner(req));
      return {
        success: true as const,
        data: {
          payouts: r.payouts.map((p) => ({
            id: p.id,
            period: p.period,
            status: p.status,
            gross_cents: p.grossCents,
            withholding_cents: p.withholdingCents,
            net_cents: p.netCents,
            entries: p.entries,
            iban_masked: maskedIban(p.iban),
            created_at: p.createdAt.toISOString(),
            paid_at: p.paidAt?.toISOString() ?? null,
            remittance_url: p.status === 'paid' ? `/api/partners/payouts/${p.id}/remittance.pdf` : null,
          })),
          payable_cents: r.payableCents,
          threshold_cents: r.thresholdCents,
          hold: r.hold ? { reason: r.hold.reason, until: r.hold.until?.toISOString() ?? null } : null,
        },
      };
    },
  );

  app.get(
    '/payouts/:id/remittance.pdf',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: "The remittance advice of one of the referrer's paid payouts as a PDF (another partner's id: 404; not paid yet: 409 payout_not_paid)",
        params: idParam,
        querystring: partnerRemittanceQuery,
        response: { 200: z.any().describe('application/pdf: the remittance advice, as an attachment'), ...errors },
      },
    },
    async (req, reply) => {
      const caller = currentPartner(req);
      // The estate withholds as configured for its invoices (SELLER_*; the demo company in tests).
      const file = await getPartnerRemittance({ db: app.deps.db, payer: app.config.seller ?? demoSeller }, caller, req.params.id, req.query.lang ?? caller.locale);
      return sendPdfAttachment(reply, file);
    },
  );

  app.get(
    '/payout-profile',
    {
      onRequest: owner,
      schema: {
        tags,
        summary:
          'The payout details (account holder, IBAN masked, BIC), the tax status as the estate confirmed it (payouts wait until it is) and the latest request to change it (a new VAT number in the settings)',
        response: { 200: payoutProfileResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { profile: profileOut(await getPayoutProfile(app.deps, currentPartner(req))) } }),
  );

  app.put(
    '/payout-profile',
    {
      onRequest: owner,
      schema: {
        tags,
        summary:
          'Changes the payout details: needs the current password (400 current_password_required / current_password_wrong, 429 after too many); the IBAN is checked (400 iban_invalid); a new IBAN holds payouts for 48 hours and is announced by e-mail to the company and its owners',
        body: payoutProfileRequest,
        response: { 200: payoutProfileResponse, ...errors },
      },
    },
    async (req) => {
      const caller = currentPartner(req);
      const b = req.body;
      const profile = await updatePayoutProfile(
        {
          db: app.deps.db,
          clock: app.deps.clock,
          ...(app.deps.outbox ? { outbox: app.deps.outbox } : {}),
          verifyCurrentPassword: (password) => verifyPartnerCurrentPassword(app.deps, caller.userId, password),
        },
        caller,
        { accountHolder: b.account_holder, iban: b.iban, bic: b.bic, currentPassword: b.current_password },
      );
      return { success: true as const, data: { profile: profileOut(profile) } };
    },
  );
};
