import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffPartnerApproveRequest,
  staffPartnerContractRequest,
  staffPartnerInviteRequest,
  staffPartnerInviteResponse,
  staffPartnerInvitesQuery,
  staffPartnerInvitesResponse,
  staffPartnerOrdersQuery,
  staffPartnerOrdersResponse,
  staffPartnerResponse,
  staffPartnersQuery,
  staffPartnersResponse,
  staffPartnerRefuseRequest,
  staffPartnerStatusRequest,
} from '@tenuta/contracts';
import {
  approvePartnerApplication,
  changePartnerContract,
  getPartnerDetail,
  invitePartner,
  listPartnerInvites,
  listPartnerOrders,
  listPartners,
  reactivatePartner,
  refusePartnerApplication,
  resendPartnerInvite,
  revokePartnerInvite,
  suspendPartner,
} from '@tenuta/identity';
import { currentStaff, identityDeps, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * The partners page (owners and managers): the list and one partner whole, invitations,
 * applications, suspension and reactivation with a reason, dated terms, the partner's orders.
 */
export const staffPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => identityDeps(app);
  const manage = requireStaff(app, 'partners.manage');

  app.get(
    '/partners',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Partners by company name: filters by status, type, source and a search (company, e-mail, VAT number); users, terms in force, credit used',
        querystring: staffPartnersQuery,
        response: { 200: staffPartnersResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listPartners(deps(), req.query) }),
  );

  app.get(
    '/partners/invites',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Company invitations, newest first: pending, used, expired or revoked',
        querystring: staffPartnerInvitesQuery,
        response: { 200: staffPartnerInvitesResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { invites: await listPartnerInvites(deps(), req.query) } }),
  );

  app.post(
    '/partners/invites',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Invites a company by e-mail (single-use link, 7 days; older unused invitations of the address are revoked); 409 email_taken',
        body: staffPartnerInviteRequest,
        response: { 201: staffPartnerInviteResponse, ...errors },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const invite = await invitePartner(deps(), currentStaff(req), { email: b.email, companyName: b.company_name, partnerType: b.partner_type, locale: b.locale });
      return reply.status(201).send({ success: true as const, data: { invite } });
    },
  );

  app.post(
    '/partners/invites/:id/resend',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Sends an invitation again as a new token (the old one is revoked); 409 invite_used, email_taken',
        params: idParam,
        response: { 201: staffPartnerInviteResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ success: true as const, data: { invite: await resendPartnerInvite(deps(), currentStaff(req), req.params.id) } }),
  );

  app.post(
    '/partners/invites/:id/revoke',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Revokes an unused invitation: its link stops working; 409 invite_used',
        params: idParam,
        response: { 200: staffPartnerInviteResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { invite: await revokePartnerInvite(deps(), currentStaff(req), req.params.id) } }),
  );

  app.get(
    '/partners/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'One partner: company data, users, terms in force and their dated history, credit used, status changes, last orders, possible actions',
        params: idParam,
        response: { 200: staffPartnerResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { partner: await getPartnerDetail(deps(), req.params.id) } }),
  );

  app.get(
    '/partners/:id/orders',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'The partner’s bookings, newest first, one page at a time',
        params: idParam,
        querystring: staffPartnerOrdersQuery,
        response: { 200: staffPartnerOrdersResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listPartnerOrders(app.deps.db, req.params.id, { page: req.query.page, pageSize: req.query.page_size }) }),
  );

  app.post(
    '/partners/:id/approve',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary:
          'Approves a waiting application with its terms (in force at once; no partner at 0 %: 400 commission_required, net_discount_required): the partner becomes active and is told by e-mail; 409 not_an_application, not_waiting',
        params: idParam,
        body: staffPartnerApproveRequest,
        response: { 200: staffPartnerResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const terms = {
        commissionPercent: b.commission_percent,
        netDiscountPercent: b.net_discount_percent,
        paymentTerms: b.payment_terms,
        paymentDays: b.payment_days,
        creditLimitCents: b.credit_limit_cents,
        attributionDays: b.attribution_days,
        note: b.note,
      };
      return { success: true as const, data: { partner: await approvePartnerApplication(deps(), currentStaff(req), req.params.id, terms) } };
    },
  );

  app.post(
    '/partners/:id/refuse',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary:
          'Refuses a waiting application with a reason: it stays inactive for good, its sessions end, the applicant is e-mailed the reason in their language; 409 not_an_application, not_waiting',
        params: idParam,
        body: staffPartnerRefuseRequest,
        response: { 200: staffPartnerResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { partner: await refusePartnerApplication(deps(), currentStaff(req), req.params.id, req.body) } }),
  );

  app.post(
    '/partners/:id/suspend',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Suspends a partner with a reason: every session of its users ends at once; the partner is told by e-mail; 409 already_suspended',
        params: idParam,
        body: staffPartnerStatusRequest,
        response: { 200: staffPartnerResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { partner: await suspendPartner(deps(), currentStaff(req), req.params.id, req.body) } }),
  );

  app.post(
    '/partners/:id/reactivate',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'Reactivates a suspended partner with a reason; the partner is told by e-mail; 409 not_suspended',
        params: idParam,
        body: staffPartnerStatusRequest,
        response: { 200: staffPartnerResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { partner: await reactivatePartner(deps(), currentStaff(req), req.params.id, req.body) } }),
  );

  app.post(
    '/partners/:id/contracts',
    {
      preHandler: manage,
      schema: {
        tags: ['staff'],
        summary: 'New terms as a new dated row (today: at once; a later Rome day: from its midnight); the history is kept. Percentages 0–100 with two decimals, money in cents',
        params: idParam,
        body: staffPartnerContractRequest,
        response: { 201: staffPartnerResponse, ...errors },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const partner = await changePartnerContract(deps(), currentStaff(req), req.params.id, {
        validFrom: b.valid_from,
        commissionPercent: b.commission_percent,
        netDiscountPercent: b.net_discount_percent,
        paymentTerms: b.payment_terms,
        paymentDays: b.payment_days,
        creditLimitCents: b.credit_limit_cents,
        attributionDays: b.attribution_days,
        note: b.note,
      });
      return reply.status(201).send({ success: true as const, data: { partner } });
    },
  );
};
