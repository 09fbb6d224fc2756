import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParam, staffPayoutProfileRequest, staffPayoutProfileResponse, staffTaxDecisionRequest, staffTaxRequestResponse } from '@tenuta/contracts';
import { decideTaxRequest, listTaxRequests, setPayoutTaxProfile, staffPayoutProfile, type PayoutProfileView, type TaxRequestView } from '@tenuta/billing';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A tax status request as staff read it. */
export const taxRequestOut = (r: TaxRequestView) => ({
  id: r.id,
  partner_id: r.partnerId,
  company_name: r.companyName,
  person_type: r.personType,
  vat_number: r.vatNumber,
  status: r.status,
  requested_at: r.requestedAt.toISOString(),
  requested_by: r.requestedBy,
  decided_at: iso(r.decidedAt),
  decided_by: r.decidedBy,
  reason: r.reason,
});

const profileOut = (p: PayoutProfileView) => ({
  person_type: p.personType,
  withholding_bps: p.withholdingBps,
  withholding_applies: p.withholdingApplies,
  vat_number: p.vatNumber,
  tax_confirmed: p.taxConfirmed,
  tax_confirmed_at: iso(p.taxConfirmedAt),
  company_vat_number: p.companyVatNumber,
  account_holder: p.accountHolder,
  iban_masked: p.ibanMasked,
  hold_until: iso(p.holdUntil),
});

/**
 * A referrer's tax status (money.read to read, payouts.manage to act): staff set it, or confirm or
 * refuse what the partner asked; only a confirmed status decides the withholding. Registered by
 * the payouts routes (same prefix). Every change is audited.
 */
export const staffPayoutTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'money.read');
  const manage = requireStaff(app, 'payouts.manage');
  const staffDeps = () => ({ db: app.deps.db, clock: app.deps.clock, ...(app.deps.outbox ? { outbox: app.deps.outbox } : {}) });

  app.get(
    '/payouts/profiles/:id',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A referrer's tax status (confirmed or not), its requests, and its payout details (IBAN masked)",
        params: idParam,
        response: { 200: staffPayoutProfileResponse, ...errors },
      },
    },
    async (req) => profileAnswer(req.params.id, await staffPayoutProfile(app.deps.db, req.params.id, app.deps.clock.now())),
  );

  app.put(
    '/payouts/profiles/:id',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "Sets and confirms a referrer's tax status: private person (withholding at the rate, default 11.5 %) or company, and the VAT number; open payouts it changes go back to draft, for someone else to approve. 400 vat_number_invalid, 409 not_a_referrer",
        params: idParam,
        body: staffPayoutProfileRequest,
        response: { 200: staffPayoutProfileResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const profile = await setPayoutTaxProfile(staffDeps(), currentStaff(req), req.params.id, {
        personType: b.person_type,
        withholdingBps: b.withholding_bps,
        ...(b.vat_number !== undefined ? { vatNumber: b.vat_number } : {}),
      });
      return profileAnswer(req.params.id, profile);
    },
  );

  app.post(
    '/payouts/tax-requests/:id/decide',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          "Confirms a referrer's tax status request (the withholding follows it; open payouts it changes go back to draft) or refuses it with a reason; the partner is e-mailed. 400 reason_required, 409 tax_request_not_pending",
        params: idParam,
        body: staffTaxDecisionRequest,
        response: { 200: staffTaxRequestResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const request = await decideTaxRequest(
        staffDeps(),
        currentStaff(req),
        req.params.id,
        b.decision === 'confirm' ? { confirm: true } : { confirm: false, reason: b.reason ?? '' },
      );
      return { success: true as const, data: { request: taxRequestOut(request) } };
    },
  );

  async function profileAnswer(partnerId: number, profile: PayoutProfileView) {
    const requests = await listTaxRequests(app.deps.db, { partnerId });
    return { success: true as const, data: { profile: profileOut(profile), tax_requests: requests.map(taxRequestOut) } };
  }
};
