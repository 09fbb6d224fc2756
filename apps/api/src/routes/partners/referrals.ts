import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idParam,
  partnerCodeRequestCreate,
  partnerCodeRequestResponse,
  partnerCodeRequestsResponse,
  partnerCommissionsQuery,
  partnerCommissionsResponse,
  partnerReferralLinkCreateRequest,
  partnerReferralLinkResponse,
  partnerReferralLinksResponse,
} from '@tenuta/contracts';
import { createReferralLink, listPartnerCodeRequests, listPartnerCommissions, listReferralLinks, referralLinkQrSvg, requestPartnerCode } from '@tenuta/billing';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';

const tags = ['partners'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * A referrer's links (with their QR codes), its requests for new discount codes and its
 * commission ledger. Every query is scoped to the caller's partner; money and code requests are
 * the owner's.
 */
export const partnerReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  const referrer = requirePartner(app, { type: 'referral' });
  const owner = requirePartner(app, { type: 'referral', money: true });
  const linkDeps = () => ({ db: app.deps.db, clock: app.deps.clock, publicUrl: app.config.publicUrl });

  app.get(
    '/commissions',
    {
      onRequest: owner,
      schema: {
        tags,
        summary:
          "The referrer's commission ledger: rows (booking, experience date, base net of VAT, rate, amount, status, why it was credited), filters by status and experience dates, totals per status",
        querystring: partnerCommissionsQuery,
        response: { 200: partnerCommissionsResponse, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      return {
        success: true as const,
        data: await listPartnerCommissions(app.deps, currentPartner(req), { status: q.status, from: q.from, to: q.to, page: q.page, perPage: q.per_page }),
      };
    },
  );

  app.get(
    '/referrals/links',
    {
      onRequest: referrer,
      schema: {
        tags,
        summary: "The referrer's links with their clicks and credited bookings, its ref code and the pages a link may point to",
        response: { 200: partnerReferralLinksResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listReferralLinks(linkDeps(), currentPartner(req)) }),
  );

  app.post(
    '/referrals/links',
    {
      onRequest: referrer,
      schema: {
        tags,
        summary:
          'A new link to a public page with a campaign label and the language it opens the site in; answers its full address (`?ref=CODE&c=ID&lang=it|en`); the ref code is assigned on the first link',
        body: partnerReferralLinkCreateRequest,
        response: { 201: partnerReferralLinkResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { link, refCode } = await createReferralLink(linkDeps(), currentPartner(req), { targetPath: req.body.target_path, label: req.body.label, locale: req.body.locale });
      return reply.status(201).send({ success: true as const, data: { link, ref_code: refCode } });
    },
  );

  app.get(
    '/referrals/links/:id/qr.svg',
    {
      onRequest: referrer,
      schema: { tags, summary: "The link's address as a QR code (SVG) to print", params: idParam, response: { 200: z.any().describe('image/svg+xml: the QR code'), ...errors } },
    },
    async (req, reply) => {
      const svg = await referralLinkQrSvg(linkDeps(), currentPartner(req), req.params.id);
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('content-disposition', `inline; filename="link-${req.params.id}.svg"`).send(svg);
    },
  );

  app.get(
    '/referrals/codes/requests',
    { onRequest: owner, schema: { tags, summary: "The referrer's requests for new discount codes, newest first", response: { 200: partnerCodeRequestsResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      data: { requests: await listPartnerCodeRequests(app.deps, currentPartner(req)) },
    }),
  );

  app.post(
    '/referrals/codes/requests',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Asks the estate for a new discount code (4 to 20 letters or digits, 1 to 50 %); staff approve or refuse it; 409 code_taken, code_requested, too_many_requests',
        body: partnerCodeRequestCreate,
        response: { 201: partnerCodeRequestResponse, ...errors },
      },
    },
    async (req, reply) => {
      const deps = { ...app.deps, publicUrl: app.config.publicUrl, staffEmail: app.config.STAFF_EMAIL ?? 'staff@tenuta.example' };
      const request = await requestPartnerCode(deps, currentPartner(req), { code: req.body.code, discountPercent: req.body.discount_percent, note: req.body.note });
      return reply.status(201).send({ success: true as const, data: { request } });
    },
  );
};
