import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOctoBooking, confirmOctoBooking, extendOctoBooking, getOctoBooking, getOctoVoucher, listOctoBookings, reserveOctoBooking, updateOctoBooking } from '@tenuta/booking';
import {
  octoBooking,
  octoBookingParams,
  octoBookings,
  octoBookingsQuery,
  octoCancelRequest,
  octoConfirmRequest,
  octoExtendRequest,
  octoReservationRequest,
  octoUpdateRequest,
} from '@tenuta/contracts';
import { sendPdfAttachment } from '../pdf-attachment.ts';
import { apiCaller, octoDeps, octoErrors, octoView, tags } from './octo-request.ts';

const response = { 200: octoBooking, ...octoErrors };

/**
 * The booking lifecycle on the one booking engine: a reservation is a seat hold, a confirmation
 * an order on account, cancellations and changes the partner area's and the site's rules. Every
 * uuid is the caller's partner's own; another partner's answers INVALID_BOOKING_UUID.
 */
export const octoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags,
        summary: "A reservation (ON_HOLD): a seat hold of the booking engine, with the site's hold length; UNPROCESSABLE_ENTITY when it does not fit",
        body: octoReservationRequest,
        response,
      },
    },
    async (req) => reserveOctoBooking(octoDeps(app), apiCaller(req), octoView(app, req), req.body),
  );

  app.post(
    '/bookings/:uuid/extend',
    {
      schema: {
        tags,
        summary: "Extends a reservation's hold (expirationMinutes from now), within the site's maximum life of a hold",
        params: octoBookingParams,
        body: octoExtendRequest.optional(),
        response,
      },
    },
    async (req) => extendOctoBooking(octoDeps(app), apiCaller(req), octoView(app, req), req.params.uuid, req.body?.expirationMinutes),
  );

  app.post(
    '/bookings/:uuid/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms a reservation as an order on account (credit limit checked; the site e-mails and voucher); UNPROCESSABLE_ENTITY over the limit, nothing booked',
        params: octoBookingParams,
        body: octoConfirmRequest.optional(),
        response,
      },
    },
    async (req) => confirmOctoBooking(octoDeps(app), apiCaller(req), octoView(app, req), req.params.uuid, req.body ?? {}),
  );

  app.patch(
    '/bookings/:uuid',
    {
      schema: {
        tags,
        summary: 'Changes a booking: a reservation anything (product, time, units, contact); a confirmed booking its date (free change rules), contact, notes, reference',
        params: octoBookingParams,
        body: octoUpdateRequest.optional(),
        response,
      },
    },
    async (req) => updateOctoBooking(octoDeps(app), apiCaller(req), octoView(app, req), req.params.uuid, req.body ?? {}),
  );

  app.post(
    '/bookings/:uuid/cancel',
    {
      schema: {
        tags,
        summary: "Cancels: a reservation frees its seats; a confirmed booking follows the partner area's cancellation (the refund policy, until the start)",
        params: octoBookingParams,
        body: octoCancelRequest.optional(),
        response,
      },
    },
    async (req) => cancelOctoBooking(octoDeps(app), apiCaller(req), octoView(app, req), req.params.uuid, req.body?.reason),
  );

  app.get('/bookings/:uuid', { schema: { tags, summary: "One of the caller's bookings by uuid", params: octoBookingParams, response } }, async (req) =>
    getOctoBooking(app.deps, apiCaller(req), octoView(app, req), req.params.uuid),
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: "The caller's bookings by resellerReference, supplierReference (the booking number) or Rome date (localDate, or localDateStart and localDateEnd)",
        querystring: octoBookingsQuery,
        response: { 200: octoBookings, ...octoErrors },
      },
    },
    async (req) => listOctoBookings(app.deps, apiCaller(req), octoView(app, req), req.query),
  );

  app.get(
    '/bookings/:uuid/voucher',
    {
      schema: {
        tags,
        summary: "The guest's voucher (PDF) of a confirmed booking, in the guest's language: the PDF_URL of its delivery options, fetched with the API key",
        params: octoBookingParams,
        response: { 200: z.any().describe('application/pdf'), ...octoErrors },
      },
    },
    async (req, reply) => sendPdfAttachment(reply, await getOctoVoucher(app.deps, apiCaller(req), req.params.uuid)),
  );
};
